// @vitest-environment node
import { MARKETS } from '@cardroom/contract';
import { describe, expect, it } from 'vitest';
import {
  birthdayError,
  formatBirthday,
  type ProfileFields,
  profileError,
  typedPhone,
} from './rules';

const fields = (patch: Partial<ProfileFields> = {}): ProfileFields => ({
  nickname: 'Asha',
  avatar: 'avatar:1',
  birthday: '',
  email: '',
  whatsapp: '',
  facebook: '',
  telegram: '',
  twitter: '',
  ...patch,
});
const today = new Date('2026-11-23T03:00:00.000Z');

describe('profileError', () => {
  it('accepts a nickname alone (every other field may stay empty)', () => {
    expect(profileError(fields(), 'IN', 'en', today)).toBeNull();
  });

  it('asks for a nickname of 1 to 20 characters, in the player language', () => {
    expect(profileError(fields({ nickname: '   ' }), 'IN', 'en', today)).toBe(
      'The nickname must be 1 to 20 characters',
    );
    expect(profileError(fields({ nickname: 'x'.repeat(21) }), 'ID', 'id', today)).toBe(
      'Nama panggilan harus 1 sampai 20 karakter',
    );
  });

  it('refuses an email that is not one, and says the first problem only', () => {
    expect(profileError(fields({ email: 'asha@' }), 'IN', 'en', today)).toBe(
      'The email address is not valid',
    );
    expect(profileError(fields({ nickname: '', email: 'asha@' }), 'IN', 'en', today)).toBe(
      'The nickname must be 1 to 20 characters',
    );
  });
});

describe('birthdayError', () => {
  it('says how old a birthday under 18 makes the player', () => {
    expect(birthdayError('2010-01-01', 'IN', 'en', today)).toBe(
      'You must be at least 18 years old: this birthday makes you 16',
    );
  });

  it('refuses a date that is not a day, and accepts an adult or none', () => {
    expect(birthdayError('2001-02-30', 'ID', 'id', today)).toBe('Tanggal lahir tidak valid');
    expect(birthdayError('1 Jan 2000', 'IN', 'en', today)).toBe('The birthday is not valid');
    expect(birthdayError('2000-01-01', 'IN', 'en', today)).toBeNull();
    expect(birthdayError('', 'IN', 'en', today)).toBeNull();
  });
});

describe('formatBirthday', () => {
  it('shows the day in the player language, whatever the device time zone', () => {
    expect(formatBirthday('2000-03-01', 'en')).toBe('March 1, 2000');
    expect(formatBirthday('2000-03-01', 'ind')).toBe('1 Maret 2000');
  });

  it('leaves a value that is not a date as it is', () => {
    expect(formatBirthday('', 'en')).toBe('');
  });
});

describe('typedPhone', () => {
  it('reads the number the way people type it, in each market', () => {
    for (const typed of ['+62 812-3456-7890', '0812 3456 7890', '62 81234567890', '81234567890']) {
      expect(typedPhone(MARKETS.ID, typed, 'en')).toEqual({
        national: '81234567890',
        shown: '+62 81234567890',
        problem: null,
      });
    }
    expect(typedPhone(MARKETS.IN, '+91 98765-43210', 'en').national).toBe('9876543210');
    expect(typedPhone(MARKETS.IN, '098765 43210', 'en').shown).toBe('+91 9876543210');
  });

  it('says what is wrong in the player language, and nothing while the field is empty', () => {
    expect(typedPhone(MARKETS.ID, '', 'en').problem).toBeNull();
    expect(typedPhone(MARKETS.ID, '12', 'en').problem).toBe(
      typedPhone(MARKETS.ID, '34', 'en').problem,
    );
    expect(typedPhone(MARKETS.ID, '12', 'id').problem).not.toBe(
      typedPhone(MARKETS.ID, '12', 'en').problem,
    );
    expect(typedPhone(MARKETS.ID, '12', 'en').problem).toBeTruthy();
  });
});
