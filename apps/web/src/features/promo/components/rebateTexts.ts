import { addTexts } from '../../../i18n/addTexts';

// Texts of the rebate pages (RebatePromo, CashbackRecord), under `promo.rebate`: they load with
// the lazily loaded rebate parts, not with the Promo tab.
const en = {
  promo: {
    rebate: {
      rate: 'Cashback rate',
      rateOf: 'of your net loss back, every day',
      dailyCap: 'Most per day',
      minBasis: 'Smallest net loss that earns cashback',
      wagering: 'Cashback must be bet {{times}}× before it can be withdrawn',
      how: 'How it works',
      step1:
        'Deposit and play. Each day (midnight to midnight local time) your net loss is counted: what you staked minus what your bets won.',
      step2:
        'Only money you deposited that day counts: the net loss is counted up to that day’s deposits.',
      step3:
        'Shortly after midnight the cashback is added to your balance automatically. No claim needed.',
      yesterday: 'Yesterday',
      yesterdayLoss: 'Net loss counted',
      yesterdayPays: 'Cashback',
      yesterdayNone: 'No net loss from deposited money yesterday',
      yesterdayBelow: 'Under the minimum: no cashback for this day',
      records: 'Cashback records',
      empty: 'No cashback yet. After a day with a net loss, it appears here.',
      basis: 'Net loss {{amount}}',
      rateSmall: 'at {{rate}}',
      state: {
        credited: 'Credited',
        pending: 'Being credited',
        cancelled: 'Not paid: promotion budget used up',
      },
    },
  },
};

const ind: typeof en = {
  promo: {
    rebate: {
      rate: 'Tingkat cashback',
      rateOf: 'dari kekalahan bersih Anda kembali, setiap hari',
      dailyCap: 'Maksimum per hari',
      minBasis: 'Kekalahan bersih terkecil yang mendapat cashback',
      wagering: 'Cashback harus dipertaruhkan {{times}}× sebelum bisa ditarik',
      how: 'Cara kerjanya',
      step1:
        'Deposit dan bermain. Setiap hari (pukul 00.00 sampai 00.00 waktu setempat) kekalahan bersih Anda dihitung: taruhan dikurangi kemenangan taruhan itu.',
      step2:
        'Hanya uang yang Anda depositkan hari itu yang dihitung: kekalahan bersih dihitung paling banyak sebesar deposit hari itu.',
      step3:
        'Sesaat setelah pukul 00.00 cashback masuk ke saldo Anda secara otomatis. Tidak perlu klaim.',
      yesterday: 'Kemarin',
      yesterdayLoss: 'Kekalahan bersih dihitung',
      yesterdayPays: 'Cashback',
      yesterdayNone: 'Kemarin tidak ada kekalahan bersih dari uang deposit',
      yesterdayBelow: 'Di bawah minimum: tidak ada cashback untuk hari ini',
      records: 'Riwayat cashback',
      empty: 'Belum ada cashback. Setelah hari dengan kekalahan bersih, cashback muncul di sini.',
      basis: 'Kekalahan bersih {{amount}}',
      rateSmall: 'sebesar {{rate}}',
      state: {
        credited: 'Sudah masuk',
        pending: 'Sedang diproses',
        cancelled: 'Tidak dibayar: anggaran promosi habis',
      },
    },
  },
};

addTexts({ en, ind });
