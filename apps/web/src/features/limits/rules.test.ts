// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { appliesAtOnce, editText, parseLimitInput, usedShare } from './rules';

describe('limit input', () => {
  it('takes whole currency units for money limits, in minor units', () => {
    expect(parseLimitInput('deposit', '5,000', 'IN', 'en')).toEqual({ ok: true, value: 500_000 });
    expect(parseLimitInput('loss', ' 0 ', 'IN', 'en')).toEqual({ ok: true, value: 0 });
  });
  it('reads money the way the market writes it', () => {
    expect(parseLimitInput('deposit', '500.000', 'ID', 'id')).toEqual({
      ok: true,
      value: 50_000_000,
    });
    expect(parseLimitInput('deposit', '5,00,000', 'IN', 'en')).toEqual({
      ok: true,
      value: 50_000_000,
    });
    expect(parseLimitInput('deposit', '500,5', 'ID', 'id')).toEqual({
      ok: false,
      message: 'Hanya jumlah bulat: kami membaca Rp 500,5. Maksud Anda 500?',
    });
  });
  it('refuses cents, negatives, text and too large', () => {
    expect(parseLimitInput('deposit', '10.50', 'IN', 'en')).toMatchObject({
      ok: false,
      message: 'Whole amounts only: we read ₹10.50. Did you mean 10?',
    });
    expect(parseLimitInput('wager', '-5', 'IN', 'en')).toMatchObject({
      ok: false,
      message: 'Type the amount in digits only',
    });
    expect(parseLimitInput('wager', 'ten', 'ID', 'en')).toMatchObject({ ok: false });
    expect(parseLimitInput('wager', '', 'IN', 'en')).toMatchObject({
      ok: false,
      key: 'limits.errAmount',
    });
    expect(parseLimitInput('wager', '1000000000001', 'IN', 'en')).toMatchObject({
      ok: false,
      key: 'limits.errTooLarge',
    });
  });
  it('takes 5 to 1440 whole minutes for the session limit', () => {
    expect(parseLimitInput('session', '60', 'IN', 'en')).toEqual({ ok: true, value: 60 });
    expect(parseLimitInput('session', '4', 'IN', 'en')).toMatchObject({
      ok: false,
      key: 'limits.errSession',
    });
    expect(parseLimitInput('session', '1441', 'IN', 'en')).toMatchObject({ ok: false });
    expect(parseLimitInput('session', '30.5', 'IN', 'en')).toMatchObject({ ok: false });
  });
});

describe('limit rules', () => {
  it('applies a first or lower limit at once, a raise or removal later', () => {
    expect(appliesAtOnce(null, 100)).toBe(true);
    expect(appliesAtOnce(200, 100)).toBe(true);
    expect(appliesAtOnce(200, 200)).toBe(true);
    expect(appliesAtOnce(200, 300)).toBe(false);
    expect(appliesAtOnce(200, null)).toBe(false);
  });
  it('fills the bar by what is used, capped at full', () => {
    expect(usedShare({ value: null, used: 50 })).toBe(0);
    expect(usedShare({ value: 200, used: 50 })).toBe(0.25);
    expect(usedShare({ value: 200, used: 500 })).toBe(1);
    expect(usedShare({ value: 0, used: 0 })).toBe(1);
  });
  it('shows money limits in whole units to edit', () => {
    expect(editText('deposit', 500_000)).toBe('5000');
    expect(editText('session', 45)).toBe('45');
    expect(editText('loss', null)).toBe('');
  });
});
