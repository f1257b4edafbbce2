import { describe, expect, it } from 'vitest';
import { reportRange } from './report-range.js';

describe('reportRange', () => {
  // 2026-03-01 20:30 UTC is already 2 March in Jakarta (UTC+7) and in India (UTC+5:30).
  const now = new Date('2026-03-01T20:30:00Z');

  it('counts days in the market’s time zone, not the device’s', () => {
    expect(reportRange('today', 'ID', now)).toEqual({ from: '2026-03-02', to: '2026-03-02' });
    expect(reportRange('today', 'IN', new Date('2026-03-01T18:00:00Z'))).toEqual({
      from: '2026-03-01',
      to: '2026-03-01',
    });
    expect(reportRange('today', 'IN', new Date('2026-03-01T18:30:00Z')).from).toBe('2026-03-02');
  });

  it('yesterday, the last 7 and 30 days end where they should', () => {
    expect(reportRange('yesterday', 'ID', now)).toEqual({ from: '2026-03-01', to: '2026-03-01' });
    expect(reportRange('last7', 'ID', now)).toEqual({ from: '2026-02-24', to: '2026-03-02' });
    expect(reportRange('last30', 'ID', now)).toEqual({ from: '2026-02-01', to: '2026-03-02' });
  });

  it('this month and last month, across a year and a leap February', () => {
    expect(reportRange('thisMonth', 'ID', now)).toEqual({ from: '2026-03-01', to: '2026-03-02' });
    expect(reportRange('lastMonth', 'ID', now)).toEqual({ from: '2026-02-01', to: '2026-02-28' });
    expect(reportRange('lastMonth', 'IN', new Date('2028-03-10T00:00:00Z'))).toEqual({
      from: '2028-02-01',
      to: '2028-02-29',
    });
    expect(reportRange('lastMonth', 'ID', new Date('2027-01-05T00:00:00Z'))).toEqual({
      from: '2026-12-01',
      to: '2026-12-31',
    });
  });
});
