import { describe, expect, it } from 'vitest';
import { bankNameOfIfsc } from './ifsc-banks.js';

describe('bankNameOfIfsc', () => {
  it("names the major banks by the IFSC's bank code", () => {
    expect(bankNameOfIfsc('SBIN0001234')).toBe('State Bank of India');
    expect(bankNameOfIfsc('hdfc0000001')).toBe('HDFC Bank');
    expect(bankNameOfIfsc('UTIB0000123')).toBe('Axis Bank');
  });
  it('shows an unknown IFSC as itself', () => {
    expect(bankNameOfIfsc('ZZZZ0001234')).toBe('ZZZZ0001234');
    expect(bankNameOfIfsc(' abcd0001234 ')).toBe('ABCD0001234');
  });
});
