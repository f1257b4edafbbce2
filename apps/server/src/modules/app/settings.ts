import {
  httpsOrigin,
  imageHost,
  isAllowedImageUrl,
  type ServiceEntry,
  safeLink,
  serviceEntry,
} from '@cardroom/contract';
import { z } from 'zod';
import { defineSetting } from '../settings/index.js';

/** The app shell's operator settings (docs/OPERATIONS.md); the same in both markets. */

/** Texts per language; a plain string (settings written before issue 9) serves both. */
const localText = z.union([z.string(), z.object({ en: z.string(), id: z.string() })]);
export type LocalText = z.infer<typeof localText>;

export const appSetting = defineSetting({
  key: 'app',
  schema: z.object({
    manualRechargeUrl: safeLink,
    faqUrl: safeLink,
    auditStatus: z.number().int(),
  }),
  defaults: () => ({
    manualRechargeUrl: 'https://t.me/cardroom_support',
    faqUrl: '/pages/faq',
    auditStatus: 0,
  }),
});

const phoneContact = z.string().regex(/^\+?[\d\s()-]{6,24}$/);

export const serviceSetting = defineSetting({
  key: 'service',
  // A contact is a link (https: or an app page) or a bare WhatsApp number (chooseService.ts).
  schema: z.object({
    mobile: z.array(
      serviceEntry.extend({ mobileNumber: z.array(z.union([phoneContact, safeLink])) }),
    ),
  }),
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
  // An image is the app's own path or on one of the operator's image hosts (imageHostsSetting):
  // the schema cannot read another setting, so the hosts are checked where banners are saved
  // and served (bannerImageProblem).
  schema: z.array(
    z.object({ id: z.string(), title: localText, imageUrl: z.string(), link: safeLink }),
  ),
  crossCheck: async (banners, read) =>
    bannerImageProblem(banners, (await read(imageHostsSetting)).hosts),
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

/**
 * Hosts banner images may come from, besides the app's own paths (`/banners/...`). An image
 * link to any other host is refused when banners are saved and left out when they are served.
 */
export const imageHostsSetting = defineSetting({
  key: 'imageHosts',
  schema: z.object({ hosts: z.array(imageHost) }),
  defaults: () => ({ hosts: [] as string[] }),
});

/** The first banner whose image is not allowed, as a message naming it; null when all are. */
export function bannerImageProblem(
  banners: ReadonlyArray<{ id: string; imageUrl: string }>,
  hosts: readonly string[],
): string | null {
  const bad = banners.find((b) => !isAllowedImageUrl(b.imageUrl, hosts));
  return bad
    ? `banner ${bad.id}: image must be an app path (/...) or https:// on an image host (${hosts.join(', ') || 'none set'})`
    : null;
}

/**
 * The game providers' origins the app may frame (GameWeb): the page's CSP `frame-src` is
 * `'self'` plus these, and GameWeb shows any other URL as not found. Owner-only. Empty by
 * default: the house games run in the app itself and need no frame.
 */
export const gameProvidersSetting = defineSetting({
  key: 'gameProviders',
  schema: z.object({ origins: z.array(httpsOrigin) }),
  defaults: () => ({ origins: [] as string[] }),
});
