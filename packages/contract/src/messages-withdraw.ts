/**
 * Withdrawals, withdraw accounts (banks and e-wallets), the withdraw password and phone binding
 * (SPEC.md §5, §6, §8), in both languages: part of the one catalogue in messages.ts, which
 * spreads them in.
 */
export const withdrawMessages = {
  // Withdrawals, withdraw accounts, withdraw password, phone binding (SPEC.md §5, §6, §8).
  withdrawAmountEmpty: {
    en: 'The withdrawal amount cannot be empty',
    id: 'Jumlah penarikan tidak boleh kosong',
  },
  withdrawPasswordEnter: {
    en: 'Please enter your withdrawal password',
    id: 'Silakan masukkan kata sandi penarikan Anda',
  },
  wageringLeft: {
    en: 'You still have {{amount}} {{word}} left to bet in the game',
    id: 'Anda masih harus bertaruh {{amount}} {{word}} lagi dalam permainan',
  },
  withdrawPasswordRule: {
    en: 'The withdraw password must be 6 to 32 characters',
    id: 'Kata sandi penarikan harus 6 sampai 32 karakter',
  },
  withdrawPasswordWeak: {
    en: 'This withdraw password is too easy to guess: avoid repeated or consecutive characters such as 123456 or 111111',
    id: 'Kata sandi penarikan ini terlalu mudah ditebak: hindari karakter berulang atau berurutan seperti 123456 atau 111111',
  },
  withdrawPasswordSameAsLogin: {
    en: 'The withdraw password must be different from your sign-in password',
    id: 'Kata sandi penarikan harus berbeda dari kata sandi masuk Anda',
  },
  withdrawPasswordRequired: {
    en: 'Please set a withdraw password first',
    id: 'Silakan atur kata sandi penarikan terlebih dahulu',
  },
  withdrawPasswordWrong: {
    en: 'The withdraw password is wrong',
    id: 'Kata sandi penarikan salah',
  },
  withdrawLocked: {
    en: 'Too many wrong withdraw passwords, please try again in {{minutes}} minutes',
    id: 'Terlalu banyak kata sandi penarikan yang salah, silakan coba lagi dalam {{minutes}} menit',
  },
  phoneRequired: {
    en: 'Please bind a phone number first',
    id: 'Silakan tautkan nomor telepon terlebih dahulu',
  },
  phoneAlreadyBound: {
    en: 'A phone number is already bound to this account',
    id: 'Akun ini sudah memiliki nomor telepon',
  },
  phoneSame: {
    en: 'This is already your phone number',
    id: 'Ini sudah nomor telepon Anda',
  },
  phoneChangeExpired: {
    en: 'This phone change has expired or the number changed meanwhile: please start again',
    id: 'Penggantian nomor ini sudah kedaluwarsa atau nomornya sudah berubah: silakan mulai lagi',
  },
  phoneChangeProofEmpty: {
    en: 'Enter your withdraw password or the code sent to your current number',
    id: 'Masukkan kata sandi penarikan atau kode yang dikirim ke nomor Anda saat ini',
  },
  phoneTaken: {
    en: 'This phone number is already used by another account',
    id: 'Nomor telepon ini sudah digunakan oleh akun lain',
  },
  bankCardRequired: {
    en: 'Please add a withdraw account first',
    id: 'Silakan tambahkan akun penarikan terlebih dahulu',
  },
  bankCardNotFound: { en: 'Withdraw account not found', id: 'Akun penarikan tidak ditemukan' },
  bankCardLimit: {
    en: 'You can keep at most {{count}} withdraw accounts',
    id: 'Anda dapat menyimpan paling banyak {{count}} akun penarikan',
  },
  bankCardDuplicate: {
    en: 'This account number is already added',
    id: 'Nomor rekening ini sudah ditambahkan',
  },
  withdrawKindInvalid: {
    en: 'Choose a bank account or an e-wallet',
    id: 'Pilih rekening bank atau e-wallet',
  },
  ewalletNone: {
    en: 'Withdrawals go to bank accounts only',
    id: 'Penarikan hanya ke rekening bank',
  },
  ewalletInvalid: {
    en: 'Choose one of the e-wallets listed',
    id: 'Pilih salah satu e-wallet yang tersedia',
  },
  ewalletUnavailable: {
    en: 'Withdrawals to this e-wallet are not available now: choose another account',
    id: 'Penarikan ke e-wallet ini sedang tidak tersedia: pilih akun lain',
  },
  ewalletPhoneInvalid: {
    en: 'Enter the phone number registered with your e-wallet, for example {{example}}',
    id: 'Masukkan nomor HP yang terdaftar di e-wallet Anda, misalnya {{example}}',
  },
  holderNameEmpty: {
    en: 'The account holder name cannot be empty',
    id: 'Nama pemilik rekening tidak boleh kosong',
  },
  accountNumberEmpty: {
    en: 'The account number cannot be empty',
    id: 'Nomor rekening tidak boleh kosong',
  },
  accountNumberInvalid: {
    en: 'The account number must be 6 to 20 digits',
    id: 'Nomor rekening harus 6 sampai 20 digit',
  },
  ifscEmpty: { en: 'The IFSC cannot be empty', id: 'IFSC tidak boleh kosong' },
  ifscInvalid: {
    en: 'The IFSC must be 11 characters: 4 letters, then 0, then 6 letters or digits',
    id: 'IFSC harus 11 karakter: 4 huruf, lalu 0, lalu 6 huruf atau angka',
  },
  accountTypeInvalid: {
    en: 'Please choose the account type',
    id: 'Silakan pilih jenis rekening',
  },
  bankInvalid: { en: 'Please choose a bank', id: 'Silakan pilih bank' },
  withdrawRange: {
    en: 'The withdrawal amount must be between {{min}} and {{max}}',
    id: 'Jumlah penarikan harus antara {{min}} dan {{max}}',
  },
  withdrawInsufficient: {
    en: 'Your balance is not enough for this withdrawal',
    id: 'Saldo Anda tidak cukup untuk penarikan ini',
  },
  withdrawDailyCount: {
    en: "You have reached today's limit of {{count}} withdrawals",
    id: 'Anda telah mencapai batas {{count}} penarikan hari ini',
  },
  withdrawDailyAmount: {
    en: "This exceeds today's withdrawal limit; you can still withdraw {{amount}} today",
    id: 'Ini melebihi batas penarikan hari ini; Anda masih dapat menarik {{amount}} hari ini',
  },
  withdrawFeeTooHigh: {
    en: 'The amount does not cover the service charge',
    id: 'Jumlah tidak mencukupi biaya layanan',
  },
  ok: { en: 'success', id: 'berhasil' },
  remarkGatewayFailed: {
    en: 'Payment failed at the gateway',
    id: 'Pembayaran gagal di gateway pembayaran',
  },
  remarkGatewayNoAnswer: {
    en: 'The payment gateway did not answer',
    id: 'Gateway pembayaran tidak menjawab',
  },
  remarkSelfUtrWaiting: {
    en: 'Handled by the operator within 2-24 hours',
    id: 'Diproses oleh operator dalam 2-24 jam',
  },
  remarkAmountMismatch: {
    en: 'The amount received differs from the order: waiting for our team',
    id: 'Jumlah yang diterima berbeda dari pesanan: menunggu tim kami',
  },
  remarkBelowNetworkMinimum: {
    en: 'Below the network minimum',
    id: 'Di bawah minimum jaringan',
  },
  remarkGiftBudgetSpent: {
    en: "Deposit credited in full; no deposit gift: today's gift budget is used up",
    id: 'Deposit dikreditkan penuh; tanpa hadiah deposit: anggaran hadiah hari ini sudah habis',
  },
  birthdayUnder18: {
    en: 'You must be at least 18 years old: this birthday makes you {{age}}',
    id: 'Anda harus berusia minimal 18 tahun: tanggal lahir ini membuat Anda berusia {{age}}',
  },
  adultRequired: {
    en: 'Please confirm that you are 18 or older',
    id: 'Silakan konfirmasi bahwa Anda berusia 18 tahun atau lebih',
  },
  // The reason only: the page's heading and the inbox message already say the money is back
  // (issue 33: the failed-payout text said it twice).
  remarkPayoutFailed: {
    en: 'The bank transfer to your account failed',
    id: 'Transfer bank ke rekening Anda gagal',
  },
};
