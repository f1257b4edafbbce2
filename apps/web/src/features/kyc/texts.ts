import { addTexts } from '../../i18n/addTexts';

// The identity check's texts, under `kyc`; they load with the withdraw page.
const en = {
  kyc: {
    title: 'Verify your identity',
    intro:
      'Before your first withdrawal we check who you are, as the law asks. Enter your details exactly as on your document.',
    fullName: 'Full name',
    birthday: 'Date of birth',
    PAN: 'PAN (Permanent Account Number)',
    NIK: 'NIK (16 digits on your KTP)',
    PANHint: 'ABCPE1234F',
    NIKHint: '16 digits',
    privacy:
      'Your document number is stored encrypted and only its last four characters are shown.',
    submit: 'Send for verification',
    pending: 'We are checking your identity. This usually takes a moment.',
    review:
      'Your identity check is under review by our team. You can withdraw once it is approved.',
    rejected: 'Your last identity check was not approved: {{reason}}',
    approved: 'Identity verified',
    document: '{{type}} {{masked}}',
  },
};

const ind: typeof en = {
  kyc: {
    title: 'Verifikasi identitas Anda',
    intro:
      'Sebelum penarikan pertama kami memeriksa identitas Anda, sesuai aturan hukum. Isi data persis seperti pada dokumen Anda.',
    fullName: 'Nama lengkap',
    birthday: 'Tanggal lahir',
    PAN: 'PAN (Permanent Account Number)',
    NIK: 'NIK (16 angka di KTP Anda)',
    PANHint: 'ABCPE1234F',
    NIKHint: '16 angka',
    privacy:
      'Nomor dokumen Anda disimpan terenkripsi dan hanya empat karakter terakhir yang ditampilkan.',
    submit: 'Kirim untuk verifikasi',
    pending: 'Kami sedang memeriksa identitas Anda. Biasanya hanya sebentar.',
    review:
      'Verifikasi identitas Anda sedang ditinjau tim kami. Anda bisa menarik dana setelah disetujui.',
    rejected: 'Verifikasi identitas terakhir Anda tidak disetujui: {{reason}}',
    approved: 'Identitas terverifikasi',
    document: '{{type}} {{masked}}',
  },
};

addTexts({ en, ind });
