/** Time-out, self-exclusion and reality-check texts, spread into the one catalogue in messages.ts. */
export const breaksMessages = {
  breakHeld: {
    en: 'A break taken on this device, phone number or account is in force until {{until}}: no other account can be used to play until then',
    id: 'Rehat yang diambil di perangkat, nomor telepon, atau akun ini berlaku sampai {{until}}: akun lain tidak dapat dipakai bermain sampai saat itu',
  },
  breakActive: {
    en: 'You are taking a break until {{until}}. You can sign in again after that; until then you can still sign in to withdraw your balance',
    id: 'Anda sedang rehat sampai {{until}}. Setelah itu Anda bisa masuk lagi; sampai saat itu Anda tetap bisa masuk untuk menarik saldo',
  },
  breakCannotShorten: {
    en: 'You are already on a break until {{until}}. It cannot be shortened or undone; you can only choose a longer one',
    id: 'Anda sudah rehat sampai {{until}}. Rehat tidak bisa dipersingkat atau dibatalkan; Anda hanya bisa memilih yang lebih lama',
  },
  breakPeriodInvalid: {
    en: 'Choose how long your break lasts',
    id: 'Pilih berapa lama rehat Anda',
  },
  breakConfirmRequired: {
    en: 'Confirm that you understand the break cannot be undone',
    id: 'Konfirmasi bahwa Anda memahami rehat tidak bisa dibatalkan',
  },
  breakWithdrawOnly: {
    en: 'During your break you can only withdraw your balance',
    id: 'Selama rehat Anda hanya bisa menarik saldo',
  },
  breakNoPromotions: {
    en: 'Promotions are paused for you during your break',
    id: 'Promosi dihentikan untuk Anda selama rehat',
  },
  realityChoiceInvalid: {
    en: 'Choose a reality-check interval from the list',
    id: 'Pilih interval pengingat waktu bermain dari daftar',
  },
} as const;
