import { addTexts } from '../../i18n/addTexts';

// The withdraw feature's own texts, under `withdrawFee` and `withdrawKind`; they load with the
// feature's pages.
const en = {
  withdrawFee: { rule: '{{percent}} · min {{min}}' },
  withdrawKind: {
    pick: 'Withdraw to',
    bank: 'Bank account',
    ewallet: 'E-wallet',
    wallet: 'E-wallet',
    phone: 'Phone number of the e-wallet',
    phoneHint: 'The number your {{wallet}} account is registered to, e.g. {{example}}',
    holderHint: 'The name on your {{wallet}} account',
    none: 'No account of this kind yet',
    add: 'Add one',
  },
};
const ind: typeof en = {
  withdrawFee: { rule: '{{percent}} · minimal {{min}}' },
  withdrawKind: {
    pick: 'Tarik ke',
    bank: 'Rekening bank',
    ewallet: 'E-wallet',
    wallet: 'E-wallet',
    phone: 'Nomor HP e-wallet',
    phoneHint: 'Nomor yang terdaftar di akun {{wallet}} Anda, mis. {{example}}',
    holderHint: 'Nama pada akun {{wallet}} Anda',
    none: 'Belum ada akun jenis ini',
    add: 'Tambah akun',
  },
};

addTexts({ en, ind });
