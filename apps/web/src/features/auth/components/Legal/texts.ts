import { addTexts } from '../../../../i18n/addTexts';

/**
 * The terms and the privacy policy ride with the sheet that shows them, not in the locale
 * files every page loads (Home's first load has a 130 KB script budget, and most players open
 * these texts rarely). Merged under `legal.` when this module loads.
 */
const en = {
  termsTitle: 'Terms and conditions',
  privacyTitle: 'Privacy policy',
  terms: [
    'You must be 18 or older, and allowed to play for money where you live. Real-money online games are banned or licensed in many places; you are responsible for following the law that applies to you.',
    'One account per person. Keep your password, withdraw password and one-time codes to yourself; whatever is done with them counts as done by you.',
    'Deposits are credited to your balance as shown on the deposit page. A deposit has to be played through (bet) a set number of times before it can be withdrawn; the Withdraw page shows how much is left.',
    'Withdrawals go only to a bank account in your own name. They arrive in about 2 hours, at most 24 hours; a payout that fails is returned to your balance.',
    'Every game round is provably fair: each result can be checked from its seeds.',
    'We may close an account used for fraud, by a minor, or by more than one person, and return what is owed to the owner.',
    'Play for fun, set yourself a limit and stop when you reach it. Contact customer service if you need help or want your account closed.',
  ],
  privacy: [
    'We keep what the app needs to run your account: your player ID, phone number if you bind one, profile fields you fill in, your device number, your deposits, withdrawals, bets and balance records, and your withdraw accounts.',
    'Passwords and withdraw passwords are stored only as one-way hashes. Only the last four digits of a bank account are shown in the app.',
    'We use this data to sign you in, move your money, keep the records the law asks for, prevent fraud and answer customer service requests. We do not sell it.',
    'Payment data goes to the payment provider that handles your deposit or withdrawal, and no further.',
    'You can ask customer service for a copy of your data or for your account to be closed; records we must keep by law are kept for as long as the law requires.',
  ],
};

const ind = {
  termsTitle: 'Syarat dan ketentuan',
  privacyTitle: 'Kebijakan privasi',
  terms: [
    'Anda harus berusia 18 tahun atau lebih, dan diizinkan bermain dengan uang di tempat tinggal Anda. Permainan online dengan uang sungguhan dilarang atau memerlukan izin di banyak tempat; Anda bertanggung jawab mematuhi hukum yang berlaku bagi Anda.',
    'Satu akun untuk satu orang. Jaga kerahasiaan kata sandi, kata sandi penarikan, dan kode sekali pakai Anda; apa pun yang dilakukan dengannya dianggap dilakukan oleh Anda.',
    'Deposit dikreditkan ke saldo Anda seperti yang ditampilkan di halaman deposit. Deposit harus dimainkan (dipertaruhkan) sejumlah kali tertentu sebelum dapat ditarik; halaman Penarikan menunjukkan sisanya.',
    'Penarikan hanya ke rekening bank atas nama Anda sendiri. Penarikan tiba dalam sekitar 2 jam, paling lama 24 jam; pembayaran yang gagal dikembalikan ke saldo Anda.',
    'Setiap putaran permainan dapat dibuktikan adil: setiap hasil dapat diperiksa dari seed-nya.',
    'Kami dapat menutup akun yang digunakan untuk penipuan, oleh anak di bawah umur, atau oleh lebih dari satu orang, dan mengembalikan yang menjadi hak pemiliknya.',
    'Bermainlah untuk bersenang-senang, tetapkan batas untuk diri sendiri dan berhenti saat mencapainya. Hubungi layanan pelanggan jika Anda butuh bantuan atau ingin menutup akun.',
  ],
  privacy: [
    'Kami menyimpan yang diperlukan aplikasi untuk menjalankan akun Anda: ID pemain, nomor telepon jika Anda menautkannya, kolom profil yang Anda isi, nomor perangkat, deposit, penarikan, taruhan dan catatan saldo, serta akun penarikan Anda.',
    'Kata sandi dan kata sandi penarikan hanya disimpan sebagai hash satu arah. Aplikasi hanya menampilkan empat digit terakhir rekening bank.',
    'Kami menggunakan data ini untuk memasukkan Anda, memindahkan uang Anda, menyimpan catatan yang diwajibkan hukum, mencegah penipuan, dan menjawab permintaan layanan pelanggan. Kami tidak menjualnya.',
    'Data pembayaran dikirim ke penyedia pembayaran yang menangani deposit atau penarikan Anda, dan tidak lebih jauh.',
    'Anda dapat meminta salinan data Anda atau penutupan akun kepada layanan pelanggan; catatan yang wajib kami simpan menurut hukum disimpan selama diwajibkan hukum.',
  ],
};

addTexts({ en: { legal: en }, ind: { legal: ind } });
