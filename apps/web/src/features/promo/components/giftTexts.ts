import { addTexts } from '../../../i18n/addTexts';

// Texts of the gift-code page, under `promo.gift`: they load with its lazily loaded parts, not with the
// Promo tab (the page renders once these parts have loaded, so its own uses find them too).
const en = {
  promo: {
    gift: {
      intro:
        'Got a gift code from an event or from customer service? Enter it here to add Gift money to your balance.',
      label: 'Gift code',
      placeholder: 'Enter your gift code',
      submit: 'Redeem',
      success: 'Redeemed: {{amount}} added to your balance',
    },
  },
};

const ind: typeof en = {
  promo: {
    gift: {
      intro:
        'Punya kode hadiah dari event atau layanan pelanggan? Masukkan di sini untuk menambah Uang hadiah ke saldo Anda.',
      label: 'Kode hadiah',
      placeholder: 'Masukkan kode hadiah Anda',
      submit: 'Tukar',
      success: 'Berhasil: {{amount}} masuk ke saldo Anda',
    },
  },
};

addTexts({ en, ind });
