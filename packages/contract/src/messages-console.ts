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
  consoleSettingUnknown: {
    en: 'There is no setting by that name',
    id: 'Tidak ada pengaturan dengan nama itu',
  },
  consoleSettingInvalid: {
    en: 'This value is not valid ({{field}}: {{reason}}); nothing was saved',
    id: 'Nilai ini tidak valid ({{field}}: {{reason}}); tidak ada yang disimpan',
  },
  consoleSettingStale: {
    en: 'Someone changed this setting after you opened it; reload to see their change, nothing was saved',
    id: 'Seseorang mengubah pengaturan ini setelah Anda membukanya; muat ulang untuk melihatnya, tidak ada yang disimpan',
  },
  consoleSettingFieldRefused: {
    en: 'Your role may not change {{field}}; nothing was saved',
    id: 'Peran Anda tidak boleh mengubah {{field}}; tidak ada yang disimpan',
  },
  consoleFaqNotFound: {
    en: 'This FAQ topic or question does not exist (it may have been deleted)',
    id: 'Topik atau pertanyaan FAQ ini tidak ada (mungkin sudah dihapus)',
  },
  consoleFaqSlugTaken: {
    en: 'Another topic already has the name {{slug}}',
    id: 'Topik lain sudah memakai nama {{slug}}',
  },
} as const satisfies Record<string, Record<'en' | 'id', string>>;
