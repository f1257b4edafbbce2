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
      },
      rounds: '{{current}} of {{target}} rounds',
      doneAt: 'Done {{time}}',
      go: {
        bind_phone: 'Bind',
        first_deposit: 'Deposit',
        play_rounds: 'Play',
        withdraw_password: 'Set',
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
      },
      rounds: '{{current}} dari {{target}} ronde',
      doneAt: 'Selesai {{time}}',
      go: {
        bind_phone: 'Hubungkan',
        first_deposit: 'Deposit',
        play_rounds: 'Main',
        withdraw_password: 'Buat',
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
