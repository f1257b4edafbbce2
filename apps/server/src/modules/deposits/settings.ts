import { type AgentItem, chargeInfo, cryptoRate, type MarketCode } from '@cardroom/contract';
import { z } from 'zod';
import {
  basisPoints,
  defineSetting,
  minorUnits,
  removedField,
  renamedTo,
} from '../settings/index.js';

/**
 * The deposit module's operator settings (docs/OPERATIONS.md): `chargeInfo`, what
 * /recharge/getChargeInfo answers, and `depositRules`, the server-side rules the client
 * never sees. Amounts are integer minor units; every rate is integer basis points (100 = 1%).
 */

const minorRange = z
  .object({ min: minorUnits, max: minorUnits })
  .refine((r) => r.min <= r.max, 'min must not be above max');

const payee = z.object({
  accountName: z.string(),
  bankName: z.string(),
  accountNumber: z.string(),
  ifsc: z.string(),
  upiId: z.string(),
});
export type Payee = z.infer<typeof payee>;

const ONLINE_GIFT_MOVED =
  'the online deposit bonus is a first_deposit promotion (npm run ops -- promo create --kind first_deposit)';

const depositRulesSchema = z.object({
  /** Wagering added per deposit: this multiple of the deposit (SPEC.md §9: 3). */
  depositWageringMultiple: z.number().int().min(0).max(100),
  /** Wagering added per Deposit Bonus: this multiple of the bonus. */
  bonusWageringMultiple: z.number().int().min(0).max(100),
  /** Pending orders a player may have at once (online, transfer, self-service UTR, agency). */
  maxPendingOrders: z.number().int().min(1),
  /** Unpaid online and transfer orders (no UTR yet) stop counting as pending after this. */
  orderExpiryMinutes: z.number().int().min(1),
  // The online-deposit gift was a second way to pay a deposit bonus beside the first-deposit
  // promotion (both on paid twice); the promotion engine is the one way now (issue 11).
  onlineGiftBps: removedField(ONLINE_GIFT_MOVED),
  onlineGift: removedField(ONLINE_GIFT_MOVED),
  onlineGiftSwitch: removedField(ONLINE_GIFT_MOVED),
  /** Bank transfer and agency amounts (minor units, inclusive). */
  transferRange: minorRange,
  agencyRange: minorRange,
  /** Accounts the player pays into for a bank transfer. */
  payees: z.object({ imps: payee, upi: payee }),
  /** Self-service UTR: basis points of the deposit per full period waited, capped (SPEC.md §9). */
  selfUtrBonus: z.object({
    enabled: z.boolean(),
    bpsPerPeriod: basisPoints(),
    periodHours: z.number().int().min(1),
    maxBps: basisPoints(),
    /**
     * How long the operator takes to handle such an order (SPEC.md §9: 2-24 hours): waiting
     * past the maximum earns nothing more, so the pages promise what the rule can reach.
     */
    handlingHours: z
      .object({ min: z.number().int().min(0), max: z.number().int().min(1).max(720) })
      .refine((h) => h.min <= h.max, 'min must not be above max')
      .default({ min: 2, max: 24 }),
    percentPerPeriod: renamedTo('bpsPerPeriod'),
    maxPercent: renamedTo('maxBps'),
  }),
  /**
   * The most the method gifts (transfer, agency, crypto: chargeInfo `*GiftBps`) may pay in one
   * market day, minor units, across all players. Each gift reserves its amount against the day's
   * counter in the transaction that pays it; a gift that would pass the budget is not paid and the
   * order says why. 0 pays no method gift; there is no "unlimited" (set a large number).
   */
  methodGiftDailyBudget: minorUnits,
  /** Virtual accounts: the bank and the number prefix. */
  virtualAccount: z.object({ bankName: z.string(), prefix: z.string(), accountName: z.string() }),
  depositNotice: z.string(),
});
export type DepositRules = z.infer<typeof depositRulesSchema>;

/**
 * What /recharge/getChargeInfo answers (SPEC.md §3), except the gift rates: stored as basis
 * points (`transferGiftBps` 300 = 3%) while the answer keeps the spec's fractions (0.03), so
 * the stored document is not the answer field for field: presentChargeInfo converts.
 */
const chargeInfoSchema = chargeInfo
  // The wagering multiples and the self-service UTR bonus are deposit rules (depositRules),
  // answered beside these; the gift budget left is counted today (gift-budget.ts).
  .omit({
    transferGift: true,
    agentRechargeGift: true,
    cryptoGift: true,
    wagering: true,
    selfUtrBonus: true,
    methodGiftBudgetLeft: true,
  })
  .extend({
    // The networks as stored: each one's rate is in `cryptoRates` beside them, a top-level
    // field, so a document stored before rates existed gets the market's default rates.
    cryptoConfig: z.object({
      networks: z.array(
        z.object({ network: z.string(), currency: z.string(), minAmount: minorUnits }),
      ),
    }),
    /**
     * Minor units credited per whole coin, by network (1 USDT on TRC20 = Rp 16.250 is
     * `{"TRC20": 1625000}`): the one rate the server credits incoming coins at, the sandbox
     * simulates them at and the deposit page states before the player sends (crypto-rate.ts).
     */
    cryptoRates: z.record(z.string(), cryptoRate),
    transferGiftBps: basisPoints(),
    agentRechargeGiftBps: basisPoints(),
    cryptoGiftBps: basisPoints(),
    transferGift: renamedTo('transferGiftBps'),
    agentRechargeGift: renamedTo('agentRechargeGiftBps'),
    cryptoGift: renamedTo('cryptoGiftBps'),
  })
  .refine((c) => c.cryptoConfig.networks.every((n) => c.cryptoRates[n.network] !== undefined), {
    message: 'every crypto network needs a rate in cryptoRates',
    path: ['cryptoRates'],
  });
export type ChargeInfoSettings = z.infer<typeof chargeInfoSchema>;

export const chargeInfoSetting = defineSetting({
  key: 'chargeInfo',
  schema: chargeInfoSchema,
  defaults: (market) => (market === 'IN' ? indiaChargeInfo() : indonesiaChargeInfo()),
});

export const depositRulesSetting = defineSetting({
  key: 'depositRules',
  schema: depositRulesSchema,
  defaults: (market: MarketCode) =>
    market === 'IN' ? indiaDepositRules() : indonesiaDepositRules(),
});

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
function indiaChargeInfo(): ChargeInfoSettings {
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
    // ₹84.50 a USDT (paise per coin); the operator keeps it current.
    cryptoRates: { TRC20: 8_450, BEP20: 8_450 },
    rechargeTypes: [1, 2, 3, 4],
    transferGiftBps: 300,
    transferGiftSwitch: true,
    agentRechargeGiftBps: 200,
    cryptoGiftBps: 500,
    rechargeOpen: true,
  };
}

/** Rupiah in sen: Rp 10.000 – Rp 10.000.000 online; BCA/BRI/BNI/Mandiri; a virtual account. */
function indonesiaChargeInfo(): ChargeInfoSettings {
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
    // Rp 16.250 a USDT (sen per coin); the operator keeps it current.
    cryptoRates: { TRC20: 1_625_000, BEP20: 1_625_000 },
    rechargeTypes: [1, 3, 4],
    transferGiftBps: 0,
    transferGiftSwitch: false,
    agentRechargeGiftBps: 200,
    cryptoGiftBps: 500,
    rechargeOpen: true,
  };
}

function baseRules(): Omit<
  DepositRules,
  | 'transferRange'
  | 'agencyRange'
  | 'payees'
  | 'virtualAccount'
  | 'depositNotice'
  | 'methodGiftDailyBudget'
> {
  return {
    depositWageringMultiple: 3,
    bonusWageringMultiple: 1,
    maxPendingOrders: 5,
    orderExpiryMinutes: 30,
    selfUtrBonus: {
      enabled: true,
      bpsPerPeriod: 100,
      periodHours: 6,
      maxBps: 3_000,
      handlingHours: { min: 2, max: 24 },
    },
  };
}

function indiaDepositRules(): DepositRules {
  return {
    ...baseRules(),
    // ₹2,00,000 of method gifts a day.
    methodGiftDailyBudget: 20_000_000,
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
    // Rp 50.000.000 of method gifts a day.
    methodGiftDailyBudget: 5_000_000_000,
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
