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
    heldRule:
      'Money sent to your virtual account or crypto address beyond your deposit limit is held: you cannot play or withdraw it. It is released to your balance when your limit allows, or sent back to where it came from if you ask.',
    heldTitle: 'Held {{amount}}',
    heldAt: 'Arrived beyond your deposit limit: released on {{at}} or returned on request.',
    heldSoon:
      'Arrived beyond your deposit limit: released within minutes as your limit allows, or returned on request.',
    heldReturn: 'Send it back to me',
    heldReturnRequested:
      'Return requested: {{amount}}. Our team sends it back by hand to the account or wallet it came from; it is not played or released meanwhile.',
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
    heldRule:
      'Uang yang dikirim ke virtual account atau alamat kripto Anda melebihi batas setoran akan ditahan: tidak bisa dimainkan atau ditarik. Uang itu dilepas ke saldo Anda saat batas mengizinkan, atau dikirim kembali ke asalnya jika Anda minta.',
    heldTitle: 'Ditahan {{amount}}',
    heldAt:
      'Masuk melebihi batas setoran Anda: dilepas pada {{at}} atau dikembalikan atas permintaan.',
    heldSoon:
      'Masuk melebihi batas setoran Anda: dilepas dalam beberapa menit sesuai batas Anda, atau dikembalikan atas permintaan.',
    heldReturn: 'Kirim kembali ke saya',
    heldReturnRequested:
      'Pengembalian diminta: {{amount}}. Tim kami mengirimnya kembali secara manual ke rekening atau dompet asalnya; selama itu uang tidak dimainkan atau dilepas.',
  },
};

addTexts({ en, ind });
