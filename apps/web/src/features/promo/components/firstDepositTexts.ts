import { addTexts } from '../../../i18n/addTexts';

// Texts of the first-deposit page, under `promo.first`: they load with its lazily loaded parts, not with the
// Promo tab (the page renders once these parts have loaded, so its own uses find them too).
const en = {
  promo: {
    first: {
      tiers: 'Bonus tiers',
      deposit: 'Deposit',
      bonus: 'Bonus',
      from: '{{amount}} or more',
      range: '{{from}} – {{to}}',
      tryAmount: 'Deposit amount',
      earns: 'Your deposit of {{amount}} would earn {{bonus}}',
      belowMin: 'Deposits from {{amount}} earn a bonus',
      capReached: 'You have reached today’s bonus limit. It resets in {{time}}',
      dailyCap: 'Daily limit per player',
      remaining: 'Left for you today',
      wagering: 'The bonus must be bet {{times}}× before it can be withdrawn',
      wageringFor:
        'The bonus must be bet {{times}}× before it can be withdrawn: bet {{bet}} for {{bonus}} of bonus.',
      auto: 'The bonus is credited together with your deposit.',
      claimMode: 'After your deposit, the bonus waits here for you to claim.',
      waiting: 'Bonuses waiting for you',
      expires: 'Claim before {{time}}',
    },
  },
};

const ind: typeof en = {
  promo: {
    first: {
      tiers: 'Tingkat bonus',
      deposit: 'Deposit',
      bonus: 'Bonus',
      from: '{{amount}} atau lebih',
      range: '{{from}} – {{to}}',
      tryAmount: 'Jumlah deposit',
      earns: 'Deposit {{amount}} Anda akan mendapat {{bonus}}',
      belowMin: 'Deposit mulai {{amount}} mendapat bonus',
      capReached: 'Batas bonus hari ini sudah tercapai. Diatur ulang dalam {{time}}',
      dailyCap: 'Batas harian per pemain',
      remaining: 'Sisa untuk Anda hari ini',
      wagering: 'Bonus harus dipertaruhkan {{times}}× sebelum bisa ditarik',
      wageringFor:
        'Bonus harus dipertaruhkan {{times}}× sebelum bisa ditarik: taruhan {{bet}} untuk bonus {{bonus}}.',
      auto: 'Bonus dikreditkan bersama deposit Anda.',
      claimMode: 'Setelah deposit, bonus menunggu di sini untuk Anda klaim.',
      waiting: 'Bonus yang menunggu Anda',
      expires: 'Klaim sebelum {{time}}',
    },
  },
};

addTexts({ en, ind });
