import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatMoney, MAX_MINOR } from './money.js';
import { type ParsedAmount, parseMoneyInput } from './money-input.js';
import { amountProblemMessage } from './money-input-messages.js';

const minor = (r: ParsedAmount) => (r.ok ? r.minor : r.problem);

describe('parseMoneyInput: Indonesia', () => {
  it.each([
    ['50.000', 'id', 5_000_000],
    ['50000', 'id', 5_000_000],
    ['1.000.000', 'id', 100_000_000],
    ['10.000,00', 'id', 1_000_000],
    ['Rp 50.000', 'id', 5_000_000],
    ['Rp50.000', 'id', 5_000_000],
    ['50 000', 'id', 5_000_000],
    ['50,000', 'en', 5_000_000],
    ['1,000,000', 'en', 100_000_000],
    // English in Indonesia: rupiah have no sen, so a dot before three digits groups.
    ['50.000', 'en', 5_000_000],
    ['IDR 1,500,000', 'en', 150_000_000],
  ] as const)('%s (%s) is %i', (text, lang, want) => {
    expect(minor(parseMoneyInput(text, 'ID', lang))).toBe(want);
  });

  it('refuses sen and says what it read (10000,5 is not a hundred thousand)', () => {
    const r = parseMoneyInput('10000,5', 'ID', 'id');
    expect(r).toMatchObject({ ok: false, problem: 'wholeUnits', understood: 'Rp 10.000,5' });
    if (!r.ok) {
      expect(amountProblemMessage(r, 'id')).toBe(
        'Hanya jumlah bulat: kami membaca Rp 10.000,5. Maksud Anda 10.000?',
      );
    }
  });

  it.each([
    ['1.0.0', 'id', 'grouping'],
    ['10.00.000', 'id', 'grouping'],
    ['1,00,000', 'en', 'grouping'],
    ['50.000,555', 'id', 'tooManyDecimals'],
    ['10000.5', 'id', 'ambiguous'],
    ['abc', 'id', 'notANumber'],
    ['-5000', 'id', 'notANumber'],
    ['1e5', 'en', 'notANumber'],
    ['5..000', 'id', 'notANumber'],
    ['50.', 'id', 'notANumber'],
    ['', 'id', 'empty'],
    ['Rp ', 'id', 'empty'],
    ['0', 'id', 'zero'],
    ['0,00', 'id', 'zero'],
    ['9999999999999999', 'id', 'tooLarge'],
  ] as const)('refuses %s (%s): %s', (text, lang, problem) => {
    expect(parseMoneyInput(text, 'ID', lang)).toMatchObject({ ok: false, problem });
  });
});

describe('parseMoneyInput: India', () => {
  it.each([
    ['1,00,000', 'en', 10_000_000],
    ['100,000', 'en', 10_000_000],
    ['12,34,567.50', 'en', 123_456_750],
    ['₹1,500', 'en', 150_000],
    ['Rs. 1,500.5', 'en', 150_050],
    ['1500.05', 'en', 150_005],
    ['1.00.000', 'id', 10_000_000],
    ['1.500,50', 'id', 150_050],
    ['1,5', 'id', 150],
  ] as const)('%s (%s) is %i', (text, lang, want) => {
    expect(minor(parseMoneyInput(text, 'IN', lang))).toBe(want);
  });

  it('asks when a dot before three digits could be paise or thousands', () => {
    const r = parseMoneyInput('1.500', 'IN', 'en');
    expect(r).toMatchObject({
      ok: false,
      problem: 'ambiguous',
      understood: '₹1.50',
      other: '₹1,500',
    });
    if (!r.ok) {
      expect(amountProblemMessage(r, 'en')).toBe(
        'Did you mean ₹1.50 or ₹1,500? Type the amount without a thousands separator',
      );
    }
  });

  it.each([
    ['1,0,0', 'en', 'grouping', '100'],
    ['100,5', 'en', 'ambiguous', '100.5'],
    ['1.0.0', 'id', 'grouping', '100'],
    ['10,555', 'id', 'ambiguous', '10555'],
    ['10.555', 'en', 'ambiguous', '10555'],
  ] as const)('refuses %s (%s): %s, offering %s', (text, lang, problem, example) => {
    expect(parseMoneyInput(text, 'IN', lang)).toMatchObject({ ok: false, problem, example });
  });

  it('refuses a third decimal rather than drop it', () => {
    expect(parseMoneyInput('10.5555', 'IN', 'en')).toMatchObject({
      problem: 'tooManyDecimals',
      understood: '₹10.5555',
    });
    expect(minor(parseMoneyInput('10.555', 'IN', 'id'))).toBe(1_055_500);
  });

  it('takes paise unless whole units are asked for (limits)', () => {
    expect(minor(parseMoneyInput('10.50', 'IN', 'en'))).toBe(1_050);
    expect(parseMoneyInput('10.50', 'IN', 'en', { wholeUnits: true })).toMatchObject({
      problem: 'wholeUnits',
      example: '10',
    });
    expect(minor(parseMoneyInput('0', 'IN', 'en', { allowZero: true }))).toBe(0);
  });
});

describe('parseMoneyInput reads back what formatMoney writes', () => {
  const wholeRupiah = fc.integer({ min: 1, max: 999_999_999_999 }).map((n) => n * 100);
  const rupees = fc.integer({ min: 1, max: Math.floor(MAX_MINOR / 1000) });

  for (const lang of ['en', 'id'] as const) {
    it(`rupiah in ${lang}, with and without the sign`, () => {
      fc.assert(
        fc.property(wholeRupiah, fc.boolean(), (amount, bare) => {
          const text = formatMoney(amount, 'ID', lang, { bare });
          expect(parseMoneyInput(text, 'ID', lang)).toEqual({ ok: true, minor: amount });
        }),
        { numRuns: 2_000 },
      );
    });

    it(`rupees and paise in ${lang}, with and without the sign`, () => {
      fc.assert(
        fc.property(rupees, fc.boolean(), (amount, bare) => {
          const text = formatMoney(amount, 'IN', lang, { bare });
          const read = parseMoneyInput(text, 'IN', lang);
          // A whole thousand written "₹1.000" in Indonesian groups; "1.000" in English would
          // be ambiguous, but formatMoney writes English thousands with a comma.
          expect(read).toEqual({ ok: true, minor: amount });
        }),
        { numRuns: 2_000 },
      );
    });
  }

  it('never reads a text with digits dropped: an accepted amount has every digit typed', () => {
    const typed = fc.stringMatching(/^[0-9][0-9.,]{0,12}$/);
    fc.assert(
      fc.property(typed, fc.constantFrom('ID', 'IN'), fc.constantFrom('en', 'id'), (t, m, l) => {
        const r = parseMoneyInput(t, m, l);
        if (!r.ok) return;
        const digits = t.replace(/[.,]/g, '').replace(/^0+/, '');
        const value = String(r.minor).replace(/0+$/, '');
        expect(digits.replace(/0+$/, '')).toBe(value);
      }),
      { numRuns: 5_000 },
    );
  });
});
