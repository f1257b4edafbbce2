import { addTexts } from '../../i18n/addTexts';

// The phone change's texts (issue 33), under `phoneChange`; they ride with the page that uses them.
const en = {
  phoneChange: {
    open: 'Change phone number',
    title: 'Change phone number',
    proveByPassword: 'First, enter your withdraw password to show this account is yours.',
    proveByCode: 'First, we send a code to your current number {{mobile}} to show it is yours.',
    passwordEmpty: 'Please enter your withdraw password',
    next: 'Continue',
    cancel: 'Cancel',
    newText:
      'Enter the new number and the code we send to it. A number used by another account cannot be bound.',
    newNumber: 'New phone number',
    numberEmpty: 'Please enter the new phone number',
    willSend: 'The code goes to {{mobile}}',
    submit: 'Change number',
    done: 'Phone number changed',
  },
};

const ind: typeof en = {
  phoneChange: {
    open: 'Ganti nomor telepon',
    title: 'Ganti nomor telepon',
    proveByPassword:
      'Pertama, masukkan kata sandi penarikan untuk membuktikan akun ini milik Anda.',
    proveByCode:
      'Pertama, kami mengirim kode ke nomor Anda saat ini {{mobile}} untuk membuktikan nomor itu milik Anda.',
    passwordEmpty: 'Silakan masukkan kata sandi penarikan',
    next: 'Lanjut',
    cancel: 'Batal',
    newText:
      'Masukkan nomor baru dan kode yang kami kirim ke nomor itu. Nomor yang dipakai akun lain tidak dapat ditautkan.',
    newNumber: 'Nomor telepon baru',
    numberEmpty: 'Silakan masukkan nomor telepon baru',
    willSend: 'Kode dikirim ke {{mobile}}',
    submit: 'Ganti nomor',
    done: 'Nomor telepon sudah diganti',
  },
};

addTexts({ en, ind });
