import { addTexts } from '../../i18n/addTexts';

/**
 * Texts of the record lists (filters, empty and "load more" lines, balance record types), under
 * the `records` key. They load with the list pages, not with the first page.
 */
const en = {
  records: {
    range: { today: 'Today', '7d': '7 Days', '30d': '30 Days' },
    empty: 'No records yet',
    loadMore: 'Load more',
    noMore: 'No more records',
    balanceAfter: 'Balance {{amount}}',
    type: {
      all: 'All',
      bet: 'Bet',
      deposit: 'Deposit',
      withdrawal: 'Withdrawal',
      win: 'Win',
      gift: 'Gift money',
      // The play-money edition's gifts (free top-ups, prizes): coins with no cash value.
      giftPlay: 'Free coins',
      vip_bonus: 'VIP Bonus',
      daily_rebate: 'Daily Rebate',
      deposit_bonus: 'Deposit Bonus',
      daily_bonus: 'Daily Bonus',
    },
  },
};

const ind: typeof en = {
  records: {
    range: { today: 'Hari ini', '7d': '7 Hari', '30d': '30 Hari' },
    empty: 'Belum ada catatan',
    loadMore: 'Muat lagi',
    noMore: 'Tidak ada catatan lagi',
    balanceAfter: 'Saldo {{amount}}',
    type: {
      all: 'Semua',
      bet: 'Taruhan',
      deposit: 'Deposit',
      withdrawal: 'Penarikan',
      win: 'Menang',
      gift: 'Uang hadiah',
      giftPlay: 'Koin gratis',
      vip_bonus: 'Bonus VIP',
      daily_rebate: 'Rabat harian',
      deposit_bonus: 'Bonus deposit',
      daily_bonus: 'Bonus harian',
    },
  },
};

/** Merges these texts into the loaded language, once. */
export function ensureListTexts(): void {
  addTexts({ en, ind });
}

ensureListTexts();
