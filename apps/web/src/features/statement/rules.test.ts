// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { customPeriodOk, presetPeriod } from './rules';

describe('statement periods', () => {
  // 23 Nov 2026 at 20:00 UTC is already 24 Nov in India (UTC+5:30) and Indonesia (UTC+7).
  const now = new Date('2026-11-23T20:00:00Z');

  it('takes the presets on the market’s calendar', () => {
    expect(presetPeriod('thisMonth', 'IN', now)).toEqual({ from: '2026-11-01', to: '2026-11-24' });
    expect(presetPeriod('lastMonth', 'ID', now)).toEqual({ from: '2026-10-01', to: '2026-10-31' });
    expect(presetPeriod('last30', 'ID', now)).toEqual({ from: '2026-10-26', to: '2026-11-24' });
    const jan = new Date('2027-01-10T03:00:00Z');
    expect(presetPeriod('lastMonth', 'IN', jan)).toEqual({ from: '2026-12-01', to: '2026-12-31' });
  });

  it('accepts a custom period of at most a year, start not after end', () => {
    expect(customPeriodOk('2026-01-01', '2026-01-01')).toBe(true);
    expect(customPeriodOk('2024-01-01', '2024-12-31')).toBe(true);
    expect(customPeriodOk('2025-01-01', '2026-01-02')).toBe(false);
    expect(customPeriodOk('2026-02-02', '2026-02-01')).toBe(false);
    expect(customPeriodOk('', '2026-02-01')).toBe(false);
  });
});
