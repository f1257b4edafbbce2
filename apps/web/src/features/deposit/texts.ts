import { addTexts } from '../../i18n/addTexts';

/**
 * Texts of the deposit pages. They load with those pages (this module
 * is only imported by them), not with the first page, so the first load stays in budget.
 * Merged under the `deposit` key of the app's one namespace.
 */
const en = {
  deposit: {
    history: 'History',
    tab: {
      online: 'Online payment',
      transfer: 'Transfer deposit',
      agency: 'Agency deposit',
      crypto: 'Crypto',
      va: 'Virtual account',
    },
    amount: 'Deposit amount',
    amountPlaceholder: 'Enter amount',
    range: 'Range: {{min}} - {{max}}',
    method: 'Payment method',
    methodRange: '{{min}} - {{max}}',
    noMethod: 'No payment method fits this amount. Try another amount.',
    noTabs: 'Deposits are not available right now. Please contact customer service.',
    credited: 'Deposits credited in 1-5 minutes',
    wagering: {
      rule: 'Before a deposit can be withdrawn, it must be bet {{multiple}}× in games.',
      forAmount:
        'Before it can be withdrawn, this deposit must be bet {{multiple}}×: bet {{bet}} for {{amount}}.',
    },
    submit: 'Deposit now',
    next: 'Next',
    bonus: 'Bonus {{badge}}',
    giftSpent: "No deposit gift today: today's gift budget is used up",
    giftWhileBudget:
      "The gift is paid while today's gift budget lasts: {{left}} left. A deposit whose gift is more than that gets no gift.",
    transferMethod: 'Transfer by',
    imps: 'IMPS (bank transfer)',
    upi: 'UPI',
    howToPay: 'How to pay?',
    selfUtr: 'Paid without an order? Submit your UTR',
    agencyIntro:
      'Pay one of our agents directly. Create an order with the amount, then contact the agent; the deposit is credited once the agent confirms.',
    agencyCreate: 'Create order',
    noAgents: 'No agent is available right now.',
    cryptoNetwork: 'Network',
    cryptoAddress: 'Your {{currency}} deposit address ({{network}})',
    cryptoRate: '1 {{currency}} = {{perCoin}}',
    cryptoRateExample:
      '{{coins}} {{currency}} credits {{credit}}, at the rate when your coins arrive.',
    cryptoMin: 'Minimum deposit: {{amount}} ({{coins}} {{currency}}).',
    cryptoBelowMin:
      'A transfer below it is not credited: it shows in your deposit history as rejected. Contact customer service with its transaction hash.',
    cryptoQr: 'QR code of your {{network}} deposit address',
    cryptoQrFailed: 'The QR code cannot be shown: copy the address instead.',
    cryptoWarn:
      'Send only {{currency}} on the {{network}} network to this address. Other coins or networks are lost.',
    cryptoLoading: 'Getting your address…',
    vaIntro:
      'Your own account number: transfer any amount to it from your bank and it is credited automatically.',
    vaBank: 'Bank',
    vaNumber: 'Account number',
    vaName: 'Account name',
    closed: 'Your deposit function has been closed, please contact customer service',
    payee: {
      payInApp: 'Pay in UPI app',
      upiQrFailed: 'The QR code cannot be shown: copy the UPI ID and the amount instead.',
      upiQr: 'QR code to pay {{amount}} with a UPI app',
      upiQrHint:
        'Scan it with any UPI app (or tap Pay in UPI app on this phone): the UPI ID, amount and order number are filled in. Then come back with the UTR.',
      title: 'Pay to this account',
      amount: 'Amount to transfer',
      accountName: 'Account name',
      bankName: 'Bank name',
      accountNumber: 'Account number',
      ifsc: 'IFSC code',
      upiId: 'UPI ID',
      orderNo: 'Order number',
      exactAmount:
        'Transfer exactly this amount, then enter the 12-digit UTR of your payment below.',
    },
    utr: 'UTR',
    utrPlaceholder: '12-digit UTR',
    utrSubmit: 'Submit UTR',
    utrSubmitted: 'UTR submitted',
    utrHelp:
      'The UTR (Unique Transaction Reference) is the 12-digit number on your payment receipt.',
    instructions: {
      upiTitle: 'Pay by UPI',
      impsTitle: 'Pay by IMPS',
      upi: [
        'On the deposit page choose Transfer deposit, then UPI, enter the amount and tap Next.',
        'Copy the UPI ID shown on the next page.',
        'Open your UPI app (Google Pay, PhonePe, Paytm…), choose "Pay to UPI ID" and paste it.',
        'Enter exactly the amount shown and complete the payment.',
        'Open the payment in your UPI app and copy the 12-digit UTR (also called UPI Ref. No.).',
        'Come back, paste the UTR and tap Submit UTR. Deposits credited in 1-5 minutes.',
      ],
      imps: [
        'On the deposit page choose Transfer deposit, then IMPS, enter the amount and tap Next.',
        'Copy the account name, account number and IFSC code shown on the next page.',
        'In your bank app add the account as a payee and send the exact amount by IMPS.',
        'Find the 12-digit UTR (reference number) in the transfer receipt.',
        'Come back, paste the UTR and tap Submit UTR. Deposits credited in 1-5 minutes.',
      ],
      note: 'Each UTR can be used once. Never share your bank PIN or OTP with anyone.',
    },
    self: {
      intro:
        'Made a transfer without creating an order first? Enter the amount you paid and its 12-digit UTR. Our team checks it and credits your account within {{from}}-{{to}} hours.',
      bonusTitle: 'Waiting bonus',
      bonus:
        'While your self-service order waits, you earn {{rate}} of the deposit for every full {{hours}} hours, credited with the deposit. Orders are handled within {{to}} hours, so the bonus is at most {{max}}.',
      submit: 'Submit',
      submitted: 'Submitted. It will be handled within 2-24 hours.',
    },
    status: {
      all: 'All',
      pending: 'Pending',
      success: 'Success',
      failed: 'Failed',
      rejected: 'Rejected',
      expired: 'Expired',
    },
    statusTitle: {
      pending: 'Pending',
      success: 'Succeeded',
      failed: 'Failed',
      rejected: 'Rejected',
      expired: 'Expired',
    },
    pendingHint:
      'Waiting for the payment. Deposits credited in 1-5 minutes; this page updates by itself.',
    successHint: 'The money is in your balance.',
    continuePay: 'Continue payment',
    type: {
      online: 'Online payment',
      transfer_imps: 'IMPS transfer',
      transfer_upi: 'UPI transfer',
      self_utr: 'Self-service UTR',
      agency: 'Agency deposit',
      crypto: 'Crypto',
      va: 'Virtual account',
    },
    order: {
      orderId: 'Order ID',
      depositType: 'Deposit type',
      createdAt: 'Creation time',
      arrivedAt: 'Arrival time',
      orderNo: 'Order number',
      amount: 'Transfer amount',
      amountOnline: 'Amount',
      bonus: 'Bonus',
      utr: 'UTR',
      bankName: 'Bank name',
      ifsc: 'IFSC code',
      accountNumber: 'Account number',
      remark: 'Remark',
    },
    notFound: 'Order not found',
    manual: {
      agencyNote:
        'Agency deposits are credited when the agent confirms your payment, within {{from}}-{{to}} hours',
      selfUtrNote: 'Self-service UTR deposits are handled within {{from}}-{{to}} hours',
      agencyHint:
        'Waiting for the agent to confirm your payment (within {{from}}-{{to}} hours). This page updates by itself.',
      selfUtrHint:
        'Waiting for our team: self-service UTR deposits are handled within {{from}}-{{to}} hours. This page updates by itself.',
    },
    agencySteps: {
      title: 'How to pay {{agent}}',
      contact:
        'Message {{agent}} with a button below and give your order number {{orderNo}} and the amount {{amount}}.',
      payIN:
        'Pay the agent the way they tell you, and send them the receipt with its 12-digit UTR.',
      payID:
        'Pay the agent the way they tell you, and send them the transfer receipt with its reference number.',
      credit:
        'The agent confirms your payment to us and the deposit is credited here, within {{from}}-{{to}} hours.',
      safety:
        'Pay only the agent you reach with these buttons. We never ask for your password or OTP.',
      gone: 'This agent is no longer listed. Contact customer service with your order number.',
    },
    mismatch: {
      title: 'Another amount arrived',
      body: 'We received {{received}} for this order of {{amount}}. A payment must be the exact amount of its order, so it was not credited by itself.',
      next: 'Our team reviews it within {{from}}-{{to}} hours: either the {{received}} received is credited to your balance, or it is refused and sent back to the account it came from. This page updates by itself.',
    },
  },
};

export type DepositTexts = typeof en;

const ind: DepositTexts = {
  deposit: {
    history: 'Riwayat',
    tab: {
      online: 'Pembayaran online',
      transfer: 'Deposit transfer',
      agency: 'Deposit agen',
      crypto: 'Kripto',
      va: 'Akun virtual',
    },
    amount: 'Jumlah deposit',
    amountPlaceholder: 'Masukkan jumlah',
    range: 'Rentang: {{min}} - {{max}}',
    method: 'Metode pembayaran',
    methodRange: '{{min}} - {{max}}',
    noMethod: 'Tidak ada metode pembayaran untuk jumlah ini. Coba jumlah lain.',
    noTabs: 'Deposit sedang tidak tersedia. Silakan hubungi layanan pelanggan.',
    credited: 'Deposit masuk dalam 1-5 menit',
    wagering: {
      rule: 'Sebelum deposit bisa ditarik, deposit harus dipertaruhkan {{multiple}}× di permainan.',
      forAmount:
        'Sebelum bisa ditarik, deposit ini harus dipertaruhkan {{multiple}}×: taruhan {{bet}} untuk {{amount}}.',
    },
    submit: 'Deposit sekarang',
    next: 'Lanjut',
    bonus: 'Bonus {{badge}}',
    giftSpent: 'Tanpa hadiah deposit hari ini: anggaran hadiah hari ini sudah habis',
    giftWhileBudget:
      'Hadiah dibayar selama anggaran hadiah hari ini masih ada: sisa {{left}}. Deposit yang hadiahnya lebih dari itu tidak mendapat hadiah.',
    transferMethod: 'Transfer melalui',
    imps: 'IMPS (transfer bank)',
    upi: 'UPI',
    howToPay: 'Cara membayar?',
    selfUtr: 'Sudah bayar tanpa pesanan? Kirim UTR Anda',
    agencyIntro:
      'Bayar langsung ke salah satu agen kami. Buat pesanan dengan jumlahnya, lalu hubungi agen; deposit masuk setelah agen mengonfirmasi.',
    agencyCreate: 'Buat pesanan',
    noAgents: 'Belum ada agen yang tersedia.',
    cryptoNetwork: 'Jaringan',
    cryptoAddress: 'Alamat deposit {{currency}} Anda ({{network}})',
    cryptoRate: '1 {{currency}} = {{perCoin}}',
    cryptoRateExample:
      '{{coins}} {{currency}} dikreditkan {{credit}}, dengan kurs saat koin Anda masuk.',
    cryptoMin: 'Deposit minimum: {{amount}} ({{coins}} {{currency}}).',
    cryptoBelowMin:
      'Transfer di bawahnya tidak dikreditkan: muncul di riwayat deposit sebagai ditolak. Hubungi layanan pelanggan dengan hash transaksinya.',
    cryptoQr: 'Kode QR alamat deposit {{network}} Anda',
    cryptoQrFailed: 'Kode QR tidak dapat ditampilkan: salin alamatnya.',
    cryptoWarn:
      'Kirim hanya {{currency}} di jaringan {{network}} ke alamat ini. Koin atau jaringan lain akan hilang.',
    cryptoLoading: 'Mengambil alamat Anda…',
    vaIntro:
      'Nomor rekening Anda sendiri: transfer berapa pun dari bank Anda dan saldo masuk otomatis.',
    vaBank: 'Bank',
    vaNumber: 'Nomor rekening',
    vaName: 'Nama rekening',
    closed: 'Fungsi deposit Anda telah ditutup, silakan hubungi layanan pelanggan',
    payee: {
      payInApp: 'Bayar di aplikasi UPI',
      upiQrFailed: 'Kode QR tidak dapat ditampilkan: salin UPI ID dan jumlahnya.',
      upiQr: 'Kode QR untuk membayar {{amount}} dengan aplikasi UPI',
      upiQrHint:
        'Pindai dengan aplikasi UPI apa saja (atau ketuk Bayar di aplikasi UPI di ponsel ini): UPI ID, jumlah, dan nomor pesanan sudah terisi. Lalu kembali dengan UTR-nya.',
      title: 'Bayar ke rekening ini',
      amount: 'Jumlah transfer',
      accountName: 'Nama rekening',
      bankName: 'Nama bank',
      accountNumber: 'Nomor rekening',
      ifsc: 'Kode IFSC',
      upiId: 'ID UPI',
      orderNo: 'Nomor pesanan',
      exactAmount:
        'Transfer tepat sejumlah ini, lalu masukkan UTR 12 digit pembayaran Anda di bawah.',
    },
    utr: 'UTR',
    utrPlaceholder: 'UTR 12 digit',
    utrSubmit: 'Kirim UTR',
    utrSubmitted: 'UTR terkirim',
    utrHelp: 'UTR (Unique Transaction Reference) adalah nomor 12 digit di bukti pembayaran Anda.',
    instructions: {
      upiTitle: 'Bayar dengan UPI',
      impsTitle: 'Bayar dengan IMPS',
      upi: [
        'Di halaman deposit pilih Deposit transfer, lalu UPI, masukkan jumlah dan ketuk Lanjut.',
        'Salin ID UPI yang tampil di halaman berikutnya.',
        'Buka aplikasi UPI Anda, pilih "Bayar ke ID UPI" dan tempelkan.',
        'Masukkan tepat jumlah yang tertera dan selesaikan pembayaran.',
        'Buka pembayaran di aplikasi UPI dan salin UTR 12 digit (UPI Ref. No.).',
        'Kembali, tempel UTR dan ketuk Kirim UTR. Deposit masuk dalam 1-5 menit.',
      ],
      imps: [
        'Di halaman deposit pilih Deposit transfer, lalu IMPS, masukkan jumlah dan ketuk Lanjut.',
        'Salin nama rekening, nomor rekening dan kode IFSC di halaman berikutnya.',
        'Di aplikasi bank Anda tambahkan rekening itu dan kirim jumlah yang tepat lewat IMPS.',
        'Cari UTR 12 digit (nomor referensi) di bukti transfer.',
        'Kembali, tempel UTR dan ketuk Kirim UTR. Deposit masuk dalam 1-5 menit.',
      ],
      note: 'Setiap UTR hanya bisa dipakai sekali. Jangan pernah membagikan PIN atau OTP bank Anda.',
    },
    self: {
      intro:
        'Sudah transfer tanpa membuat pesanan? Masukkan jumlah yang Anda bayar dan UTR 12 digitnya. Tim kami memeriksanya dan mengkreditkan akun Anda dalam {{from}}-{{to}} jam.',
      bonusTitle: 'Bonus menunggu',
      bonus:
        'Selama pesanan mandiri Anda menunggu, Anda mendapat {{rate}} dari deposit untuk setiap {{hours}} jam penuh, dikreditkan bersama deposit. Pesanan diproses dalam {{to}} jam, jadi bonus paling banyak {{max}}.',
      submit: 'Kirim',
      submitted: 'Terkirim. Akan diproses dalam 2-24 jam.',
    },
    status: {
      all: 'Semua',
      pending: 'Menunggu',
      success: 'Berhasil',
      failed: 'Gagal',
      rejected: 'Ditolak',
      expired: 'Kedaluwarsa',
    },
    statusTitle: {
      pending: 'Menunggu',
      success: 'Berhasil',
      failed: 'Gagal',
      rejected: 'Ditolak',
      expired: 'Kedaluwarsa',
    },
    pendingHint:
      'Menunggu pembayaran. Deposit masuk dalam 1-5 menit; halaman ini diperbarui sendiri.',
    successHint: 'Uang sudah masuk ke saldo Anda.',
    continuePay: 'Lanjutkan pembayaran',
    type: {
      online: 'Pembayaran online',
      transfer_imps: 'Transfer IMPS',
      transfer_upi: 'Transfer UPI',
      self_utr: 'UTR mandiri',
      agency: 'Deposit agen',
      crypto: 'Kripto',
      va: 'Akun virtual',
    },
    order: {
      orderId: 'ID pesanan',
      depositType: 'Jenis deposit',
      createdAt: 'Waktu dibuat',
      arrivedAt: 'Waktu masuk',
      orderNo: 'Nomor pesanan',
      amount: 'Jumlah transfer',
      amountOnline: 'Jumlah',
      bonus: 'Bonus',
      utr: 'UTR',
      bankName: 'Nama bank',
      ifsc: 'Kode IFSC',
      accountNumber: 'Nomor rekening',
      remark: 'Catatan',
    },
    notFound: 'Pesanan tidak ditemukan',
    manual: {
      agencyNote:
        'Deposit agen masuk setelah agen mengonfirmasi pembayaran Anda, dalam {{from}}-{{to}} jam',
      selfUtrNote: 'Deposit UTR mandiri diproses dalam {{from}}-{{to}} jam',
      agencyHint:
        'Menunggu agen mengonfirmasi pembayaran Anda (dalam {{from}}-{{to}} jam). Halaman ini diperbarui sendiri.',
      selfUtrHint:
        'Menunggu tim kami: deposit UTR mandiri diproses dalam {{from}}-{{to}} jam. Halaman ini diperbarui sendiri.',
    },
    agencySteps: {
      title: 'Cara membayar {{agent}}',
      contact:
        'Kirim pesan ke {{agent}} lewat tombol di bawah dan sebutkan nomor pesanan {{orderNo}} serta jumlahnya {{amount}}.',
      payIN: 'Bayar ke agen sesuai petunjuknya, lalu kirimkan bukti bayar beserta UTR 12 digitnya.',
      payID:
        'Bayar ke agen sesuai petunjuknya, lalu kirimkan bukti transfer beserta nomor referensinya.',
      credit:
        'Agen mengonfirmasi pembayaran Anda kepada kami dan deposit masuk di sini, dalam {{from}}-{{to}} jam.',
      safety:
        'Bayar hanya ke agen yang Anda hubungi lewat tombol ini. Kami tidak pernah meminta kata sandi atau OTP Anda.',
      gone: 'Agen ini sudah tidak terdaftar. Hubungi layanan pelanggan dengan nomor pesanan Anda.',
    },
    mismatch: {
      title: 'Jumlah yang masuk berbeda',
      body: 'Kami menerima {{received}} untuk pesanan sebesar {{amount}} ini. Pembayaran harus sama persis dengan jumlah pesanannya, jadi tidak dikreditkan otomatis.',
      next: 'Tim kami memeriksanya dalam {{from}}-{{to}} jam: {{received}} yang diterima dikreditkan ke saldo Anda, atau ditolak dan dikirim kembali ke rekening asalnya. Halaman ini diperbarui sendiri.',
    },
  },
};

export const depositTexts = { en, ind } as const;

/** Merges these texts into the loaded language, once. */
export function ensureDepositTexts(): void {
  addTexts(depositTexts);
}

ensureDepositTexts();
