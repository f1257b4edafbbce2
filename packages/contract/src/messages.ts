/**
 * Every text the server can send a player, in both languages. The web app shows the
 * same texts for its own client-side checks, so a message is written once.
 * English texts of SPEC.md §5 are kept word for word.
 */
import { accountMessages } from './messages-account.js';
import { approvalsMessages } from './messages-approvals.js';
import { breaksMessages } from './messages-breaks.js';
import { consoleMessages } from './messages-console.js';
import { kycMessages } from './messages-kyc.js';
import { limitsMessages } from './messages-limits.js';
import { liveMessages } from './messages-live.js';
import { playMessages } from './messages-play.js';
import { requestMessages } from './messages-requests.js';
import { signInMessages } from './messages-signin.js';
import { withdrawMessages } from './messages-withdraw.js';

export type Locale = 'en' | 'id';

const catalog = {
  pleaseLogin: { en: 'Please login first', id: 'Please login first' },
  tooManyRequests: {
    en: 'Too many requests, please slow down',
    id: 'Terlalu banyak permintaan, mohon pelan-pelan',
  },
  badRequest: { en: 'Invalid request', id: 'Permintaan tidak valid' },
  unknownField: { en: 'Unknown field: {{field}}', id: 'Kolom tidak dikenal: {{field}}' },
  invalidField: { en: 'Invalid value: {{field}}', id: 'Nilai tidak valid: {{field}}' },
  notFound: { en: 'Not found', id: 'Tidak ditemukan' },
  sandboxLoopbackOnly: {
    en: 'The sandbox answers only the machine it runs on (SANDBOX_PUBLIC=1 opens it)',
    id: 'Sandbox hanya melayani mesin tempatnya berjalan (SANDBOX_PUBLIC=1 membukanya)',
  },
  bodyTooDeep: {
    en: 'Invalid request: the data is nested too deeply',
    id: 'Permintaan tidak valid: data bersarang terlalu dalam',
  },
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
    en: 'The amount is not valid',
    id: 'Jumlah tidak valid',
  },
  // SPEC.md §5 quotes 'Deposit amount must during'; issue 33 asked for a sentence a player can read.
  depositRange: {
    en: 'Deposit amount must be between {{min}} and {{max}}',
    id: 'Jumlah deposit harus antara {{min}} dan {{max}}',
  },
  // Money as people type it (money-input.ts): each refusal says what was understood.
  amountEmpty: { en: 'Please enter an amount', id: 'Silakan masukkan jumlah' },
  amountNotANumber: {
    en: 'Type the amount in digits only',
    id: 'Ketik jumlah dengan angka saja',
  },
  amountGrouping: {
    en: 'The separators are in the wrong places: did you mean {{example}}? Type it without separators',
    id: 'Tanda pemisah di tempat yang salah: maksud Anda {{example}}? Ketik tanpa tanda pemisah',
  },
  amountAmbiguous: {
    en: 'Did you mean {{understood}} or {{other}}? Type the amount without a thousands separator',
    id: 'Maksud Anda {{understood}} atau {{other}}? Ketik jumlah tanpa pemisah ribuan',
  },
  amountDecimalMark: {
    en: 'We read this as {{understood}}: write decimals with a point, like {{example}}',
    id: 'Kami membacanya sebagai {{understood}}: tulis desimal dengan koma, seperti {{example}}',
  },
  amountTooManyDecimals: {
    en: 'At most two decimals: we read {{understood}}',
    id: 'Paling banyak dua angka desimal: kami membaca {{understood}}',
  },
  amountWholeUnits: {
    en: 'Whole amounts only: we read {{understood}}. Did you mean {{example}}?',
    id: 'Hanya jumlah bulat: kami membaca {{understood}}. Maksud Anda {{example}}?',
  },
  amountZero: { en: 'The amount must be above zero', id: 'Jumlah harus lebih dari nol' },
  amountTooLarge: { en: 'That amount is too large', id: 'Jumlah terlalu besar' },
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
  gameUnknown: { en: 'This game does not exist', id: 'Permainan ini tidak ada' },
  gameLaunchInvalid: {
    en: 'This game link has expired, please open the game again',
    id: 'Tautan permainan ini sudah kedaluwarsa, silakan buka permainan lagi',
  },
  gameSessionEnded: {
    en: 'Your game session has ended, please open the game again',
    id: 'Sesi permainan Anda telah berakhir, silakan buka permainan lagi',
  },
  gameNotEnoughMoney: {
    en: 'Not enough balance for this bet',
    id: 'Saldo tidak cukup untuk taruhan ini',
  },
  gameNoBet: { en: 'Please place a bet first', id: 'Silakan pasang taruhan terlebih dahulu' },
  gameBetSpotInvalid: { en: 'This bet is not on the table', id: 'Taruhan ini tidak ada di meja' },
  gameBetTooLarge: { en: 'This bet is too large', id: 'Taruhan ini terlalu besar' },
  gameClientSeedRule: {
    en: 'The client seed must be 1 to 64 letters, digits or symbols, without spaces',
    id: 'Client seed harus 1 sampai 64 huruf, angka atau simbol, tanpa spasi',
  },
  gameSpotBelowMin: {
    en: 'The minimum bet on a spot is {{amount}}',
    id: 'Taruhan minimal per kotak adalah {{amount}}',
  },
  gameSpotAboveMax: {
    en: 'The maximum bet on a spot is {{amount}}',
    id: 'Taruhan maksimal per kotak adalah {{amount}}',
  },
  gameRoundBelowMin: {
    en: 'The minimum total bet for a round is {{amount}}',
    id: 'Total taruhan minimal per ronde adalah {{amount}}',
  },
  gameRoundAboveMax: {
    en: 'The maximum total bet for a round is {{amount}}',
    id: 'Total taruhan maksimal per ronde adalah {{amount}}',
  },
  gameRoundNotFound: { en: 'This round was not found', id: 'Ronde ini tidak ditemukan' },
  // Promotions (SPEC.md §2 promo pages, §9).
  promoUnavailable: {
    en: 'This promotion is not available',
    id: 'Promosi ini tidak tersedia',
  },
  promoBudgetSpent: {
    en: 'This promotion has ended: its budget is used up',
    id: 'Promosi ini telah berakhir: anggarannya sudah habis',
  },
  promoDailyCapReached: {
    en: "You have reached today's limit for this promotion",
    id: 'Anda telah mencapai batas hari ini untuk promosi ini',
  },
  checkinAlreadyToday: {
    en: 'You have already checked in today, come back tomorrow',
    id: 'Anda sudah check-in hari ini, kembali lagi besok',
  },
  checkinDepositNeeded: {
    en: 'Deposit {{amount}} more today to check in',
    id: 'Deposit {{amount}} lagi hari ini untuk check-in',
  },
  checkinBetNeeded: {
    en: 'Bet {{amount}} more today to check in',
    id: 'Bertaruh {{amount}} lagi hari ini untuk check-in',
  },
  checkinDayOf: { en: 'Day {{day}} of 7', id: 'Hari {{day}} dari 7' },
  giftCodeEmpty: { en: 'Please enter a gift code', id: 'Silakan masukkan kode hadiah' },
  giftCodeWrong: {
    en: 'This gift code does not exist',
    id: 'Kode hadiah ini tidak ada',
  },
  giftCodeNoneRunning: {
    en: 'No gift codes are running right now: codes are given out at events and by customer service',
    id: 'Saat ini tidak ada kode hadiah yang berlaku: kode dibagikan di acara dan oleh layanan pelanggan',
  },
  giftCodeExpired: { en: 'This gift code has expired', id: 'Kode hadiah ini sudah kedaluwarsa' },
  giftCodeUsedUp: {
    en: 'This gift code has been used up',
    id: 'Kode hadiah ini sudah habis digunakan',
  },
  giftCodeAlreadyRedeemed: {
    en: 'You have already redeemed this gift code',
    id: 'Anda sudah menukarkan kode hadiah ini',
  },
  giftCodeTooManyTries: {
    en: 'Too many gift code attempts, please try again in {{minutes}} minutes',
    id: 'Terlalu banyak percobaan kode hadiah, silakan coba lagi dalam {{minutes}} menit',
  },
  grantNotFound: { en: 'This reward was not found', id: 'Hadiah ini tidak ditemukan' },
  grantExpired: { en: 'This reward has expired', id: 'Hadiah ini sudah kedaluwarsa' },
  grantAlreadyClaimed: {
    en: 'This reward has already been claimed',
    id: 'Hadiah ini sudah diklaim',
  },
  firstDepositEarns: {
    en: 'Deposit at least {{amount}} to get a bonus',
    id: 'Deposit minimal {{amount}} untuk mendapatkan bonus',
  },
  promoClaimedToday: { en: 'Claimed today', id: 'Sudah diklaim hari ini' },
  promoRewardWaiting: { en: 'A reward is waiting for you', id: 'Hadiah menunggu Anda' },
  rankingBoardUnknown: {
    en: 'Choose the daily, weekly or monthly ranking',
    id: 'Pilih peringkat harian, mingguan, atau bulanan',
  },
  rankingMyRank: { en: 'Today you are #{{rank}}', id: 'Hari ini Anda peringkat #{{rank}}' },
  rankingNotRanked: {
    en: 'Bet today to join the ranking',
    id: 'Bertaruh hari ini untuk masuk peringkat',
  },
  rebateCreditedYesterday: {
    en: "{{amount}} cashback credited for yesterday's play",
    id: '{{amount}} cashback untuk permainan kemarin sudah masuk',
  },
  rebateAutoCredit: {
    en: 'Paid automatically after midnight, no claim needed',
    id: 'Dibayar otomatis setelah pukul 00.00, tanpa klaim',
  },
  signupTasksLeft: {
    en: 'Finish all the tasks first: {{left}} left',
    id: 'Selesaikan semua tugas dulu: tinggal {{left}}',
  },
  signupWindowPassed: {
    en: 'The {{hours}} hours after registration have passed, this bonus is no longer available',
    id: '{{hours}} jam setelah pendaftaran sudah lewat, bonus ini tidak tersedia lagi',
  },
  signupNotEligible: {
    en: 'This bonus is only for players who registered after it started',
    id: 'Bonus ini hanya untuk pemain yang mendaftar setelah promosi dimulai',
  },
  signupTasksDone: {
    en: '{{done}} of {{total}} tasks done',
    id: '{{done}} dari {{total}} tugas selesai',
  },
  ...signInMessages,
  ...accountMessages,
  ...consoleMessages,
  ...approvalsMessages,
  ...playMessages,
  ...requestMessages,
  ...limitsMessages,
  ...liveMessages,
  ...kycMessages,
  ...breaksMessages,
  ...withdrawMessages,
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
