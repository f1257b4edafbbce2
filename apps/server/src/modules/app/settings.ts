import { type ServiceEntry, serviceEntry } from '@cardroom/contract';
import { z } from 'zod';
import { defineSetting } from '../settings/index.js';

/** The app shell's operator settings (docs/OPERATIONS.md); the same in both markets. */

/** Texts per language; a plain string (settings written before issue 9) serves both. */
const localText = z.union([z.string(), z.object({ en: z.string(), id: z.string() })]);
export type LocalText = z.infer<typeof localText>;

export const appSetting = defineSetting({
  key: 'app',
  schema: z.object({
    manualRechargeUrl: z.string(),
    faqUrl: z.string(),
    auditStatus: z.number().int(),
  }),
  defaults: () => ({
    manualRechargeUrl: 'https://t.me/cardroom_support',
    faqUrl: '/pages/faq',
    auditStatus: 0,
  }),
});

export const serviceSetting = defineSetting({
  key: 'service',
  schema: z.object({ mobile: z.array(serviceEntry) }),
  defaults: (): { mobile: ServiceEntry[] } => ({
    mobile: [
      { mobileName: 'VipCS', mobileNumber: ['https://t.me/cardroom_vip'], minVipLevel: 6 },
      { mobileName: 'VipWebCS', mobileNumber: ['https://t.me/cardroom_vipweb'], minVipLevel: 6 },
      { mobileName: 'WebCS', mobileNumber: ['https://t.me/cardroom_support'], minVipLevel: 0 },
    ],
  }),
});

const gamesBanners = [
  {
    id: 'games',
    title: {
      en: 'Four card games, ready to play',
      id: 'Empat permainan kartu, siap dimainkan',
    },
    imageUrl: '/banners/games.svg',
    link: '/pages/search/SearchResult?provider=house',
  },
  {
    id: 'fair',
    title: {
      en: 'Provably fair: check any round',
      id: 'Adil dan terbukti: periksa tiap ronde',
    },
    imageUrl: '/banners/fair.svg',
    link: '/pages/search/SearchResult?provider=house',
  },
];

export const bannersSetting = defineSetting({
  key: 'banners',
  schema: z.array(
    z.object({ id: z.string(), title: localText, imageUrl: z.string(), link: z.string() }),
  ),
  // Only what the app does today (issue 9): no banner or line may promise a bonus or a
  // programme that is not built. Texts in both languages; the player's language is served.
  defaults: () => [
    ...gamesBanners,
    {
      id: 'withdraw',
      title: { en: 'Withdraw to your own bank account', id: 'Tarik dana ke rekening bank Anda' },
      imageUrl: '/banners/withdraw.svg',
      link: '/pages/wallet/Withdraw',
    },
  ],
  // The play-money edition has no withdrawal (its page is not found there): its third banner
  // is about what it does have, VIP levels climbed by playing with coins.
  playDefaults: () => [
    ...gamesBanners,
    {
      id: 'vip',
      title: {
        en: 'Play with coins and climb VIP levels',
        id: 'Main dengan koin dan naik level VIP',
      },
      imageUrl: '/banners/coins.svg',
      link: '/pages/vip/Vip',
    },
  ],
});

export const rollMessagesSetting = defineSetting({
  key: 'rollMessages',
  schema: z.array(z.object({ id: z.string(), text: localText })),
  defaults: () => [
    {
      id: 'welcome',
      text: {
        en: 'Welcome to Cardroom! Play responsibly. 18+ only.',
        id: 'Selamat datang di Cardroom! Bermainlah dengan bijak. Khusus 18+.',
      },
    },
    {
      id: 'fair',
      text: {
        en: 'Every round is provably fair: open Fairness at any table to check it.',
        id: 'Setiap ronde adil dan terbukti: buka Keadilan di meja mana pun untuk memeriksanya.',
      },
    },
    {
      id: 'support',
      text: {
        en: 'Questions? Tap the service button to reach customer service.',
        id: 'Ada pertanyaan? Ketuk tombol layanan untuk menghubungi layanan pelanggan.',
      },
    },
  ],
});

export const rechargeButtonSetting = defineSetting({
  key: 'rechargeButton',
  schema: z.object({ show: z.boolean() }),
  defaults: () => ({ show: true }),
});
