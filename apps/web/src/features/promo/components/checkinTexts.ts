import { addTexts } from '../../../i18n/addTexts';

// Texts of the check-in page, under `promo.checkin`: they load with its lazily loaded parts, not with the
// Promo tab (the page renders once these parts have loaded, so its own uses find them too).
const en = {
  promo: {
    checkin: {
      streak: 'Streak: {{count}} days in a row',
      day: 'Day {{day}}',
      claimedToday: 'Claimed today. Come back tomorrow',
      depositMore: 'Deposit {{amount}} more today to claim',
      betMore: 'Bet {{amount}} more today to claim',
      nextIn: 'Next check-in in {{time}}',
      condition: 'Condition',
      minDeposit: 'Deposit at least {{amount}} that day',
      minBet: 'Bet at least {{amount}} that day',
    },
  },
};

const ind: typeof en = {
  promo: {
    checkin: {
      streak: 'Beruntun: {{count}} hari',
      day: 'Hari {{day}}',
      claimedToday: 'Sudah diklaim hari ini. Kembali besok',
      depositMore: 'Deposit {{amount}} lagi hari ini untuk klaim',
      betMore: 'Taruhan {{amount}} lagi hari ini untuk klaim',
      nextIn: 'Check-in berikutnya dalam {{time}}',
      condition: 'Syarat',
      minDeposit: 'Deposit minimal {{amount}} pada hari itu',
      minBet: 'Taruhan minimal {{amount}} pada hari itu',
    },
  },
};

addTexts({ en, ind });
