import { describe, expect, it } from 'vitest';
import { ageOn, birthdayProblem, dayIn } from './age.js';

describe('age', () => {
  it('counts whole years, turning a year older on the birthday itself', () => {
    expect(ageOn('2008-06-15', '2026-06-14')).toBe(17);
    expect(ageOn('2008-06-15', '2026-06-15')).toBe(18);
    expect(ageOn('2010-01-01', '2026-11-23')).toBe(16);
    expect(ageOn('2008-02-29', '2026-02-28')).toBe(17);
    expect(ageOn('2008-02-29', '2026-03-01')).toBe(18);
  });

  it('refuses days that do not exist', () => {
    expect(ageOn('2007-02-29', '2026-01-01')).toBeNull();
    expect(ageOn('2007-13-01', '2026-01-01')).toBeNull();
    expect(ageOn('', '2026-01-01')).toBeNull();
  });

  it('says what is wrong with a profile birthday', () => {
    const now = new Date('2026-11-23T00:00:00Z');
    expect(birthdayProblem('', 'ID', now)).toBeNull();
    expect(birthdayProblem('1990-04-30', 'IN', now)).toBeNull();
    expect(birthdayProblem('2010-01-01', 'ID', now)).toEqual({ key: 'birthdayUnder18', age: 16 });
    expect(birthdayProblem('2999-01-01', 'ID', now)).toEqual({ key: 'birthdayInvalid' });
    expect(birthdayProblem('1850-01-01', 'ID', now)).toEqual({ key: 'birthdayInvalid' });
  });

  it("takes today's date in the market's time zone", () => {
    const lateUtc = new Date('2026-06-14T20:00:00Z');
    expect(dayIn('Asia/Jakarta', lateUtc)).toBe('2026-06-15');
    expect(dayIn('UTC', lateUtc)).toBe('2026-06-14');
  });
});
