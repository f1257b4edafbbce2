/**
 * The operator console's texts (sign-in, session, roles, queues), in both languages (part of
 * the one catalogue in messages.ts, which spreads them in).
 */
export const consoleMessages = {
  consoleSignInFailed: {
    en: 'Wrong login, password or code',
    id: 'Login, kata sandi, atau kode salah',
  },
  consoleSignInThrottled: {
    en: 'Too many sign-in attempts. Try again in {{minutes}} minutes',
    id: 'Terlalu banyak percobaan masuk. Coba lagi dalam {{minutes}} menit',
  },
  consoleSessionEnded: {
    en: 'Your console session has ended, please sign in again',
    id: 'Sesi konsol Anda telah berakhir, silakan masuk lagi',
  },
  consoleCsrfMissing: {
    en: 'This request is missing its security token; reload the page',
    id: 'Permintaan ini tidak memiliki token keamanan; muat ulang halaman',
  },
  consoleRoleRefused: {
    en: 'Your role may not do this',
    id: 'Peran Anda tidak boleh melakukan ini',
  },
  consoleOrderNotWaiting: {
    en: 'This order is not waiting for review (it may have been handled already)',
    id: 'Pesanan ini tidak menunggu tinjauan (mungkin sudah ditangani)',
  },
  consolePromoRefused: {
    en: 'Refused: {{reason}}',
    id: 'Ditolak: {{reason}}',
  },
  consolePromoChanged: {
    en: 'This promotion is no longer {{from}} (someone changed it meanwhile); reload and look again',
    id: 'Promosi ini tidak lagi {{from}} (seseorang mengubahnya); muat ulang dan periksa lagi',
  },
} as const satisfies Record<string, Record<'en' | 'id', string>>;
