// @vitest-environment node
import type { SelfUtrBonusRule } from '@cardroom/contract';
import { describe, expect, it } from 'vitest';
import { selfUtrTerms } from './selfUtr';

const SPEC: SelfUtrBonusRule = {
  enabled: true,
  bpsPerPeriod: 100,
  periodHours: 6,
  maxBps: 3_000,
  handlingHours: { min: 2, max: 24 },
};

describe('selfUtrTerms', () => {
  it('promises what the rule reaches within the handling time, not the 30% cap', () => {
    expect(selfUtrTerms(SPEC, 'en')).toEqual({
      from: 2,
      to: 24,
      bonus: { rate: '1%', hours: 6, max: '4%' },
    });
    expect(selfUtrTerms({ ...SPEC, bpsPerPeriod: 150 }, 'ind').bonus).toEqual({
      rate: '1,5%',
      hours: 6,
      max: '6%',
    });
  });

  it('follows the settings: a longer handling time reaches the cap, none is promised when off', () => {
    expect(selfUtrTerms({ ...SPEC, handlingHours: { min: 2, max: 720 } }, 'en').bonus?.max).toBe(
      '30%',
    );
    expect(selfUtrTerms({ ...SPEC, enabled: false }, 'en').bonus).toBeNull();
    expect(selfUtrTerms({ ...SPEC, handlingHours: { min: 1, max: 5 } }, 'en')).toEqual({
      from: 1,
      to: 5,
      bonus: null,
    });
  });
});
