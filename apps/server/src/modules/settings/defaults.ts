import type { MarketCode, ServiceEntry } from '@cardroom/contract';

/**
 * The operator's configuration as first seeded. Operators change rows in `settings`
 * (see docs/OPERATIONS.md); seeding never overwrites a key that already exists.
 */
export interface SettingsShape {
  app: { manualRechargeUrl: string; faqUrl: string; auditStatus: number };
  service: { mobile: ServiceEntry[] };
  banners: Array<{ id: string; title: string; imageUrl: string; link: string }>;
  rollMessages: Array<{ id: string; text: string }>;
  rechargeButton: { show: boolean };
}

export type SettingKey = keyof SettingsShape;

export function defaultSettings(market: MarketCode): SettingsShape {
  const india = market === 'IN';
  return {
    app: {
      manualRechargeUrl: 'https://t.me/cardroom_support',
      faqUrl: '/pages/faq',
      auditStatus: 0,
    },
    service: {
      mobile: [
        { mobileName: 'VipCS', mobileNumber: ['https://t.me/cardroom_vip'], minVipLevel: 6 },
        { mobileName: 'VipWebCS', mobileNumber: ['https://t.me/cardroom_vipweb'], minVipLevel: 6 },
        { mobileName: 'WebCS', mobileNumber: ['https://t.me/cardroom_support'], minVipLevel: 0 },
      ],
    },
    banners: [
      {
        id: 'first-deposit',
        title: india ? 'First deposit bonus up to 30%' : 'Bonus deposit pertama hingga 30%',
        imageUrl: '/banners/first-deposit.svg',
        link: '/pages/promo/FirstDeposit/FirstDeposit',
      },
      {
        id: 'signin',
        title: india ? 'Daily check-in rewards' : 'Hadiah absen harian',
        imageUrl: '/banners/signin.svg',
        link: '/pages/promo/Signin/Signin',
      },
      {
        id: 'invite',
        title: india ? 'Invite friends, earn together' : 'Ajak teman, dapat bersama',
        imageUrl: '/banners/invite.svg',
        link: '/pages/earn/Earn',
      },
    ],
    rollMessages: [
      { id: 'welcome', text: 'Welcome to Cardroom! Play responsibly. 18+ only.' },
      { id: 'support', text: 'Customer service is online 24/7 — tap the service button.' },
    ],
    rechargeButton: { show: true },
  };
}
