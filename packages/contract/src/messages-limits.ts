/** The player limits' texts (issue 14), spread into the one catalogue in messages.ts. */
export const limitsMessages = {
  limitKindInvalid: {
    en: 'Choose a limit: deposit, loss or wager per day, week or month, or a session time',
    id: 'Pilih batas: setoran, kekalahan atau taruhan per hari, minggu atau bulan, atau waktu sesi',
  },
  limitValueInvalid: {
    en: 'Enter the limit as a whole number, 0 or more',
    id: 'Masukkan batas berupa bilangan bulat, 0 atau lebih',
  },
  limitValueTooLarge: {
    en: 'That limit is too large',
    id: 'Batas itu terlalu besar',
  },
  limitValueStep: {
    en: 'Money limits are in whole {{unit}} (no cents)',
    id: 'Batas uang dalam {{unit}} utuh (tanpa sen)',
  },
  limitSessionRange: {
    en: 'A session limit is {{min}} to {{max}} minutes',
    id: 'Batas sesi antara {{min}} sampai {{max}} menit',
  },
  depositLimitDay: {
    en: 'This deposit would pass your daily deposit limit of {{limit}}. You can deposit {{left}} more today.',
    id: 'Setoran ini melewati batas setoran harian Anda sebesar {{limit}}. Sisa yang bisa disetor hari ini {{left}}.',
  },
  depositLimitWeek: {
    en: 'This deposit would pass your weekly deposit limit of {{limit}}. You can deposit {{left}} more this week.',
    id: 'Setoran ini melewati batas setoran mingguan Anda sebesar {{limit}}. Sisa yang bisa disetor minggu ini {{left}}.',
  },
  depositLimitMonth: {
    en: 'This deposit would pass your monthly deposit limit of {{limit}}. You can deposit {{left}} more this month.',
    id: 'Setoran ini melewati batas setoran bulanan Anda sebesar {{limit}}. Sisa yang bisa disetor bulan ini {{left}}.',
  },
  gameLimitReached: {
    en: 'This bet would pass your loss or wager limit. See your limits under Account, Safer play.',
    id: 'Taruhan ini melewati batas kekalahan atau taruhan Anda. Lihat batas Anda di Akun, Bermain aman.',
  },
  sessionLimitEnded: {
    en: 'Your session time limit was reached, so you were signed out. Sign in again when you are ready.',
    id: 'Batas waktu sesi Anda tercapai, jadi Anda telah keluar. Silakan masuk lagi saat Anda siap.',
  },
} as const;
