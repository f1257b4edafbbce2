import { describe, expect, it } from 'vitest';
import { depositBonusFor, methodGiftFor } from './endpoints/promo.js';

describe('depositBonusFor', () => {
  const rule = {
    minDeposit: 50_000,
    tiers: [
      { minAmount: 50_000, bps: 1000 },
      { minAmount: 500_000, bps: 2000 },
      { minAmount: 2_000_000, bps: 3000 },
    ],
  };

  it('earns nothing below the minimum deposit', () => {
    expect(depositBonusFor(49_999, rule, 3_000_000)).toBe(0);
  });

  it('takes the highest tier reached, rounded down', () => {
    expect(depositBonusFor(50_000, rule, 3_000_000)).toBe(5_000);
    expect(depositBonusFor(499_999, rule, 3_000_000)).toBe(49_999);
    expect(depositBonusFor(500_000, rule, 3_000_000)).toBe(100_000);
    expect(depositBonusFor(2_000_001, rule, 3_000_000)).toBe(600_000);
  });

  it("stops at what is left of today's cap", () => {
    expect(depositBonusFor(2_000_000, rule, 250)).toBe(250);
    expect(depositBonusFor(2_000_000, rule, 0)).toBe(0);
  });
});

describe('methodGiftFor', () => {
  const rule = {
    transferGiftSwitch: true,
    transferGiftBps: 300,
    agentRechargeGiftBps: 200,
    cryptoGiftBps: 500,
  };

  it('pays each method its own rate, rounded down', () => {
    expect(methodGiftFor('transfer_upi', 100_000, rule)).toBe(3_000);
    expect(methodGiftFor('transfer_imps', 99_999, rule)).toBe(2_999);
    expect(methodGiftFor('agency', 100_000, rule)).toBe(2_000);
    expect(methodGiftFor('crypto', 100_000, rule)).toBe(5_000);
  });

  it('pays nothing for online or virtual-account deposits, a transfer with its switch off, or a bad amount', () => {
    expect(methodGiftFor('online', 100_000, rule)).toBe(0);
    expect(methodGiftFor('va', 100_000, rule)).toBe(0);
    expect(methodGiftFor('transfer_upi', 100_000, { ...rule, transferGiftSwitch: false })).toBe(0);
    expect(methodGiftFor('crypto', -100, rule)).toBe(0);
    expect(methodGiftFor('crypto', 1.5, rule)).toBe(0);
  });
});
