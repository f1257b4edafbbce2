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
  consoleReportRangeBackwards: {
    en: 'The range ends before it starts',
    id: 'Rentang berakhir sebelum dimulai',
  },
  consoleReportRangeTooLong: {
    en: 'A report covers at most {{days}} days',
    id: 'Laporan mencakup paling banyak {{days}} hari',
  },
  consoleRoleRefused: {
    en: 'Your role may not do this',
    id: 'Peran Anda tidak boleh melakukan ini',
  },
  consoleOrderNotWaiting: {
    en: 'This order is not waiting for review (it may have been handled already)',
    id: 'Pesanan ini tidak menunggu tinjauan (mungkin sudah ditangani)',
  },
  consoleDepositLineTaken: {
    en: 'That bank line is matched to another order already, or is another amount',
    id: 'Baris bank itu sudah dicocokkan dengan pesanan lain, atau jumlahnya berbeda',
  },
  consoleOrderNotFailed: {
    en: 'This payout has not failed, or was retried or refunded already',
    id: 'Pembayaran ini tidak gagal, atau sudah dicoba ulang atau dikembalikan',
  },
  consoleOrderNotFound: {
    en: 'No withdrawal has this order number',
    id: 'Tidak ada penarikan dengan nomor pesanan ini',
  },
  consoleHeldReturnNotOpen: {
    en: 'This held money was already marked returned, or the player did not ask for it back',
    id: 'Dana tertahan ini sudah ditandai dikembalikan, atau pemain tidak memintanya kembali',
  },
  consolePlayerNotFound: {
    en: 'No player has this uid',
    id: 'Tidak ada pemain dengan uid ini',
  },
  consolePlayerAlreadyBlocked: {
    en: 'This player’s sign-in is already blocked',
    id: 'Login pemain ini sudah diblokir',
  },
  consolePlayerNotBlocked: {
    en: 'This player’s sign-in is not blocked',
    id: 'Login pemain ini tidak diblokir',
  },
  consoleAdjustAmountInvalid: {
    en: 'Enter an amount above zero with at most two decimals, e.g. 1500 or 1,500.50',
    id: 'Masukkan jumlah di atas nol dengan paling banyak dua desimal, mis. 1500 atau 1,500.50',
  },
  consoleAdjustOverBalance: {
    en: 'This debit is more than the player’s balance; nothing was moved',
    id: 'Pendebetan ini melebihi saldo pemain; tidak ada yang dipindahkan',
  },
  consoleAdjustRequestReused: {
    en: 'This request id was used for a different adjustment; reload the form',
    id: 'ID permintaan ini dipakai untuk penyesuaian lain; muat ulang formulir',
  },
  consoleDepositNotByHand: {
    en: 'A bank-transfer order is matched by the bank statement, not by hand',
    id: 'Pesanan transfer bank dicocokkan oleh mutasi rekening, bukan secara manual',
  },
  consoleDeskCursorInvalid: {
    en: 'This page of the list is out of date: search again from the first page',
    id: 'Halaman daftar ini sudah usang: cari lagi dari halaman pertama',
  },
  consoleDeskRangeBackwards: {
    en: 'The range is backwards: "from" must not be after "to" (days and amounts)',
    id: 'Rentang terbalik: "dari" tidak boleh setelah "sampai" (hari dan jumlah)',
  },
  consolePlayerFilterInvalid: {
    en: 'The filters are not valid: each range must start before it ends, money as the market writes it',
    id: 'Filter tidak valid: setiap rentang harus dimulai sebelum berakhir, uang ditulis sesuai pasar',
  },
  consolePlayerCursorInvalid: {
    en: 'This page link is out of date; start the list again',
    id: 'Tautan halaman ini sudah usang; mulai daftar dari awal',
  },
  consolePlayerTagPresent: {
    en: 'The player has this tag already',
    id: 'Pemain sudah memiliki tag ini',
  },
  consolePlayerTagAbsent: {
    en: 'The player does not have this tag',
    id: 'Pemain tidak memiliki tag ini',
  },
  consoleSavedSegmentNameTaken: {
    en: 'A segment with this name exists already',
    id: 'Segmen dengan nama ini sudah ada',
  },
  consoleSavedSegmentNotFound: {
    en: 'No such saved segment (it may have been deleted)',
    id: 'Segmen tersimpan tidak ditemukan (mungkin sudah dihapus)',
  },
  consoleSegmentInvalid: {
    en: 'The segment is not valid: VIP min must not be above VIP max, and "signed up from" must be before "signed up to"',
    id: 'Segmen tidak valid: VIP min tidak boleh di atas VIP maks, dan "daftar dari" harus sebelum "daftar sampai"',
  },
  consoleSendAtPast: {
    en: 'The send time is in the past: leave it empty to send now',
    id: 'Waktu kirim sudah lewat: kosongkan untuk mengirim sekarang',
  },
  consoleBroadcastNotActive: {
    en: 'This broadcast is cancelled already (or does not exist)',
    id: 'Siaran ini sudah dibatalkan (atau tidak ada)',
  },
  consoleFeedbackNotFound: {
    en: 'This feedback does not exist',
    id: 'Masukan ini tidak ada',
  },
  consoleFeedbackClosed: {
    en: 'This feedback is closed: it takes no more answers',
    id: 'Masukan ini sudah ditutup: tidak menerima jawaban lagi',
  },
  consoleFeedbackSameReply: {
    en: 'This feedback already has this answer',
    id: 'Masukan ini sudah memiliki jawaban ini',
  },
  consoleFeedbackNoScreenshot: {
    en: 'This feedback has no screenshot',
    id: 'Masukan ini tidak memiliki tangkapan layar',
  },
  consoleFeedbackSameOwner: {
    en: 'This feedback has this owner already',
    id: 'Masukan ini sudah dipegang oleh operator tersebut',
  },
  consoleFeedbackNoSuchOwner: {
    en: 'No active owner or support operator has this id',
    id: 'Tidak ada operator owner atau support aktif dengan id ini',
  },
  consoleFeedbackSameState: {
    en: 'This feedback is in this state already',
    id: 'Masukan ini sudah dalam status tersebut',
  },
  consoleInviterNotFound: {
    en: 'There is no player with this uid',
    id: 'Tidak ada pemain dengan uid ini',
  },
  consoleInviterHeldAlready: {
    en: 'This inviter’s rewards are held already',
    id: 'Hadiah pengundang ini sudah ditahan',
  },
  consoleInviterNotHeld: {
    en: 'This inviter’s rewards are not held',
    id: 'Hadiah pengundang ini tidak sedang ditahan',
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
  consolePromoRefused: {
    en: 'Refused: {{reason}}',
    id: 'Ditolak: {{reason}}',
  },
  consolePromoChanged: {
    en: 'This promotion is no longer {{from}} (someone changed it meanwhile); reload and look again',
    id: 'Promosi ini tidak lagi {{from}} (seseorang mengubahnya); muat ulang dan periksa lagi',
  },
  consoleOperatorLoginFormat: {
    en: 'A login is 3 to 64 of a-z, 0-9, dot, dash or underscore',
    id: 'Login terdiri dari 3 sampai 64 huruf a-z, angka 0-9, titik, tanda hubung, atau garis bawah',
  },
  consoleOperatorExists: {
    en: 'An operator {{login}} exists already',
    id: 'Operator {{login}} sudah ada',
  },
  consoleOperatorUnknown: {
    en: 'There is no operator {{login}}',
    id: 'Tidak ada operator {{login}}',
  },
  consoleOperatorSelf: {
    en: 'Not on your own account: use My password, or ask another owner',
    id: 'Tidak untuk akun Anda sendiri: pakai Kata sandi saya, atau minta pemilik lain',
  },
  consoleOperatorLastOwner: {
    en: 'The last active owner cannot be disabled: make another owner first',
    id: 'Pemilik aktif terakhir tidak dapat dinonaktifkan: buat pemilik lain dulu',
  },
  consolePasswordShort: {
    en: 'A password has 12 to 128 characters',
    id: 'Kata sandi terdiri dari 12 sampai 128 karakter',
  },
  consolePasswordCurrentWrong: {
    en: 'The current password is wrong',
    id: 'Kata sandi saat ini salah',
  },
  consolePasswordSame: {
    en: 'The new password is the current one',
    id: 'Kata sandi baru sama dengan yang sekarang',
  },
} as const satisfies Record<string, Record<'en' | 'id', string>>;
