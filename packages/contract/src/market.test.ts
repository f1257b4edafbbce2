import { describe, expect, it } from 'vitest';
import { checkPhone, MARKETS, marketPeriod, maskMobile, nationalNumber } from './market.js';

describe('phone rules', () => {
  it('checks empty, then a leading 0, then the market format', () => {
    expect(checkPhone(MARKETS.ID, '')).toBe('phoneEmpty');
    expect(checkPhone(MARKETS.ID, '0812345678')).toBe('phoneStartsWithZero');
    expect(checkPhone(MARKETS.ID, '712345678')).toBe('phoneInvalid');
    expect(checkPhone(MARKETS.ID, '81234567890')).toBeNull();
    expect(checkPhone(MARKETS.IN, '9876543210')).toBeNull();
    expect(checkPhone(MARKETS.IN, '5876543210')).toBe('phoneInvalid');
    expect(checkPhone(MARKETS.IN, '98765')).toBe('phoneInvalid');
  });

  it.each([
    ['ID', '0812-3456-7890', '81234567890'],
    ['ID', '+62 812 3456 7890', '81234567890'],
    ['ID', '+62 0812 3456 7890', '81234567890'],
    ['ID', '62 812 3456 7890', '81234567890'],
    ['ID', '0062 81234567890', '81234567890'],
    ['ID', '(0812) 3456.7890', '81234567890'],
    ['ID', '81234567890', '81234567890'],
    ['IN', '098765 43210', '9876543210'],
    ['IN', '+91 98765-43210', '9876543210'],
    ['IN', '91 98765 43210', '9876543210'],
    // Ten digits that start with 91 are an Indian number, not a country code.
    ['IN', '9123456789', '9123456789'],
    ['IN', '+91 9123456789', '9123456789'],
    // Another country's code stays, so the number is refused rather than misread.
    ['IN', '+62 81234567890', '+6281234567890'],
    ['ID', '+91 9876543210', '+919876543210'],
  ] as const)('reads %s %s as the national number %s', (market, typed, national) => {
    expect(nationalNumber(MARKETS[market], typed)).toBe(national);
  });

  it('refuses what is left when it is not the market format', () => {
    const check = (m: 'ID' | 'IN', t: string) =>
      checkPhone(MARKETS[m], nationalNumber(MARKETS[m], t));
    expect(check('ID', '0812-3456-7890')).toBeNull();
    expect(check('IN', '+91 98765 43210')).toBeNull();
    expect(check('IN', '+62 81234567890')).toBe('phoneInvalid');
    expect(check('ID', '0712 345')).toBe('phoneInvalid');
    expect(check('ID', '  ')).toBe('phoneEmpty');
  });

  it('masks all but the last four digits', () => {
    expect(maskMobile('81234567890')).toBe('*******7890');
    expect(maskMobile(null)).toBe('');
  });
});

describe('marketPeriod', () => {
  // 2026-11-23 is a Monday.
  it('cuts days at local midnight: 23:59 and 00:01 WIB are two days', () => {
    const before = new Date('2026-11-23T16:59:00Z'); // 23:59 WIB
    const after = new Date('2026-11-23T17:01:00Z'); // 00:01 WIB on the 24th
    expect(marketPeriod('ID', before, 'day').key).toBe('2026-11-23');
    expect(marketPeriod('ID', after, 'day').key).toBe('2026-11-24');
    expect(marketPeriod('ID', after, 'day').start.toISOString()).toBe('2026-11-23T17:00:00.000Z');
    expect(marketPeriod('ID', after, 'day').end.toISOString()).toBe('2026-11-24T17:00:00.000Z');
  });

  it('cuts days at local midnight in IST (UTC+5:30)', () => {
    expect(marketPeriod('IN', new Date('2026-11-23T18:29:00Z'), 'day').key).toBe('2026-11-23');
    const p = marketPeriod('IN', new Date('2026-11-23T18:31:00Z'), 'day');
    expect(p.key).toBe('2026-11-24');
    expect(p.start.toISOString()).toBe('2026-11-23T18:30:00.000Z');
  });

  it('starts weeks on Monday in the market clock', () => {
    // Sunday 2026-11-22 23:59 IST vs Monday 00:01 IST.
    const sun = marketPeriod('IN', new Date('2026-11-22T18:29:00Z'), 'week');
    const mon = marketPeriod('IN', new Date('2026-11-22T18:31:00Z'), 'week');
    expect(sun.key).toBe('2026-W47');
    expect(mon.key).toBe('2026-W48');
    expect(mon.start.toISOString()).toBe('2026-11-22T18:30:00.000Z');
    expect(mon.end.toISOString()).toBe('2026-11-29T18:30:00.000Z');
    expect(sun.end.getTime()).toBe(mon.start.getTime());
  });

  it('numbers weeks by ISO year across the new year', () => {
    expect(marketPeriod('ID', new Date('2027-01-01T05:00:00Z'), 'week').key).toBe('2026-W53');
    expect(marketPeriod('ID', new Date('2027-01-04T05:00:00Z'), 'week').key).toBe('2027-W01');
    expect(marketPeriod('ID', new Date('2025-12-29T05:00:00Z'), 'week').key).toBe('2026-W01');
  });

  it('cuts months at local midnight of the first', () => {
    const end = marketPeriod('ID', new Date('2026-11-30T16:59:59Z'), 'month');
    const next = marketPeriod('ID', new Date('2026-11-30T17:00:00Z'), 'month');
    expect(end.key).toBe('2026-11');
    expect(next.key).toBe('2026-12');
    expect(end.end.toISOString()).toBe('2026-11-30T17:00:00.000Z');
    expect(marketPeriod('IN', new Date('2026-12-31T18:30:00Z'), 'month').key).toBe('2027-01');
    expect(marketPeriod('IN', new Date('2026-12-31T18:30:00Z'), 'month').end.toISOString()).toBe(
      '2027-01-31T18:30:00.000Z',
    );
  });
});
