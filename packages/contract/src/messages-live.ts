/** Live tables' texts (issue 39), spread into the one catalogue in messages.ts. */
export const liveMessages = {
  liveTableUnknown: { en: 'This table does not exist', id: 'Meja ini tidak ada' },
  liveTableClosed: {
    en: 'This table is closed right now',
    id: 'Meja ini sedang tutup',
  },
  liveNoCommitment: {
    en: 'This table has not published its hash chain yet, so it does not deal',
    id: 'Meja ini belum menerbitkan rantai hash-nya, jadi belum membagikan kartu',
  },
  liveBettingClosed: {
    en: 'Betting has closed for this round, wait for the next one',
    id: 'Taruhan untuk ronde ini sudah ditutup, tunggu ronde berikutnya',
  },
  liveRoundOver: {
    en: 'This round is not taking bets, bet on the current round',
    id: 'Ronde ini tidak menerima taruhan, pasang taruhan di ronde yang sedang berjalan',
  },
} as const;
