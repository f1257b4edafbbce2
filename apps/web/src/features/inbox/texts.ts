import { addTexts } from '../../i18n/addTexts';

// The Mail and FAQ pages' texts, under `mail` and `faq`; they load with those pages. The
// messages and FAQ answers themselves come from the server in the player's language.
const en = {
  mail: {
    empty: 'No messages yet. Deposits, withdrawals and news from us arrive here.',
    readAll: 'Mark all read',
    allRead: 'All messages marked read',
    unread: 'Unread',
    openLink: 'Go to page',
    delete: 'Delete',
    deleted: 'Message deleted',
    failed: 'That did not work, please try again',
    system: 'System',
  },
  faq: {
    empty: 'There are no questions here yet.',
    notFound: 'This question was not found',
    more: 'More questions',
  },
};

const ind: typeof en = {
  mail: {
    empty: 'Belum ada pesan. Deposit, penarikan, dan kabar dari kami akan masuk ke sini.',
    readAll: 'Tandai semua dibaca',
    allRead: 'Semua pesan ditandai dibaca',
    unread: 'Belum dibaca',
    openLink: 'Buka halaman',
    delete: 'Hapus',
    deleted: 'Pesan dihapus',
    failed: 'Gagal, silakan coba lagi',
    system: 'Sistem',
  },
  faq: {
    empty: 'Belum ada pertanyaan di sini.',
    notFound: 'Pertanyaan ini tidak ditemukan',
    more: 'Pertanyaan lainnya',
  },
};

addTexts({ en, ind });
