import { describe, expect, it } from 'vitest';
import { checkPhone, MARKETS, maskMobile } from './market.js';

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

  it('masks all but the last four digits', () => {
    expect(maskMobile('81234567890')).toBe('*******7890');
    expect(maskMobile(null)).toBe('');
  });
});
