import type { ChargeInfo } from '@cardroom/contract';

/** Test data: the India defaults with a virtual account added. */
const range = (min: number, max: number) => JSON.stringify({ min, max });

export function indiaInfo(over: Partial<ChargeInfo> = {}): ChargeInfo {
  return {
    wagering: { depositMultiple: 3, bonusMultiple: 1 },
    selfUtrBonus: {
      enabled: true,
      bpsPerPeriod: 100,
      periodHours: 6,
      maxBps: 3_000,
      handlingHours: { min: 2, max: 24 },
    },
    showCrypto: true,
    showTranfer: true,
    giftSwitch: true,
    agentRechargeSwitch: true,
    fillOrderSwitch: true,
    agentsV2: JSON.stringify([
      {
        id: 'agent-1',
        name: 'Agent Priya',
        avatar: 'avatar:3',
        contacts: [{ kind: 'whatsapp', url: 'https://wa.me/919800000001' }],
      },
    ]),
    typeA: { amountList: [10_000, 30_000, 50_000, 100_000, 200_000, 5_000_000] },
    typeB: { amountList: [20_000, 5_000_000] },
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
        type: 'phonepe',
        name: 'PhonePe',
        isDefault: 0,
        disable: false,
        amountRange: range(20_000, 1_000_000),
        showWeight: 10,
        showOffset: 5,
      },
      {
        type: 'va',
        name: 'Virtual Account',
        isDefault: 0,
        disable: false,
        amountRange: range(1, 9e9),
        showWeight: 1,
        showOffset: 1,
      },
    ],
    bankConfigList: [],
    defaultIndex: 45_000,
    rechargeTypeLimit: 100_000,
    cards: [
      { type: 'upi', rechargeItems: '10000|30000|x||50000' },
      { type: 'imps', rechargeItems: '50000|100000' },
    ],
    cryptoConfig: {
      networks: [{ network: 'TRC20', currency: 'USDT', minAmount: 50_000, rate: 8_450 }],
    },
    rechargeTypes: [1, 2, 3, 4],
    transferGift: 0.03,
    transferGiftSwitch: true,
    agentRechargeGift: 0.02,
    cryptoGift: 0.05,
    methodGiftBudgetLeft: 20_000_000,
    rechargeOpen: true,
    ...over,
  };
}
