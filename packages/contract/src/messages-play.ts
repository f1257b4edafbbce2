/** The play-money edition's texts (EDITION=play), spread into the one catalogue in messages.ts. */
export const playMessages = {
  playNoMoney: {
    en: 'This is the play-money edition: coins have no cash value, so deposits, withdrawals, bank accounts and gift codes are not available',
    id: 'Ini edisi uang mainan: koin tidak bernilai uang, jadi setoran, penarikan, rekening bank, dan kode hadiah tidak tersedia',
  },
  playOnly: {
    en: 'Free coins exist only in the play-money edition',
    id: 'Koin gratis hanya ada di edisi uang mainan',
  },
  topUpDailyClaimed: {
    en: 'You already collected today’s free coins, come back tomorrow',
    id: 'Koin gratis hari ini sudah Anda ambil, kembali lagi besok',
  },
  topUpNotLow: {
    en: 'The low-balance top-up is for balances under {{threshold}} coins',
    id: 'Isi ulang saldo rendah hanya untuk saldo di bawah {{threshold}} koin',
  },
  topUpLowCapReached: {
    en: 'You have used all {{max}} low-balance top-ups for today, come back tomorrow',
    id: 'Semua {{max}} isi ulang saldo rendah hari ini sudah terpakai, kembali lagi besok',
  },
} as const;
