/**
 * Every text the server can send a player, in both languages. The web app shows the
 * same texts for its own client-side checks, so a message is written once.
 * English texts of SPEC.md §5 are kept word for word.
 */
export type Locale = 'en' | 'id';

const catalog = {
  phoneEmpty: { en: 'The phone number cannot be empty', id: 'Nomor telepon tidak boleh kosong' },
  otpEmpty: { en: 'The OTP cannot be empty', id: 'OTP tidak boleh kosong' },
  phoneOrIdEmpty: {
    en: 'The phone number or ID cannot be empty',
    id: 'Nomor telepon atau ID tidak boleh kosong',
  },
  passwordEmpty: { en: 'The Password cannot be empty', id: 'Kata sandi tidak boleh kosong' },
  phoneStartsWithZero: {
    en: 'The phone number cannot start with 0',
    id: 'Nomor telepon tidak boleh diawali 0',
  },
  phoneInvalid: { en: 'The phone number is not valid', id: 'Nomor telepon tidak valid' },
  otpFormat: { en: 'The OTP must be 6 digits', id: 'OTP harus 6 digit' },
  otpWrong: { en: 'The OTP is incorrect', id: 'OTP salah' },
  otpExpired: {
    en: 'The OTP has expired, please request a new one',
    id: 'OTP sudah kedaluwarsa, silakan minta yang baru',
  },
  otpTooManyTries: {
    en: 'Too many wrong attempts, please request a new OTP',
    id: 'Terlalu banyak percobaan salah, silakan minta OTP baru',
  },
  smsTooSoon: {
    en: 'Please wait {{seconds}} seconds before requesting another code',
    id: 'Tunggu {{seconds}} detik sebelum meminta kode lagi',
  },
  smsHourlyCap: {
    en: 'Too many codes requested, please try again later',
    id: 'Terlalu banyak permintaan kode, silakan coba lagi nanti',
  },
  smsTypeInvalid: { en: 'Unknown code type', id: 'Jenis kode tidak dikenal' },
  passwordRule: {
    en: 'The password must be 6 to 32 characters',
    id: 'Kata sandi harus 6 sampai 32 karakter',
  },
  loginFailed: {
    en: 'Wrong account or password',
    id: 'Akun atau kata sandi salah',
  },
  loginThrottled: {
    en: 'Too many failed attempts, please try again in {{minutes}} minutes',
    id: 'Terlalu banyak percobaan gagal, silakan coba lagi dalam {{minutes}} menit',
  },
  ageRequired: {
    en: 'You must be 18 or older to register',
    id: 'Anda harus berusia 18 tahun atau lebih untuk mendaftar',
  },
  termsRequired: {
    en: 'Please accept the terms and conditions',
    id: 'Silakan setujui syarat dan ketentuan',
  },
  phoneRegistered: {
    en: 'This phone number is already registered, please log in',
    id: 'Nomor telepon ini sudah terdaftar, silakan masuk',
  },
  phoneNotRegistered: {
    en: 'This phone number is not registered',
    id: 'Nomor telepon ini belum terdaftar',
  },
  oldPasswordWrong: { en: 'The current password is wrong', id: 'Kata sandi saat ini salah' },
  deviceRequired: {
    en: 'The device number is missing',
    id: 'Nomor perangkat tidak ada',
  },
  googleFailed: {
    en: 'Google sign-in failed, please try again',
    id: 'Masuk dengan Google gagal, silakan coba lagi',
  },
  channelDisabled: {
    en: 'This sign-in method is not available',
    id: 'Metode masuk ini tidak tersedia',
  },
  accountDisabled: {
    en: 'This account is disabled, please contact customer service',
    id: 'Akun ini dinonaktifkan, silakan hubungi layanan pelanggan',
  },
  pleaseLogin: { en: 'Please login first', id: 'Please login first' },
  tooManyRequests: {
    en: 'Too many requests, please slow down',
    id: 'Terlalu banyak permintaan, mohon pelan-pelan',
  },
  badRequest: { en: 'Invalid request', id: 'Permintaan tidak valid' },
  unknownField: { en: 'Unknown field: {{field}}', id: 'Kolom tidak dikenal: {{field}}' },
  invalidField: { en: 'Invalid value: {{field}}', id: 'Nilai tidak valid: {{field}}' },
  notFound: { en: 'Not found', id: 'Tidak ditemukan' },
  // Contains "system" on purpose: the client does not toast these (SPEC.md §8).
  system: {
    en: 'A system error occurred, please try again later',
    id: 'Terjadi kesalahan system, silakan coba lagi nanti',
  },
  withdrawPasswordEmpty: {
    en: 'The withdraw passwd cannot be empty',
    id: 'Kata sandi penarikan tidak boleh kosong',
  },
  passwordsMismatch: { en: 'Two passwords do not match', id: 'Kedua kata sandi tidak cocok' },
  verificationCodeEmpty: {
    en: 'The verification code cannot be empty',
    id: 'Kode verifikasi tidak boleh kosong',
  },
  nicknameRule: {
    en: 'The nickname must be 1 to 20 characters',
    id: 'Nama panggilan harus 1 sampai 20 karakter',
  },
  emailInvalid: { en: 'The email address is not valid', id: 'Alamat email tidak valid' },
  birthdayInvalid: {
    en: 'The birthday is not valid',
    id: 'Tanggal lahir tidak valid',
  },
  // Deposits (SPEC.md §5, §8).
  depositAmountEmpty: {
    en: 'Please input deposit amount!',
    id: 'Silakan masukkan jumlah deposit!',
  },
  amountInvalid: {
    en: 'The amount must be a whole number of cents above zero',
    id: 'Jumlah harus bilangan bulat sen di atas nol',
  },
  depositRange: {
    en: 'Deposit amount must during {{min}} - {{max}}',
    id: 'Jumlah deposit harus antara {{min}} - {{max}}',
  },
  utrEmpty: { en: 'Please input UTR!', id: 'Silakan masukkan UTR!' },
  utrFormat: { en: 'The UTR must be 12 digits', id: 'UTR harus 12 digit' },
  utrUsed: {
    en: 'This UTR has already been submitted',
    id: 'UTR ini sudah pernah dikirim',
  },
  pendingOrders: {
    en: 'You still have {{count}} orders being processed. Please try again later.',
    id: 'Anda masih memiliki {{count}} pesanan yang sedang diproses. Silakan coba lagi nanti.',
  },
  depositClosed: {
    en: 'Your deposit function has been closed, please contact customer service',
    id: 'Fungsi deposit Anda telah ditutup, silakan hubungi layanan pelanggan',
  },
  methodUnavailable: {
    en: 'This payment method is not available',
    id: 'Metode pembayaran ini tidak tersedia',
  },
  orderNotFound: { en: 'Order not found', id: 'Pesanan tidak ditemukan' },
  ok: { en: 'success', id: 'berhasil' },
} as const satisfies Record<string, Record<Locale, string>>;

export type MessageKey = keyof typeof catalog;

export function isMessageKey(key: string): key is MessageKey {
  return Object.hasOwn(catalog, key);
}

/** Fills `{{name}}` placeholders; unknown placeholders are left visible rather than blanked. */
export function message(
  key: MessageKey,
  locale: Locale,
  params?: Record<string, string | number>,
): string {
  const text: string = catalog[key][locale];
  if (!params) return text;
  return text.replace(/\{\{(\w+)\}\}/g, (whole, name: string) =>
    name in params ? String(params[name]) : whole,
  );
}

/** Maps the request's `locale` field to a message language; anything else is English. */
export function toLocale(value: unknown): Locale {
  return value === 'id' ? 'id' : 'en';
}
