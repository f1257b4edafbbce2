// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  cardState,
  feePercent,
  nearestCard,
  percentOf,
  progressBars,
  startCard,
  vipTextKey,
} from './rules';
import './texts';
import { i18n } from '../../i18n';

const next = (over: Partial<NonNullable<Parameters<typeof progressBars>[0]['next']>> = {}) => ({
  level: 2,
  deposit: 50_000_000,
  validBet: 250_000_000,
  depositNeeded: 0,
  validBetNeeded: 0,
  reward: 1_500_000,
  ...over,
});

describe('vip rules', () => {
  it('percent towards a threshold: whole, capped at 100, a 0 threshold is met', () => {
    expect(percentOf(0, 100)).toBe(0);
    expect(percentOf(33, 100)).toBe(33);
    expect(percentOf(999, 1000)).toBe(99);
    expect(percentOf(2_000, 1_000)).toBe(100);
    expect(percentOf(0, 0)).toBe(100);
  });

  it('one bar per threshold the next level asks for, with what is still needed', () => {
    const bars = progressBars({
      next: next({ depositNeeded: 30_000_000, validBetNeeded: 250_000_000 }),
      totals: { deposit: 20_000_000, validBet: 0 },
    });
    expect(bars).toEqual([
      { kind: 'deposit', total: 20_000_000, target: 50_000_000, needed: 30_000_000, percent: 40 },
      { kind: 'validBet', total: 0, target: 250_000_000, needed: 250_000_000, percent: 0 },
    ]);
    // A level that asks no betting has no bet bar; the top level has no bars at all.
    expect(
      progressBars({ next: next({ validBet: 0 }), totals: { deposit: 0, validBet: 0 } }).map(
        (b) => b.kind,
      ),
    ).toEqual(['deposit']);
    expect(progressBars({ next: null, totals: { deposit: 1, validBet: 1 } })).toEqual([]);
  });

  it('card states: reached below, current, locked above; every card plain for a visitor', () => {
    expect([0, 1, 2, 3].map((l) => cardState(l, 2))).toEqual([
      'reached',
      'reached',
      'current',
      'locked',
    ]);
    expect(cardState(0, null)).toBe('locked');
  });

  it('opens on the next level to reach, or the current one at the top', () => {
    const levels = [0, 1, 2, 3].map((level) => ({ level }));
    expect(startCard(levels, 0)).toBe(1);
    expect(startCard(levels, 2)).toBe(3);
    expect(startCard(levels, 3)).toBe(3);
  });

  it('writes fees as percent in the reader’s language', () => {
    expect(feePercent(200, 'en')).toBe('2%');
    expect(feePercent(150, 'en')).toBe('1.5%');
    expect(feePercent(25, 'en')).toBe('0.25%');
    expect(feePercent(150, 'ind')).toBe('1,5%');
    expect(feePercent(0, 'en')).toBe('0%');
  });

  it('finds the card in view: the centre nearest the strip’s centre', () => {
    const centres = [150, 440, 730, 1020];
    expect(nearestCard(centres, 150)).toBe(0);
    expect(nearestCard(centres, 600)).toBe(2);
    expect(nearestCard(centres, 5_000)).toBe(3);
    expect(nearestCard([], 100)).toBe(0);
  });
});

describe('vipTextKey', () => {
  it('speaks of valid bets in coins, never deposits, in the play-money edition', () => {
    expect(vipTextKey('rule', false)).toBe('vip.rule');
    for (const key of ['rule', 'historyEmpty'] as const) {
      expect(vipTextKey(key, true)).toBe(`vip.${key}Play`);
    }
    for (const lang of ['en', 'ind']) {
      i18n.load(lang, {});
      i18n.changeLanguage(lang);
      for (const key of ['rule', 'historyEmpty'] as const) {
        const text = i18n.t(vipTextKey(key, true));
        expect(text).toMatch(/coins|koin/);
        expect(text).not.toMatch(/deposit|withdraw|setor|tarik|penarikan/i);
      }
    }
  });
});
