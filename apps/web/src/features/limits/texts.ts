import { addTexts } from '../../i18n/addTexts';

// The Safer play page's texts (and the deposit page's limit offer), under `limits`.
const en = {
  limits: {
    intro:
      'Set limits to keep play affordable. A lower limit applies at once; a higher one or a removal waits 24 hours.',
    kinds: {
      deposit: 'Deposit limit',
      loss: 'Loss limit',
      wager: 'Wager limit',
      session: 'Session time limit',
    },
    kindHints: {
      deposit: 'Money you deposit',
      loss: 'Bets minus what they win back',
      wager: 'Money you bet',
      session: 'You are signed out when a session reaches it',
    },
    periods: { day: 'Per day', week: 'Per week', month: 'Per month' },
    perSession: 'Each session',
    none: 'No limit',
    minutes: '{{count}} minutes',
    usedLeft: 'Used {{used}} · left {{left}}',
    usedOnly: 'Used {{used}} this period',
    pending: 'Changes to {{value}} on {{at}}',
    pendingRemove: 'Removed on {{at}}',
    edit: 'Change',
    set: 'Set',
    save: 'Save',
    remove: 'Remove limit',
    cancel: 'Cancel',
    amountLabel: 'Limit ({{currency}})',
    minutesLabel: 'Minutes',
    atOnce: 'Applies now',
    later: 'Applies in 24 hours',
    saved: 'Saved',
    errAmount: 'Enter a whole amount, 0 or more',
    errWhole: 'Use whole amounts, without cents',
    errTooLarge: 'That limit is too large',
    errSession: 'Enter {{min}} to {{max}} minutes',
    more: 'More ways to stay in control',
    break: 'Take a break',
    realityCheck: 'Reality check',
    reviewTitle: 'Time to review your limits',
    reviewText:
      'It has been over 6 months since you last looked at your limits. Are they still right for you?',
    reviewDone: 'My limits are right',
    offerTitle: 'Set a deposit limit?',
    offerText:
      'A deposit limit helps you keep play affordable. You can set one now or later under Account.',
    offerSet: 'Set a limit',
    offerNo: 'No thanks',
  },
};

const ind: typeof en = {
  limits: {
    intro:
      'Atur batas agar bermain tetap terjangkau. Batas yang lebih rendah berlaku segera; yang lebih tinggi atau penghapusan menunggu 24 jam.',
    kinds: {
      deposit: 'Batas setoran',
      loss: 'Batas kekalahan',
      wager: 'Batas taruhan',
      session: 'Batas waktu sesi',
    },
    kindHints: {
      deposit: 'Uang yang Anda setor',
      loss: 'Taruhan dikurangi kemenangan yang kembali',
      wager: 'Uang yang Anda pertaruhkan',
      session: 'Anda akan keluar saat sesi mencapainya',
    },
    periods: { day: 'Per hari', week: 'Per minggu', month: 'Per bulan' },
    perSession: 'Setiap sesi',
    none: 'Tanpa batas',
    minutes: '{{count}} menit',
    usedLeft: 'Terpakai {{used}} · sisa {{left}}',
    usedOnly: 'Terpakai {{used}} periode ini',
    pending: 'Berubah menjadi {{value}} pada {{at}}',
    pendingRemove: 'Dihapus pada {{at}}',
    edit: 'Ubah',
    set: 'Atur',
    save: 'Simpan',
    remove: 'Hapus batas',
    cancel: 'Batal',
    amountLabel: 'Batas ({{currency}})',
    minutesLabel: 'Menit',
    atOnce: 'Berlaku sekarang',
    later: 'Berlaku dalam 24 jam',
    saved: 'Tersimpan',
    errAmount: 'Masukkan jumlah bulat, 0 atau lebih',
    errWhole: 'Gunakan jumlah bulat, tanpa sen',
    errTooLarge: 'Batas itu terlalu besar',
    errSession: 'Masukkan {{min}} sampai {{max}} menit',
    more: 'Cara lain untuk tetap terkendali',
    break: 'Ambil jeda',
    realityCheck: 'Pengingat waktu bermain',
    reviewTitle: 'Saatnya meninjau batas Anda',
    reviewText:
      'Sudah lebih dari 6 bulan sejak Anda terakhir melihat batas Anda. Apakah masih sesuai?',
    reviewDone: 'Batas saya sudah sesuai',
    offerTitle: 'Atur batas setoran?',
    offerText: 'Batas setoran membantu bermain tetap terjangkau. Atur sekarang atau nanti di Akun.',
    offerSet: 'Atur batas',
    offerNo: 'Tidak, terima kasih',
  },
};

addTexts({ en, ind });
