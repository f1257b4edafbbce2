import { addTexts } from '../../i18n/addTexts';

// The Promo pages' texts, under `promo`; they load with the promo pages, not the first screen.
// Titles, summaries, rules and refusals come from the server in the player's language.
const en = {
  promo: {
    empty: 'There are no promotions running right now. New ones appear here when they start.',
    endsIn: 'Ends in {{time}}',
    noEnd: 'No end date',
    ended: 'Ended',
    unit: { d: '{{count}} d', h: '{{count}} h', m: '{{count}} min' },
    claim: 'Claim',
    claimAmount: 'Claim {{amount}}',
    signInToClaim: 'Sign in to claim',
    claimed: 'Claimed',
    open: 'View',
    redeem: 'Redeem a code',
    claimedToast: '{{amount}} added to your balance',
    rules: 'Rules',
    toDeposit: 'Go to Deposit',
  },
};

const ind: typeof en = {
  promo: {
    empty: 'Belum ada promosi yang berjalan. Promosi baru akan muncul di sini saat dimulai.',
    endsIn: 'Berakhir dalam {{time}}',
    noEnd: 'Tanpa batas waktu',
    ended: 'Berakhir',
    unit: { d: '{{count}} hari', h: '{{count}} jam', m: '{{count}} mnt' },
    claim: 'Klaim',
    claimAmount: 'Klaim {{amount}}',
    signInToClaim: 'Masuk untuk klaim',
    claimed: 'Sudah diklaim',
    open: 'Lihat',
    redeem: 'Tukar kode',
    claimedToast: '{{amount}} masuk ke saldo Anda',
    rules: 'Aturan',
    toDeposit: 'Ke Deposit',
  },
};

addTexts({ en, ind });
