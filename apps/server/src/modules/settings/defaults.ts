import type { AgentItem, ChargeInfo, MarketCode, ServiceEntry } from '@cardroom/contract';
import type { TableLimits } from '@cardroom/games';

/**
 * The operator's configuration as first seeded. Operators change rows in `settings`
 * (see docs/OPERATIONS.md); seeding never overwrites a key that already exists.
 */
export interface SettingsShape {
  app: { manualRechargeUrl: string; faqUrl: string; auditStatus: number };
  service: { mobile: ServiceEntry[] };
  /** Texts per language; a plain string (settings written before issue 9) serves both. */
  banners: Array<{ id: string; title: LocalText; imageUrl: string; link: string }>;
  rollMessages: Array<{ id: string; text: LocalText }>;
  rechargeButton: { show: boolean };
  /** What /recharge/getChargeInfo answers, field for field (SPEC.md §3). */
  chargeInfo: ChargeInfo;
  /** Server-side deposit rules that the client never sees. */
  depositRules: DepositRules;
  /** Withdrawal limits, fees and the payout threshold (modules/withdrawals). */
  withdrawRules: WithdrawRules;
  /** House game table limits and chips (modules/games/limits.ts validates them). */
  tableLimits: TableLimits;
}

export type LocalText = string | { en: string; id: string };

export interface VipWithdrawLevel {
  level: number;
  /** Withdrawals per day (market time zone). */
  dailyCount: number;
  /** Minor units per day. */
  dailyAmount: number;
  /** Service charge: basis points of the amount (100 = 1%), at least `min` minor units. */
  fee: { bps: number; min: number };
}

export interface WithdrawRules {
  /** Per order, minor units, inclusive. */
  min: number;
  max: number;
  /** Orders at or under this go to the gateway at once; larger ones wait for an operator. */
  autoPayoutLimit: number;
  maxCards: number;
  /** Wrong withdraw passwords allowed per window before withdrawals lock until it ends. */
  passwordLock: { maxWrong: number; windowMinutes: number };
  /** VIP levels 0–10 (every player is level 0 until the VIP issue assigns levels). */
  vipLevels: VipWithdrawLevel[];
}

export function defaultWithdrawRules(market: MarketCode): WithdrawRules {
  // One rupee is 100 minor units; one rupiah too, but rupiah amounts are ~200x larger.
  const unit = market === 'IN' ? 100 : 20_000;
  return {
    min: 100 * unit,
    max: 50_000 * unit,
    autoPayoutLimit: 2_000 * unit,
    maxCards: 5,
    passwordLock: { maxWrong: 5, windowMinutes: 30 },
    vipLevels: Array.from({ length: 11 }, (_, level) => ({
      level,
      dailyCount: 3 + level,
      dailyAmount: 20_000 * unit * (level + 1),
      fee: { bps: Math.max(0, 200 - 20 * level), min: level >= 10 ? 0 : 5 * unit },
    })),
  };
}

export interface Payee {
  accountName: string;
  bankName: string;
  accountNumber: string;
  ifsc: string;
  upiId: string;
}

export interface DepositRules {
  /** Wagering added per deposit: this multiple of the deposit (SPEC.md §9: 3). */
  depositWageringMultiple: number;
  /** Wagering added per Deposit Bonus: this multiple of the bonus. */
  bonusWageringMultiple: number;
  /** Pending orders a player may have at once (online, transfer, self-service UTR, agency). */
  maxPendingOrders: number;
  /** Unpaid online and transfer orders (no UTR yet) stop counting as pending after this. */
  orderExpiryMinutes: number;
  /** Gift on online and virtual-account deposits, a fraction (0.02 = 2%), when its switch is on. */
  onlineGift: number;
  onlineGiftSwitch: boolean;
  /** Bank transfer and agency amounts (minor units, inclusive). */
  transferRange: { min: number; max: number };
  agencyRange: { min: number; max: number };
  /** Accounts the player pays into for a bank transfer. */
  payees: { imps: Payee; upi: Payee };
  /** Self-service UTR: percent of the deposit per full period waited, capped (SPEC.md §9). */
  selfUtrBonus: {
    enabled: boolean;
    percentPerPeriod: number;
    periodHours: number;
    maxPercent: number;
  };
  /** Virtual accounts: the bank and the number prefix. */
  virtualAccount: { bankName: string; prefix: string; accountName: string };
  depositNotice: string;
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
    // Only what the app does today (issue 9): no banner or line may promise a bonus or a
    // programme that is not built. Texts in both languages; the player's language is served.
    banners: [
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
      {
        id: 'withdraw',
        title: { en: 'Withdraw to your own bank account', id: 'Tarik dana ke rekening bank Anda' },
        imageUrl: '/banners/withdraw.svg',
        link: '/pages/wallet/Withdraw',
      },
    ],
    rollMessages: [
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
    rechargeButton: { show: true },
    chargeInfo: india ? indiaChargeInfo() : indonesiaChargeInfo(),
    depositRules: india ? indiaDepositRules() : indonesiaDepositRules(),
    withdrawRules: defaultWithdrawRules(market),
    tableLimits: defaultTableLimits(market),
  };
}

const agents: AgentItem[] = [
  {
    id: 'agent-1',
    name: 'Agent Rina',
    avatar: 'avatar:3',
    contacts: [
      { kind: 'whatsapp', url: 'https://wa.me/6281200000001' },
      { kind: 'telegram', url: 'https://t.me/cardroom_agent_rina' },
    ],
  },
  {
    id: 'agent-2',
    name: 'Agent Budi',
    avatar: 'avatar:5',
    contacts: [{ kind: 'telegram', url: 'https://t.me/cardroom_agent_budi' }],
  },
];

const range = (min: number, max: number) => JSON.stringify({ min, max });

/** Rupees in paise: ₹100 – ₹50,000 online; UPI and IMPS transfer cards. */
function indiaChargeInfo(): ChargeInfo {
  return {
    showCrypto: true,
    showTranfer: true,
    giftSwitch: true,
    agentRechargeSwitch: true,
    fillOrderSwitch: true,
    agentsV2: JSON.stringify(
      agents.map((a, i) => ({
        ...a,
        name: i === 0 ? 'Agent Priya' : 'Agent Rahul',
        contacts: a.contacts.map((c) =>
          c.kind === 'whatsapp' ? { ...c, url: 'https://wa.me/919800000001' } : c,
        ),
      })),
    ),
    typeA: {
      amountList: [10_000, 30_000, 50_000, 100_000, 200_000, 500_000, 1_000_000, 5_000_000],
    },
    typeB: {
      amountList: [20_000, 50_000, 100_000, 300_000, 500_000, 1_000_000, 2_000_000, 5_000_000],
    },
    isTypeB: false,
    rechargeTypeList: [
      {
        type: 'upi_fast',
        name: 'UPI Fast',
        isDefault: 1,
        disable: false,
        amountRange: range(10_000, 5_000_000),
        showWeight: 40,
        showOffset: 10,
      },
      {
        type: 'paytm',
        name: 'Paytm',
        isDefault: 0,
        disable: false,
        amountRange: range(10_000, 2_000_000),
        showWeight: 20,
        showOffset: 30,
      },
      {
        type: 'phonepe',
        name: 'PhonePe',
        isDefault: 0,
        disable: false,
        amountRange: range(20_000, 1_000_000),
        showWeight: 10,
        showOffset: 20,
      },
      {
        type: 'imps_pay',
        name: 'IMPS Pay',
        isDefault: 0,
        disable: false,
        amountRange: range(100_000, 5_000_000),
        showWeight: 30,
        showOffset: 40,
      },
    ],
    bankConfigList: [
      { id: 'SBI', name: 'State Bank of India', isDefault: 1 },
      { id: 'HDFC', name: 'HDFC Bank', isDefault: 0 },
      { id: 'ICICI', name: 'ICICI Bank', isDefault: 0 },
      { id: 'AXIS', name: 'Axis Bank', isDefault: 0 },
    ],
    defaultIndex: 50_000,
    rechargeTypeLimit: 100_000,
    cards: [
      { type: 'upi', rechargeItems: '10000|30000|50000|100000|200000|500000' },
      { type: 'imps', rechargeItems: '50000|100000|200000|500000|1000000|5000000' },
    ],
    cryptoConfig: {
      networks: [
        { network: 'TRC20', currency: 'USDT', minAmount: 50_000 },
        { network: 'BEP20', currency: 'USDT', minAmount: 50_000 },
      ],
    },
    rechargeTypes: [1, 2, 3, 4],
    transferGift: 0.03,
    transferGiftSwitch: true,
    agentRechargeGift: 0.02,
    cryptoGift: 0.05,
    rechargeOpen: true,
  };
}

/** Rupiah in sen: Rp 10.000 – Rp 10.000.000 online; BCA/BRI/BNI/Mandiri; a virtual account. */
function indonesiaChargeInfo(): ChargeInfo {
  return {
    showCrypto: true,
    showTranfer: false,
    giftSwitch: true,
    agentRechargeSwitch: true,
    fillOrderSwitch: false,
    agentsV2: JSON.stringify(agents),
    typeA: {
      amountList: [
        1_000_000, 2_000_000, 5_000_000, 10_000_000, 20_000_000, 50_000_000, 100_000_000,
        1_000_000_000,
      ],
    },
    typeB: {
      amountList: [
        2_000_000, 5_000_000, 10_000_000, 25_000_000, 50_000_000, 100_000_000, 500_000_000,
        1_000_000_000,
      ],
    },
    isTypeB: false,
    rechargeTypeList: [
      {
        type: 'qris',
        name: 'QRIS',
        isDefault: 1,
        disable: false,
        amountRange: range(1_000_000, 1_000_000_000),
        showWeight: 40,
        showOffset: 10,
      },
      {
        type: 'va',
        name: 'Virtual Account',
        isDefault: 0,
        disable: false,
        amountRange: range(1_000_000, 1_000_000_000),
        showWeight: 30,
        showOffset: 20,
      },
      {
        type: 'dana',
        name: 'DANA',
        isDefault: 0,
        disable: false,
        amountRange: range(1_000_000, 500_000_000),
        showWeight: 20,
        showOffset: 30,
      },
      {
        type: 'ovo',
        name: 'OVO',
        isDefault: 0,
        disable: false,
        amountRange: range(1_000_000, 200_000_000),
        showWeight: 10,
        showOffset: 40,
      },
    ],
    bankConfigList: [
      { id: 'BCA', name: 'Bank Central Asia (BCA)', isDefault: 1 },
      { id: 'BRI', name: 'Bank Rakyat Indonesia (BRI)', isDefault: 0 },
      { id: 'BNI', name: 'Bank Negara Indonesia (BNI)', isDefault: 0 },
      { id: 'MANDIRI', name: 'Bank Mandiri', isDefault: 0 },
    ],
    defaultIndex: 5_000_000,
    rechargeTypeLimit: 10_000_000,
    cards: [],
    cryptoConfig: {
      networks: [
        { network: 'TRC20', currency: 'USDT', minAmount: 10_000_000 },
        { network: 'BEP20', currency: 'USDT', minAmount: 10_000_000 },
      ],
    },
    rechargeTypes: [1, 3, 4],
    transferGift: 0,
    transferGiftSwitch: false,
    agentRechargeGift: 0.02,
    cryptoGift: 0.05,
    rechargeOpen: true,
  };
}

function baseRules(): Omit<
  DepositRules,
  'transferRange' | 'agencyRange' | 'payees' | 'virtualAccount' | 'depositNotice'
> {
  return {
    depositWageringMultiple: 3,
    bonusWageringMultiple: 1,
    maxPendingOrders: 5,
    orderExpiryMinutes: 30,
    onlineGift: 0,
    onlineGiftSwitch: false,
    selfUtrBonus: { enabled: true, percentPerPeriod: 1, periodHours: 6, maxPercent: 30 },
  };
}

function indiaDepositRules(): DepositRules {
  return {
    ...baseRules(),
    transferRange: { min: 10_000, max: 5_000_000 },
    agencyRange: { min: 10_000, max: 5_000_000 },
    payees: {
      imps: {
        accountName: 'Cardroom Payments Pvt Ltd',
        bankName: 'HDFC Bank',
        accountNumber: '50200012345678',
        ifsc: 'HDFC0001234',
        upiId: '',
      },
      upi: {
        accountName: 'Cardroom Payments Pvt Ltd',
        bankName: '',
        accountNumber: '',
        ifsc: '',
        upiId: 'cardroom.pay@hdfcbank',
      },
    },
    virtualAccount: { bankName: '', prefix: '', accountName: '' },
    depositNotice: 'Deposits credited in 1-5 minutes',
  };
}

function indonesiaDepositRules(): DepositRules {
  return {
    ...baseRules(),
    transferRange: { min: 1_000_000, max: 1_000_000_000 },
    agencyRange: { min: 1_000_000, max: 1_000_000_000 },
    payees: {
      imps: {
        accountName: 'PT Cardroom Digital',
        bankName: 'BCA',
        accountNumber: '8730123456',
        ifsc: '',
        upiId: '',
      },
      upi: { accountName: '', bankName: '', accountNumber: '', ifsc: '', upiId: '' },
    },
    virtualAccount: { bankName: 'BCA', prefix: '39358', accountName: 'PT Cardroom Digital' },
    depositNotice: 'Deposit masuk dalam 1-5 menit',
  };
}

/**
 * House game limits per market, in minor units. Indonesia: Rp 1.000 to Rp 10.000.000 a spot,
 * up to Rp 20.000.000 a round, chips from Rp 1.000 to Rp 500.000 (a Rp 100.000 bet is one
 * tap). India: ₹10 to ₹50,000 a spot, up to ₹1,00,000 a round, chips ₹10 to ₹5,000.
 */
export function defaultTableLimits(market: MarketCode): TableLimits {
  const rupee = 100;
  const rupiah = 100;
  if (market === 'IN') {
    return {
      spot: { min: 10 * rupee, max: 50_000 * rupee },
      round: { min: 10 * rupee, max: 100_000 * rupee },
      chips: [10, 50, 100, 500, 1_000, 5_000].map((c) => c * rupee),
    };
  }
  return {
    spot: { min: 1_000 * rupiah, max: 10_000_000 * rupiah },
    round: { min: 1_000 * rupiah, max: 20_000_000 * rupiah },
    chips: [1_000, 5_000, 10_000, 50_000, 100_000, 500_000].map((c) => c * rupiah),
  };
}
