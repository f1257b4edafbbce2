// @vitest-environment node
import { MARKETS } from '@cardroom/contract';
import { describe, expect, it } from 'vitest';
import {
  firstError,
  newPasswordError,
  otpError,
  passwordError,
  phoneCodeError,
  phoneError,
} from './rules';

describe('form field validation texts (SPEC §5)', () => {
  it('checks the phone: empty, leading 0, format', () => {
    expect(phoneError(MARKETS.ID, '', 'en')).toBe('The phone number cannot be empty');
    // A trunk 0, the country code, spaces and dashes are how people write it: read, not refused.
    expect(phoneError(MARKETS.ID, '0812-3456-7890', 'en')).toBeNull();
    expect(phoneError(MARKETS.ID, '+62 812 3456 7890', 'en')).toBeNull();
    expect(phoneError(MARKETS.IN, '+91 98765 43210', 'en')).toBeNull();
    expect(phoneError(MARKETS.IN, '+62 81234567890', 'en')).toBe('The phone number is not valid');
    expect(phoneError(MARKETS.ID, '12', 'en')).toBe('The phone number is not valid');
    expect(phoneError(MARKETS.ID, '81234567890', 'en')).toBeNull();
    expect(phoneError(MARKETS.IN, '9876543210', 'en')).toBeNull();
  });

  it('checks the OTP: empty, then 6 digits', () => {
    expect(otpError('', 'en')).toBe('The OTP cannot be empty');
    expect(otpError('12345', 'en')).toBe('The OTP must be 6 digits');
    expect(otpError('123456', 'en')).toBeNull();
  });

  it('checks passwords', () => {
    expect(passwordError('', 'en')).toBe('The Password cannot be empty');
    expect(newPasswordError('abc', 'en')).toBe('The password must be 6 to 32 characters');
  });

  it('speaks Indonesian for the id locale', () => {
    expect(phoneError(MARKETS.ID, '', 'id')).toBe('Nomor telepon tidak boleh kosong');
  });

  it('reports the first problem in field order', () => {
    expect(firstError(null, 'b', 'c')).toBe('b');
    expect(firstError(null, null)).toBeNull();
  });

  it('checks a phone and its code, the phone first', () => {
    expect(phoneCodeError(MARKETS.ID, '', '', 'en')).toBe('The phone number cannot be empty');
    expect(phoneCodeError(MARKETS.ID, '81234567890', '', 'id')).toBe('OTP tidak boleh kosong');
    expect(phoneCodeError(MARKETS.ID, '81234567890', '', 'en')).toBe('The OTP cannot be empty');
    expect(phoneCodeError(MARKETS.IN, '9876543210', '123456', 'en')).toBeNull();
  });
});
