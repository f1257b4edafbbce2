import { describe, expect, it } from 'vitest';
import { isMessageKey, message, toLocale } from './messages.js';

describe('messages', () => {
  it('keeps the spec texts word for word', () => {
    expect(message('phoneEmpty', 'en')).toBe('The phone number cannot be empty');
    expect(message('otpEmpty', 'en')).toBe('The OTP cannot be empty');
    expect(message('phoneOrIdEmpty', 'en')).toBe('The phone number or ID cannot be empty');
    expect(message('passwordEmpty', 'en')).toBe('The Password cannot be empty');
    expect(message('phoneStartsWithZero', 'en')).toBe('The phone number cannot start with 0');
  });

  it('fills placeholders and answers in Indonesian for id', () => {
    expect(message('smsTooSoon', 'en', { seconds: 42 })).toContain('42 seconds');
    expect(message('smsTooSoon', 'id', { seconds: 42 })).toContain('42 detik');
  });

  it('keeps "system" in fault messages so the client does not toast them', () => {
    expect(message('system', 'en')).toContain('system');
    expect(message('system', 'id')).toContain('system');
  });

  it('maps request locales', () => {
    expect(toLocale('id')).toBe('id');
    expect(toLocale('en')).toBe('en');
    expect(toLocale('fr')).toBe('en');
    expect(isMessageKey('phoneEmpty')).toBe(true);
    expect(isMessageKey('toString')).toBe(false);
  });
});
