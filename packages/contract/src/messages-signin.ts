/**
 * Sign-in, registration and one-time-code texts, and their limits, in both languages (part of
 * the one catalogue in messages.ts, which spreads them in).
 */
export const signInMessages = {
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
  smsSendFailed: {
    en: 'The code could not be sent, please try again',
    id: 'Kode tidak dapat dikirim, silakan coba lagi',
  },
  smsOtpText: {
    en: '[{{app}}] Your verification code is {{code}}. It expires in {{minutes}} minutes. Never share it with anyone.',
    id: '[{{app}}] Kode verifikasi Anda {{code}}. Berlaku {{minutes}} menit. Jangan berikan kepada siapa pun.',
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
  signupThrottled: {
    en: 'Too many new accounts from your network, please try again in {{minutes}} minutes',
    id: 'Terlalu banyak akun baru dari jaringan Anda, silakan coba lagi dalam {{minutes}} menit',
  },
  tooManyAtOnce: {
    en: 'Too many attempts at once, please try again in a moment',
    id: 'Terlalu banyak percobaan sekaligus, silakan coba lagi sebentar lagi',
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
  signupDeviceBlocked: {
    en: 'A new account cannot be opened on this device, please contact customer service',
    id: 'Akun baru tidak dapat dibuat di perangkat ini, silakan hubungi layanan pelanggan',
  },
} as const;
