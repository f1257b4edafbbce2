import { describe, expect, it } from 'vitest';
import { type SelfUtrBonusRule, selfUtrBonusBps, selfUtrReachableBps } from './self-utr.js';

const H = 3_600_000;
const SPEC: SelfUtrBonusRule = {
  enabled: true,
  bpsPerPeriod: 100,
  periodHours: 6,
  maxBps: 3_000,
  handlingHours: { min: 2, max: 24 },
};

describe('self-service UTR waiting bonus', () => {
  it('pays 1% per full 6 hours, and can reach only 4% when orders are handled within 24 hours', () => {
    expect(selfUtrBonusBps(6 * H - 1, SPEC)).toBe(0);
    expect(selfUtrBonusBps(6 * H, SPEC)).toBe(100);
    expect(selfUtrBonusBps(23 * H, SPEC)).toBe(300);
    expect(selfUtrBonusBps(24 * H, SPEC)).toBe(400);
    // Late handling does not pay past what the page promised.
    expect(selfUtrBonusBps(200 * H, SPEC)).toBe(400);
    expect(selfUtrReachableBps(SPEC)).toBe(400);
  });

  it('keeps the configured cap and the switch', () => {
    expect(selfUtrReachableBps({ ...SPEC, maxBps: 250 })).toBe(250);
    expect(selfUtrReachableBps({ ...SPEC, handlingHours: { min: 2, max: 240 } })).toBe(3_000);
    expect(selfUtrReachableBps({ ...SPEC, enabled: false })).toBe(0);
    expect(selfUtrBonusBps(0, SPEC)).toBe(0);
  });
});
