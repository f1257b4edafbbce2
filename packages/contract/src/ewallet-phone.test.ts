import { describe, expect, it } from 'vitest';
import { ewalletPhone, ewalletPhoneExample, MARKETS } from './index.js';

describe('ewalletPhone', () => {
  it('reads an Indonesian e-wallet number as people type it and keeps it as 0812…', () => {
    for (const typed of [
      '081234567890',
      '0812 3456 7890',
      '0812-3456-7890',
      '+62 812 3456 7890',
      '+62-812-3456-7890',
      '62 812 3456 7890',
      '6281234567890',
      '81234567890',
      '(0812) 3456-7890',
    ]) {
      expect(ewalletPhone(MARKETS.ID, typed), typed).toBe('081234567890');
    }
  });
  it('refuses what is not a mobile number of the market', () => {
    for (const typed of [
      '',
      '12345',
      '0712345678',
      '0812',
      '+91 98765 43210',
      '08123456789012345',
    ]) {
      expect(ewalletPhone(MARKETS.ID, typed), typed).toBeNull();
    }
  });
  it('shows the market example with its trunk 0', () => {
    expect(ewalletPhoneExample(MARKETS.ID)).toBe('081234567890');
  });
});
