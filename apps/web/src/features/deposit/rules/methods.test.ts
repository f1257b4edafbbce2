// @vitest-environment node
import type { RechargeTypeItem } from '@cardroom/contract';
import { describe, expect, it } from 'vitest';
import { chooseMethods, inRange, parseRange } from './methods';

const m = (
  type: string,
  min: number,
  max: number,
  showWeight: number,
  showOffset: number,
  extra: Partial<RechargeTypeItem> = {},
): RechargeTypeItem => ({
  type,
  name: type,
  isDefault: 0,
  disable: false,
  amountRange: JSON.stringify({ min, max }),
  showWeight,
  showOffset,
  ...extra,
});

// The India defaults: limit ₹1,000 (100000 paise).
const list = [
  m('upi_fast', 10_000, 5_000_000, 40, 10, { isDefault: 1 }),
  m('paytm', 10_000, 2_000_000, 20, 30),
  m('phonepe', 20_000, 1_000_000, 10, 20),
  m('imps_pay', 100_000, 5_000_000, 30, 40),
];
const LIMIT = 100_000;

describe('parseRange / inRange', () => {
  it('reads the JSON text, numbers or numeric strings', () => {
    expect(parseRange('{"min":100,"max":200}')).toEqual({ min: 100, max: 200 });
    expect(parseRange('{"min":"100","max":"200"}')).toEqual({ min: 100, max: 200 });
  });
  it('gives null for anything unreadable', () => {
    for (const bad of ['', 'x', '[]', 'null', '{"min":1}', '{"min":"a","max":2}']) {
      expect(parseRange(bad), bad).toBeNull();
    }
  });
  it('is inclusive at both ends', () => {
    expect(inRange(100, '{"min":100,"max":200}')).toBe(true);
    expect(inRange(200, '{"min":100,"max":200}')).toBe(true);
    expect(inRange(99, '{"min":100,"max":200}')).toBe(false);
    expect(inRange(201, '{"min":100,"max":200}')).toBe(false);
    expect(inRange(150, 'broken')).toBe(false);
  });
});

describe('chooseMethods for +91', () => {
  it('at or below the limit sorts by showOffset and selects the first enabled', () => {
    const r = chooseMethods(list, 50_000, '+91', LIMIT);
    expect(r.list.map((x) => x.type)).toEqual(['upi_fast', 'phonepe', 'paytm', 'imps_pay']);
    expect(r.list.map((x) => x.disable)).toEqual([false, false, false, true]);
    expect(r.selected?.type).toBe('upi_fast');
    // Exactly the limit is not above it.
    expect(chooseMethods(list, LIMIT, '+91', LIMIT).list[0]?.type).toBe('upi_fast');
    expect(chooseMethods(list, LIMIT, '+91', LIMIT).list[1]?.type).toBe('phonepe');
  });

  it('above the limit sorts by showWeight, heaviest first', () => {
    const r = chooseMethods(list, 3_000_000, '+91', LIMIT);
    expect(r.list.map((x) => x.type)).toEqual(['upi_fast', 'imps_pay', 'paytm', 'phonepe']);
    expect(r.list.map((x) => x.disable)).toEqual([false, false, true, true]);
    expect(r.selected?.type).toBe('upi_fast');
  });

  it('enables a method only inside its range, both ends included', () => {
    const one = [m('a', 20_000, 30_000, 1, 1)];
    expect(chooseMethods(one, 20_000, '+91').selected?.type).toBe('a');
    expect(chooseMethods(one, 30_000, '+91').selected?.type).toBe('a');
    expect(chooseMethods(one, 19_999, '+91').list[0]?.disable).toBe(true);
    expect(chooseMethods(one, 30_001, '+91').list[0]?.disable).toBe(true);
  });

  it('selects the first enabled, skipping disabled ones ahead of it', () => {
    const r = chooseMethods(
      [m('small', 100, 500, 0, 1), m('big', 1_000, 9_000, 0, 2)],
      2_000,
      '+91',
      99_999,
    );
    expect(r.list.map((x) => x.disable)).toEqual([true, false]);
    expect(r.selected?.type).toBe('big');
  });

  it('clears the selection when no method fits', () => {
    const r = chooseMethods(list, 5, '+91', LIMIT);
    expect(r.list.every((x) => x.disable)).toBe(true);
    expect(r.selected).toBeNull();
    expect(chooseMethods(list, 9_000_000, '+91', LIMIT).selected).toBeNull();
    expect(chooseMethods([], 50_000, '+91').selected).toBeNull();
  });

  it('treats a missing limit as 0 (so any amount sorts by weight)', () => {
    const r = chooseMethods(list, 50_000, '+91');
    expect(r.list[0]?.type).toBe('upi_fast');
    expect(r.list.map((x) => x.type)).toEqual(['upi_fast', 'imps_pay', 'paytm', 'phonepe']);
  });

  it('keeps an operator-disabled method disabled and leaves the input list untouched', () => {
    const input = [m('off', 0, 9e9, 9, 1, { disable: true }), m('on', 0, 9e9, 1, 2)];
    const r = chooseMethods(input, 500, '+91', 1_000);
    expect(r.selected?.type).toBe('on');
    expect(input[1]?.disable).toBe(false);
    expect(input.map((x) => x.type)).toEqual(['off', 'on']);
  });
});

describe('chooseMethods for other prefixes', () => {
  it('selects isDefault == 1 whatever the amount, order and ranges unchanged', () => {
    const r = chooseMethods(list, 5, '+62', LIMIT);
    expect(r.list.map((x) => x.type)).toEqual(['upi_fast', 'paytm', 'phonepe', 'imps_pay']);
    expect(r.list.every((x) => !x.disable)).toBe(true);
    expect(r.selected?.type).toBe('upi_fast');
    const moved = [list[1], list[2], { ...(list[3] as RechargeTypeItem), isDefault: 1 }];
    expect(chooseMethods(moved as RechargeTypeItem[], 50_000, '+62').selected?.type).toBe(
      'imps_pay',
    );
  });
  it('falls back to the first usable method when none is marked default', () => {
    const r = chooseMethods([m('x', 0, 1, 0, 0, { disable: true }), m('y', 0, 1, 0, 0)], 5, '+62');
    expect(r.selected?.type).toBe('y');
  });
});
