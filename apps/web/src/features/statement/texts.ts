import { addTexts } from '../../i18n/addTexts';

// The Statement page's texts, under `statement`; they load with that page.
const en = {
  statement: {
    presets: {
      thisMonth: 'This month',
      lastMonth: 'Last month',
      last30: 'Last 30 days',
      custom: 'Dates',
    },
    from: 'From',
    to: 'To',
    show: 'Show',
    period: '{{from}} – {{to}}',
    deposits: 'Deposits',
    withdrawals: 'Withdrawals paid',
    netDeposits: 'Net deposits',
    stakes: 'Stakes',
    returns: 'Returns',
    gameResult: 'Game result',
    bonuses: 'Bonuses',
    note: 'Withdrawals are counted net of refunded ones. Game result is returns minus stakes.',
  },
};

const ind: typeof en = {
  statement: {
    presets: {
      thisMonth: 'Bulan ini',
      lastMonth: 'Bulan lalu',
      last30: '30 hari terakhir',
      custom: 'Tanggal',
    },
    from: 'Dari',
    to: 'Sampai',
    show: 'Tampilkan',
    period: '{{from}} – {{to}}',
    deposits: 'Setoran',
    withdrawals: 'Penarikan dibayar',
    netDeposits: 'Setoran bersih',
    stakes: 'Taruhan',
    returns: 'Kemenangan',
    gameResult: 'Hasil permainan',
    bonuses: 'Bonus',
    note: 'Penarikan dihitung setelah dikurangi yang dikembalikan. Hasil permainan adalah kemenangan dikurangi taruhan.',
  },
};

addTexts({ en, ind });
