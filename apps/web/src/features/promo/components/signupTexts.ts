import { addTexts } from '../../../i18n/addTexts';

// Texts of the sign-up bonus page, under `promo.signup`: they load with its lazily loaded parts,
// not with the Promo tab.
const en = {
  promo: {
    signup: {
      reward: 'Reward: {{amount}}',
      tasksTitle: 'Your tasks',
      task: {
        bind_phone: 'Bind your phone number',
        first_deposit: 'Make your first deposit',
        play_rounds: 'Play {{count}} rounds of any game',
        withdraw_password: 'Set a withdraw password',
        valid_bet: 'Reach {{amount}} in valid bets',
      },
      rounds: '{{current}} of {{target}} rounds',
      validBet: '{{current}} of {{target}}',
      doneAt: 'Done {{time}}',
      go: {
        bind_phone: 'Bind',
        first_deposit: 'Deposit',
        play_rounds: 'Play',
        withdraw_password: 'Set',
        valid_bet: 'Play',
      },
      windowLeft: 'Finish all tasks within {{time}}',
      keptLeft: 'Claim within {{time}}',
      claimed: 'Bonus claimed',
      expired: 'The reward expired before it was claimed',
      windowPassed: 'The time to finish the tasks has passed',
      notEligible: 'This bonus is only for players who registered after it started',
    },
  },
};

const ind: typeof en = {
  promo: {
    signup: {
      reward: 'Hadiah: {{amount}}',
      tasksTitle: 'Tugas Anda',
      task: {
        bind_phone: 'Hubungkan nomor HP',
        first_deposit: 'Lakukan deposit pertama',
        play_rounds: 'Mainkan {{count}} ronde permainan apa saja',
        withdraw_password: 'Buat kata sandi penarikan',
        valid_bet: 'Capai taruhan sah {{amount}}',
      },
      rounds: '{{current}} dari {{target}} ronde',
      validBet: '{{current}} dari {{target}}',
      doneAt: 'Selesai {{time}}',
      go: {
        bind_phone: 'Hubungkan',
        first_deposit: 'Deposit',
        play_rounds: 'Main',
        withdraw_password: 'Buat',
        valid_bet: 'Main',
      },
      windowLeft: 'Selesaikan semua tugas dalam {{time}}',
      keptLeft: 'Klaim dalam {{time}}',
      claimed: 'Bonus sudah diklaim',
      expired: 'Hadiah kedaluwarsa sebelum diklaim',
      windowPassed: 'Waktu untuk menyelesaikan tugas sudah lewat',
      notEligible: 'Bonus ini hanya untuk pemain yang mendaftar setelah promosi dimulai',
    },
  },
};

addTexts({ en, ind });
