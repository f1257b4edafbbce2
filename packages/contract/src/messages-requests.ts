/** The texts of client idempotency keys (`requestId`), spread into the catalogue in messages.ts. */
export const requestMessages = {
  requestIdInvalid: {
    en: 'Invalid request id: reload the page and try again',
    id: 'ID permintaan tidak valid: muat ulang halaman lalu coba lagi',
  },
  requestIdReused: {
    en: 'This request id was already used for a different request, so nothing was done. Please submit again',
    id: 'ID permintaan ini sudah dipakai untuk permintaan lain, jadi tidak ada yang dijalankan. Silakan kirim ulang',
  },
  requestInProgress: {
    en: 'Your previous request is still being processed. Please wait a moment and try again',
    id: 'Permintaan Anda sebelumnya masih diproses. Mohon tunggu sebentar lalu coba lagi',
  },
  requestAnswerLost: {
    en: 'This request was already carried out. Check your records for its result',
    id: 'Permintaan ini sudah dijalankan. Periksa riwayat Anda untuk hasilnya',
  },
} as const;
