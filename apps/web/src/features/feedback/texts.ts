import { addTexts } from '../../i18n/addTexts';

// The FeedBack page's texts, under `feedback`; they load with that page.
const en = {
  feedback: {
    intro: 'Tell us what went wrong or what you would like. We answer here and in your inbox.',
    category: 'What is it about?',
    categories: {
      deposit: 'Deposit',
      withdrawal: 'Withdrawal',
      game: 'Games',
      account: 'Account',
      suggestion: 'Suggestion',
      other: 'Other',
    },
    text: 'Your feedback',
    placeholder: 'What happened? Order numbers and times help us most.',
    screenshot: 'Screenshot (optional)',
    addScreenshot: 'Add a screenshot',
    removeScreenshot: 'Remove',
    screenshotUnreadable: 'This file is not a picture we can read',
    preparing: 'Preparing the picture…',
    send: 'Send',
    sent: 'Thank you, we have your feedback',
    mine: 'My feedback',
    empty: 'You have not sent any feedback yet.',
    states: { open: 'Waiting', replied: 'Answered', closed: 'Closed' },
    reply: 'Our answer',
    viewScreenshot: 'View screenshot',
    screenshotTitle: 'Screenshot',
    screenshotFailed: 'The screenshot could not be loaded',
  },
};

const ind: typeof en = {
  feedback: {
    intro:
      'Ceritakan apa yang salah atau apa yang Anda inginkan. Kami menjawab di sini dan di kotak masuk Anda.',
    category: 'Tentang apa?',
    categories: {
      deposit: 'Deposit',
      withdrawal: 'Penarikan',
      game: 'Permainan',
      account: 'Akun',
      suggestion: 'Saran',
      other: 'Lainnya',
    },
    text: 'Masukan Anda',
    placeholder: 'Apa yang terjadi? Nomor pesanan dan waktu sangat membantu kami.',
    screenshot: 'Tangkapan layar (opsional)',
    addScreenshot: 'Tambah tangkapan layar',
    removeScreenshot: 'Hapus',
    screenshotUnreadable: 'File ini bukan gambar yang dapat kami baca',
    preparing: 'Menyiapkan gambar…',
    send: 'Kirim',
    sent: 'Terima kasih, masukan Anda sudah kami terima',
    mine: 'Masukan saya',
    empty: 'Anda belum pernah mengirim masukan.',
    states: { open: 'Menunggu', replied: 'Dijawab', closed: 'Ditutup' },
    reply: 'Jawaban kami',
    viewScreenshot: 'Lihat tangkapan layar',
    screenshotTitle: 'Tangkapan layar',
    screenshotFailed: 'Tangkapan layar tidak dapat dimuat',
  },
};

addTexts({ en, ind });
