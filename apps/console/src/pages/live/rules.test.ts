import { liveTableSettings } from '@cardroom/contract';
import { describe, expect, it } from 'vitest';
import { formOf, LATE_AFTER_MS, readForm, secondsLate, secondsLeft, TIME_BOUNDS } from './rules';

const table = {
  id: 'dragon-tiger-1',
  game: 'dragon-tiger' as const,
  name: { en: 'Live Dragon Tiger', id: 'Dragon Tiger Live' },
  open: true,
  bettingMs: 12_000,
  revealMs: 800,
  resultMs: 4_000,
  spot: { min: 1_000, max: 50_000 },
  round: { min: 1_000, max: 100_000 },
  chips: [1_000, 5_000, 10_000, 50_000],
};

describe('the live table settings form', () => {
  it('reads a table back unchanged (rupees, with paise)', () => {
    const form = formOf(table, '₹');
    expect(form).toMatchObject({
      bettingS: '12',
      revealMs: '800',
      spotMin: '10',
      chips: '10 50 100 500',
    });
    const read = readForm(form, '₹');
    expect(read).toEqual({
      ok: true,
      change: {
        bettingMs: 12_000,
        revealMs: 800,
        resultMs: 4_000,
        spot: table.spot,
        round: table.round,
        chips: table.chips,
      },
    });
  });

  it('names each field it refuses, as the server would', () => {
    const form = {
      ...formOf(table, '₹'),
      bettingS: '4',
      spotMin: '600',
      spotMax: '500',
      chips: '50 10',
    };
    const read = readForm(form, '₹');
    expect(read.ok).toBe(false);
    if (read.ok) return;
    expect(read.errors.bettingS).toBe('Betting window: from 5 to 60 s.');
    expect(read.errors.spotMax).toBe('A spot’s maximum is below its minimum.');
    expect(read.errors.chips).toMatch(/^Chip 50 is outside/);
    const chips = readForm({ ...formOf(table, '₹'), chips: '50 10' }, '₹');
    expect(chips.ok ? null : chips.errors.chips).toBe(
      'Chips go from the smallest to the largest, each once.',
    );
  });

  it("holds the time bounds to the contract's schema", () => {
    for (const [field, { min, max }] of Object.entries(TIME_BOUNDS)) {
      const ok = (v: number) => liveTableSettings.safeParse({ ...table, [field]: v }).success;
      expect([ok(min), ok(max), ok(min - 1), ok(max + 1)], field).toEqual([
        true,
        true,
        false,
        false,
      ]);
    }
  });

  it('counts down from the server clock', () => {
    expect(secondsLeft(10_000, 1_000, 0)).toBe(9);
    expect(secondsLeft(10_000, 1_000, 8_500)).toBe(1);
    expect(secondsLeft(10_000, 1_000, 20_000)).toBe(0);
    expect(secondsLeft(null, 1_000, 0)).toBeNull();
  });

  it('calls the dealer late only past the grace, and a finished round late only where it deals', () => {
    const at = (phase: string, endedMsAgo: number) => ({
      phase,
      phaseEndsAt: 100_000 - endedMsAgo,
    });
    expect(secondsLate(at('dealing', LATE_AFTER_MS), 'dealing', 100_000)).toBeNull();
    expect(secondsLate(at('dealing', 42_500), 'dealing', 100_000)).toBe(42);
    // A round under way at a table the operator closed is still dealt to its end.
    expect(secondsLate(at('betting', 30_000), 'closed', 100_000)).toBe(30);
    expect(secondsLate(at('settled', 30_000), 'dealing', 100_000)).toBe(30);
    expect(secondsLate(at('settled', 30_000), 'closed', 100_000)).toBeNull();
    expect(secondsLate(at('settled', 30_000), 'noCommitment', 100_000)).toBeNull();
    expect(secondsLate({ phase: 'betting', phaseEndsAt: null }, 'dealing', 100_000)).toBeNull();
  });
});
