import { addTexts } from '../../i18n/addTexts';

// The Break and RealityCheck pages' texts and the game page's popup, under `breaks`.
const en = {
  breaks: {
    intro:
      'Take a break from playing. It starts now, signs you out everywhere and cannot be shortened or undone. You can still sign in to withdraw your balance.',
    timeout: 'Time-out',
    exclusion: 'Self-exclusion',
    periods: {
      '24h': '24 hours',
      '1w': '1 week',
      '1m': '1 month',
      '6w': '6 weeks',
      '6mo': '6 months',
      '1y': '1 year',
      '2y': '2 years',
      '5y': '5 years',
    },
    continue: 'Continue',
    reviewTitle: 'Are you sure?',
    reviewText:
      'For {{period}} you will not be able to play, deposit or receive promotions. This cannot be undone.',
    confirmTitle: 'Last step',
    confirmText: 'Tap "Start my break" to begin your {{period}} break now. You will be signed out.',
    start: 'Start my break',
    cancel: 'Cancel',
    current: 'You are on a break until {{until}}.',
    longerOnly: 'You can only choose a longer break.',
    withdrawOnly: 'During your break you can only withdraw your balance.',
    withdraw: 'Withdraw my balance',
    signOut: 'Sign out',
    realityIntro:
      'While you play, a reminder shows how long you have played and your result this session.',
    every: 'Every {{minutes}} minutes',
    off: 'Off',
    pending: 'Changes to "{{choice}}" on {{at}} (less frequent reminders wait 24 hours).',
    saved: 'Saved',
    popupTitle: 'Reality check',
    played: 'Time played this session: {{time}}',
    result: 'Result this session: {{net}}',
    stakes: 'Stakes {{staked}}, returns {{returned}}',
    keepPlaying: 'Continue',
    leave: 'Leave',
    unitH: 'h',
    unitMin: 'min',
  },
};

const ind: typeof en = {
  breaks: {
    intro:
      'Rehat dari bermain. Dimulai sekarang, Anda keluar dari semua perangkat dan tidak bisa dipersingkat atau dibatalkan. Anda tetap bisa masuk untuk menarik saldo.',
    timeout: 'Rehat sementara',
    exclusion: 'Pengecualian diri',
    periods: {
      '24h': '24 jam',
      '1w': '1 minggu',
      '1m': '1 bulan',
      '6w': '6 minggu',
      '6mo': '6 bulan',
      '1y': '1 tahun',
      '2y': '2 tahun',
      '5y': '5 tahun',
    },
    continue: 'Lanjut',
    reviewTitle: 'Anda yakin?',
    reviewText:
      'Selama {{period}} Anda tidak bisa bermain, deposit, atau menerima promosi. Ini tidak bisa dibatalkan.',
    confirmTitle: 'Langkah terakhir',
    confirmText:
      'Ketuk "Mulai rehat" untuk memulai rehat {{period}} sekarang. Anda akan dikeluarkan.',
    start: 'Mulai rehat',
    cancel: 'Batal',
    current: 'Anda sedang rehat sampai {{until}}.',
    longerOnly: 'Anda hanya bisa memilih rehat yang lebih lama.',
    withdrawOnly: 'Selama rehat Anda hanya bisa menarik saldo.',
    withdraw: 'Tarik saldo saya',
    signOut: 'Keluar',
    realityIntro:
      'Saat Anda bermain, pengingat menunjukkan berapa lama Anda bermain dan hasil sesi ini.',
    every: 'Setiap {{minutes}} menit',
    off: 'Mati',
    pending:
      'Berubah menjadi "{{choice}}" pada {{at}} (pengingat yang lebih jarang menunggu 24 jam).',
    saved: 'Tersimpan',
    popupTitle: 'Pengingat waktu bermain',
    played: 'Waktu bermain sesi ini: {{time}}',
    result: 'Hasil sesi ini: {{net}}',
    stakes: 'Taruhan {{staked}}, kembali {{returned}}',
    keepPlaying: 'Lanjutkan',
    leave: 'Keluar',
    unitH: 'j',
    unitMin: 'mnt',
  },
};

addTexts({ en, ind });
