/** KYC and statement texts (issue 14), spread into the one catalogue in messages.ts. */
export const kycMessages = {
  kycNameInvalid: {
    en: 'Enter your full name as on your identity document (2 to 100 letters)',
    id: 'Masukkan nama lengkap sesuai dokumen identitas (2 sampai 100 huruf)',
  },
  kycPanFormat: {
    en: 'Enter your personal PAN: 10 characters like ABCPE1234F (five letters, the fourth is P, four digits, one letter)',
    id: 'Masukkan PAN pribadi Anda: 10 karakter seperti ABCPE1234F (lima huruf, huruf keempat P, empat angka, satu huruf)',
  },
  kycNikFormat: {
    en: 'Enter your NIK: the 16 digits on your KTP',
    id: 'Masukkan NIK Anda: 16 angka yang tertera di KTP',
  },
  kycAlreadyPending: {
    en: 'Your identity check is already in progress',
    id: 'Verifikasi identitas Anda sedang diproses',
  },
  kycAlreadyApproved: {
    en: 'Your identity is already verified',
    id: 'Identitas Anda sudah terverifikasi',
  },
  kycRequired: {
    en: 'Verify your identity before your first withdrawal',
    id: 'Verifikasi identitas Anda sebelum penarikan pertama',
  },
  kycRequiredPending: {
    en: 'Your identity check is not finished yet: you can withdraw once it is approved',
    id: 'Verifikasi identitas Anda belum selesai: Anda bisa menarik dana setelah disetujui',
  },
  kycProviderMismatch: {
    en: 'The name, birthday and document number do not match the identity register',
    id: 'Nama, tanggal lahir, dan nomor dokumen tidak cocok dengan data kependudukan',
  },
  mailKycApprovedTitle: { en: 'Identity verified', id: 'Identitas terverifikasi' },
  mailKycApprovedBody: {
    en: 'Your identity is verified: you can now withdraw.',
    id: 'Identitas Anda terverifikasi: sekarang Anda bisa menarik dana.',
  },
  mailKycRejectedTitle: { en: 'Identity check not passed', id: 'Verifikasi identitas tidak lolos' },
  mailKycRejectedBody: {
    en: 'Your identity check was not approved: {{reason}}. You can send it again from the withdraw page.',
    id: 'Verifikasi identitas Anda tidak disetujui: {{reason}}. Anda bisa mengirim ulang dari halaman penarikan.',
  },
  statementPeriod: {
    en: 'Choose a period of at most one year, the start not after the end',
    id: 'Pilih periode paling lama satu tahun, tanggal mulai tidak setelah tanggal akhir',
  },
  consoleKycNotWaiting: {
    en: 'This identity check is not waiting for a decision (it may have been handled already)',
    id: 'Verifikasi identitas ini tidak menunggu keputusan (mungkin sudah ditangani)',
  },
} as const;
