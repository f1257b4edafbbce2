import { describe, expect, it } from 'vitest';
import { emptyFacts, evaluate } from './rules.js';
import { defaultRiskRules, riskRulesSchema } from './settings.js';

describe('risk rules (pure)', () => {
  it('has defaults that pass the schema in both markets, money in each market’s minor units', () => {
    for (const market of ['IN', 'ID'] as const) {
      expect(riskRulesSchema.parse(defaultRiskRules(market))).toEqual(defaultRiskRules(market));
    }
    // ₹2,000 and Rp 360.000: the same size of money in each market.
    expect(defaultRiskRules('IN').withdrawOverDeposit.minWithdrawn).toBe(200_000);
    expect(defaultRiskRules('ID').withdrawOverDeposit.minWithdrawn).toBe(36_000_000);
  });

  it('raises nothing for a player with no history', () => {
    expect(evaluate(emptyFacts(), defaultRiskRules('IN'), 'IN')).toEqual([]);
  });

  it('writes the figures in the market’s money', () => {
    const facts = { ...emptyFacts(), deposits: 100_000, withdrawals: 500_000 };
    expect(evaluate(facts, defaultRiskRules('IN'), 'IN')).toEqual([
      {
        rule: 'withdrawOverDeposit',
        reason: 'Withdrew ₹5,000 against ₹1,000 deposited (over 1.5×)',
      },
    ]);
  });

  it('compares at the threshold exactly: at the ratio is not over it', () => {
    const rules = defaultRiskRules('IN');
    const at = { ...emptyFacts(), deposits: 200_000, withdrawals: 300_000 };
    expect(evaluate(at, rules, 'IN')).toEqual([]);
    expect(evaluate({ ...at, withdrawals: 300_001 }, rules, 'IN')).toHaveLength(1);
  });

  it('fast in and out: within the minutes and under the play share only', () => {
    const rules = defaultRiskRules('IN');
    const fast = { deposit: 100_000, stake: 19_999, minutes: 60 };
    expect(evaluate({ ...emptyFacts(), fastInOut: fast }, rules, 'IN')[0]?.rule).toBe('fastInOut');
    expect(
      evaluate({ ...emptyFacts(), fastInOut: { ...fast, stake: 20_000 } }, rules, 'IN'),
    ).toEqual([]);
    expect(evaluate({ ...emptyFacts(), fastInOut: { ...fast, minutes: 61 } }, rules, 'IN')).toEqual(
      [],
    );
  });

  it('a rule switched off raises nothing whatever the facts', () => {
    const rules = defaultRiskRules('ID');
    const facts = { ...emptyFacts(), devicePileup: 9, sharedDevice: 8 };
    expect(evaluate(facts, rules, 'ID').map((f) => f.rule)).toEqual([
      'sharedDevice',
      'devicePileup',
    ]);
    const off = {
      ...rules,
      sharedDevice: { ...rules.sharedDevice, enabled: false },
      devicePileup: { ...rules.devicePileup, enabled: false },
    };
    expect(evaluate(facts, off, 'ID')).toEqual([]);
  });
});
