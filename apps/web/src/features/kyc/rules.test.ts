import { maskKycDocument, message, nikPlausible, PAN_PATTERN } from '@cardroom/contract';
import { describe, expect, it } from 'vitest';
import { kycFormError, kycView } from './rules';

const now = new Date('2026-11-23T12:00:00Z');
const pan = { fullName: 'Asha Rao', birthday: '1992-03-14', documentNumber: 'ABCPE1234F' };
const nik = { fullName: 'Siti Rahayu', birthday: '1990-05-05', documentNumber: '3171014505900001' };

describe('KYC form rules', () => {
  it('accepts a good PAN and NIK, with spaces and lower case as people type them', () => {
    expect(kycFormError(pan, 'PAN', 'IN', 'en', now)).toBeNull();
    expect(
      kycFormError({ ...pan, documentNumber: 'abcpe 1234f' }, 'PAN', 'IN', 'en', now),
    ).toBeNull();
    expect(kycFormError(nik, 'NIK', 'ID', 'id', now)).toBeNull();
    expect(
      kycFormError({ ...nik, documentNumber: '3171-0145-0590-0001' }, 'NIK', 'ID', 'id', now),
    ).toBeNull();
  });

  it('refuses a bad PAN: length, order, a company PAN (fourth letter not P)', () => {
    for (const documentNumber of ['ABCPE1234', 'ABCDE1234F', '1234ABCDEF', 'ABCPE12345']) {
      expect(kycFormError({ ...pan, documentNumber }, 'PAN', 'IN', 'en', now)).toBe(
        message('kycPanFormat', 'en'),
      );
    }
    expect(PAN_PATTERN.test('ABCCE1234F')).toBe(false);
  });

  it('refuses a NIK that is not 16 digits or has no real province, month or serial', () => {
    for (const documentNumber of [
      '317101450590000',
      '1071014505900001',
      '3171014513900001',
      '3171013205900001',
      '3171014505900000',
    ]) {
      expect(kycFormError({ ...nik, documentNumber }, 'NIK', 'ID', 'id', now)).toBe(
        message('kycNikFormat', 'id'),
      );
    }
    // A woman's NIK adds 40 to the birth day: 45 is the 5th.
    expect(nikPlausible('3171014505900001')).toBe(true);
    expect(nikPlausible('3171010505900001')).toBe(true);
  });

  it('checks the name and the age (18 on the market’s calendar)', () => {
    expect(kycFormError({ ...pan, fullName: 'A' }, 'PAN', 'IN', 'en', now)).toBe(
      message('kycNameInvalid', 'en'),
    );
    expect(kycFormError({ ...pan, birthday: '2008-11-24' }, 'PAN', 'IN', 'en', now)).toBe(
      message('birthdayUnder18', 'en', { age: 17 }),
    );
    expect(kycFormError({ ...pan, birthday: '2008-11-23' }, 'PAN', 'IN', 'en', now)).toBeNull();
    expect(kycFormError({ ...pan, birthday: '' }, 'PAN', 'IN', 'en', now)).toBe(
      message('birthdayInvalid', 'en'),
    );
  });

  it('masks all but the last four characters', () => {
    expect(maskKycDocument('ABCPE1234F')).toBe('••••••234F');
    expect(maskKycDocument('3171014505900001')).toBe('••••••••••••0001');
  });

  it('shows the form, a wait or nothing by state and switch', () => {
    expect(kycView({ required: false, state: 'none' })).toBe('hidden');
    expect(kycView({ required: true, state: 'none' })).toBe('form');
    expect(kycView({ required: true, state: 'rejected' })).toBe('form');
    expect(kycView({ required: true, state: 'review' })).toBe('waiting');
    expect(kycView({ required: true, state: 'pending' })).toBe('waiting');
    expect(kycView({ required: true, state: 'approved' })).toBe('approved');
  });
});
