import { MARKETS } from '@cardroom/contract';
import { describe, expect, it } from 'vitest';
import { ifscError, parseWithdrawAmount, wageringLeftText, withdrawPasswordErrors } from './rules';

describe('withdraw checks', () => {
  it('uses the spec texts for the withdraw password', () => {
    expect(withdrawPasswordErrors('', '', '', 'en')).toBe('The withdraw passwd cannot be empty');
    expect(withdrawPasswordErrors('abc123', 'abc124', '', 'en')).toBe('Two passwords do not match');
    expect(withdrawPasswordErrors('abc123', 'abc123', '', 'en')).toBe(
      'The verification code cannot be empty',
    );
    expect(withdrawPasswordErrors('abc123', 'abc123', '123456', 'en')).toBeNull();
  });

  it('requires 0 as the fifth IFSC character', () => {
    expect(ifscError('SBIN0001234', 'en')).toBeNull();
    expect(ifscError('sbin0001234', 'en')).toBeNull();
    expect(ifscError('SBIN1001234', 'en')).toMatch(/then 0/);
    expect(ifscError('', 'en')).toBe('The IFSC cannot be empty');
  });

  it('parses amounts to minor units and checks the limits', () => {
    const limits = { min: 10_000, max: 5_000_000, withdrawable: 100_000 };
    const fmt = (m: number) => String(m / 100);
    expect(parseWithdrawAmount('', limits, 'en', fmt)).toEqual({
      error: 'The withdrawal amount cannot be empty',
    });
    expect(parseWithdrawAmount('500.25', limits, 'en', fmt)).toEqual({ amount: 50_025 });
    expect(parseWithdrawAmount('50', limits, 'en', fmt)).toEqual({
      error: 'The withdrawal amount must be between 100 and 50000',
    });
    expect(parseWithdrawAmount('2000', limits, 'en', fmt)).toEqual({
      error: 'Your balance is not enough for this withdrawal',
    });
  });

  it('says how much is left to bet, in the market word, instead of "not enough"', () => {
    const inr = wageringLeftText(123_456, MARKETS.IN, 'en');
    expect(inr).toBe('You still have 1,234.56 rupees left to bet in the game');
    expect(wageringLeftText(300_000, MARKETS.IN, 'en')).toBe(
      'You still have 3,000 rupees left to bet in the game',
    );
    expect(wageringLeftText(123_456, MARKETS.ID, 'id')).toBe(
      'Anda masih harus bertaruh 1.234 rupiah lagi dalam permainan',
    );
    const limits = { min: 10_000, max: 5_000_000, withdrawable: 0, wagering: inr };
    expect(parseWithdrawAmount('500', limits, 'en', String)).toEqual({ error: inr });
    expect(parseWithdrawAmount('', limits, 'en', String)).toEqual({
      error: 'The withdrawal amount cannot be empty',
    });
  });
});
