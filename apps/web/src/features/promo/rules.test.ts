// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  bpsPercent,
  cardAction,
  checkinAction,
  dayStates,
  marketDayLeft,
  nextMarketMidnight,
  progressPercent,
  rebateRate,
  tierRows,
  timeLeft,
  timeLeftParts,
} from './rules';

const now = Date.parse('2026-11-23T10:00:00Z');

describe('timeLeft', () => {
  it('counts days, hours and minutes to the end, rounding up to the minute', () => {
    expect(timeLeft('2026-11-26T14:30:00Z', now)).toEqual({ days: 3, hours: 4, minutes: 30 });
    expect(timeLeft('2026-11-23T10:00:30Z', now)).toEqual({ days: 0, hours: 0, minutes: 1 });
    expect(timeLeft('2026-11-24T10:00:00Z', now)).toEqual({ days: 1, hours: 0, minutes: 0 });
  });

  it('says ended at and after the end, and nothing for no end or a bad date', () => {
    expect(timeLeft('2026-11-23T10:00:00Z', now)).toBe('ended');
    expect(timeLeft('2026-11-20T00:00:00Z', now)).toBe('ended');
    expect(timeLeft(null, now)).toBeNull();
    expect(timeLeft('soon', now)).toBeNull();
  });

  it('counts to the end of the market day across midnight in WIB and IST', () => {
    // 23:50 WIB on the 23rd is 16:50Z; the WIB day ends 17:00Z: 10 minutes.
    const wib = Date.parse('2026-11-23T16:50:00Z');
    expect(marketDayLeft('2026-11-23T17:00:00Z', wib)).toEqual({ days: 0, hours: 0, minutes: 10 });
    // 00:10 IST on the 24th is 18:40Z on the 23rd; that IST day ends 18:30Z on the 24th.
    const ist = Date.parse('2026-11-23T18:40:00Z');
    expect(marketDayLeft('2026-11-24T18:30:00Z', ist)).toEqual({ days: 0, hours: 23, minutes: 50 });
    expect(marketDayLeft('2026-11-23T17:00:00Z', Date.parse('2026-11-23T17:00:01Z'))).toBeNull();
  });
});

describe('nextMarketMidnight', () => {
  it('is the next local midnight in WIB (UTC+7) and IST (UTC+5:30), either side of it', () => {
    // 23:59 WIB on the 23rd: the next day starts at 17:00Z on the 23rd.
    expect(nextMarketMidnight(Date.parse('2026-11-23T16:59:00Z'), 420)).toBe(
      '2026-11-23T17:00:00.000Z',
    );
    // 00:00 WIB exactly is already the new day: the next one is 24 h later.
    expect(nextMarketMidnight(Date.parse('2026-11-23T17:00:00Z'), 420)).toBe(
      '2026-11-24T17:00:00.000Z',
    );
    // 00:10 IST on the 24th (18:40Z on the 23rd): the next IST day starts 18:30Z on the 24th.
    expect(nextMarketMidnight(Date.parse('2026-11-23T18:40:00Z'), 330)).toBe(
      '2026-11-24T18:30:00.000Z',
    );
    // Month and year ends roll over too.
    expect(nextMarketMidnight(Date.parse('2026-12-31T18:29:00Z'), 330)).toBe(
      '2026-12-31T18:30:00.000Z',
    );
  });
});

describe('timeLeftParts', () => {
  it('shows the two largest units, or one when the smaller is zero', () => {
    expect(timeLeftParts({ days: 3, hours: 4, minutes: 30 })).toEqual([
      { unit: 'd', count: 3 },
      { unit: 'h', count: 4 },
    ]);
    expect(timeLeftParts({ days: 2, hours: 0, minutes: 59 })).toEqual([{ unit: 'd', count: 2 }]);
    expect(timeLeftParts({ days: 0, hours: 5, minutes: 12 })).toEqual([
      { unit: 'h', count: 5 },
      { unit: 'm', count: 12 },
    ]);
    expect(timeLeftParts({ days: 0, hours: 5, minutes: 0 })).toEqual([{ unit: 'h', count: 5 }]);
    expect(timeLeftParts({ days: 0, hours: 0, minutes: 7 })).toEqual([{ unit: 'm', count: 7 }]);
  });
});

const week = (done: number, todayIndex: number, todayDone: boolean) =>
  [1, 2, 3, 4, 5, 6, 7].map((day) => ({
    day,
    amount: day * 100,
    done: day <= done || (day === todayIndex && todayDone),
    today: day === todayIndex,
  }));

describe('dayStates', () => {
  it('marks the streak done, today open and the rest ahead', () => {
    expect(dayStates(week(2, 3, false)).map((d) => d.state)).toEqual([
      'done',
      'done',
      'today',
      'future',
      'future',
      'future',
      'future',
    ]);
  });

  it('marks today claimed once claimed', () => {
    expect(dayStates(week(2, 3, true)).map((d) => d.state)).toEqual([
      'done',
      'done',
      'todayDone',
      'future',
      'future',
      'future',
      'future',
    ]);
  });

  it('starts over on day 1 after a missed day, and keeps the rewards', () => {
    const states = dayStates(week(0, 1, false));
    expect(states.map((d) => d.state)).toEqual([
      'today',
      'future',
      'future',
      'future',
      'future',
      'future',
      'future',
    ]);
    expect(states[6]?.amount).toBe(700);
  });
});

describe('checkinAction', () => {
  const base = { claimable: true, claimedToday: false, todayAmount: 500, blocked: null };
  it('offers the claim with the amount when claimable', () => {
    expect(checkinAction(base)).toEqual({ kind: 'claim', amount: 500 });
  });
  it('says claimed when today is done', () => {
    expect(checkinAction({ ...base, claimable: false, claimedToday: true })).toEqual({
      kind: 'claimed',
    });
    expect(
      checkinAction({
        ...base,
        claimable: false,
        blocked: { reason: 'alreadyToday', amountLeft: 0 },
      }),
    ).toEqual({ kind: 'claimed' });
  });
  it('says how much more to deposit or bet', () => {
    expect(
      checkinAction({
        ...base,
        claimable: false,
        blocked: { reason: 'depositNeeded', amountLeft: 5_000 },
      }),
    ).toEqual({ kind: 'deposit', amountLeft: 5_000 });
    expect(
      checkinAction({
        ...base,
        claimable: false,
        blocked: { reason: 'betNeeded', amountLeft: 70 },
      }),
    ).toEqual({ kind: 'bet', amountLeft: 70 });
  });
});

describe('cardAction', () => {
  const mine = (over: Partial<NonNullable<Parameters<typeof cardAction>[0]['my']>>) => ({
    state: 'none' as const,
    amount: 0,
    grantId: null,
    progress: null,
    ...over,
  });
  it('sends signed-out visitors to sign in', () => {
    expect(cardAction({ kind: 'checkin', my: null })).toEqual({ kind: 'signIn' });
  });
  it('claims a grant or the check-in in place, and opens other claimables', () => {
    expect(
      cardAction({
        kind: 'first_deposit',
        my: mine({ state: 'claimable', amount: 9, grantId: 'g1' }),
      }),
    ).toEqual({ kind: 'claim', amount: 9, grantId: 'g1' });
    expect(cardAction({ kind: 'checkin', my: mine({ state: 'claimable', amount: 5 }) })).toEqual({
      kind: 'claim',
      amount: 5,
      grantId: null,
    });
    expect(cardAction({ kind: 'first_deposit', my: mine({ state: 'claimable' }) })).toEqual({
      kind: 'open',
    });
  });
  it('shows progress, claimed, or just opens', () => {
    expect(
      cardAction({
        kind: 'checkin',
        my: mine({ state: 'progress', progress: { current: 2, target: 7 } }),
      }),
    ).toEqual({ kind: 'progress', current: 2, target: 7 });
    expect(cardAction({ kind: 'checkin', my: mine({ state: 'claimed' }) })).toEqual({
      kind: 'claimed',
    });
    expect(cardAction({ kind: 'gift_code', my: mine({}) })).toEqual({ kind: 'open' });
    expect(
      cardAction({
        kind: 'checkin',
        my: mine({ state: 'progress', progress: { current: 0, target: 0 } }),
      }),
    ).toEqual({ kind: 'open' });
  });
});

describe('numbers for the pages', () => {
  it('turns progress into a bounded percentage', () => {
    expect(progressPercent(2, 7)).toBe(28);
    expect(progressPercent(9, 7)).toBe(100);
    expect(progressPercent(1, 0)).toBe(0);
  });
  it('writes basis points as a percentage', () => {
    expect(bpsPercent(3000)).toBe('30');
    expect(bpsPercent(1250)).toBe('12.5');
    expect(bpsPercent(1205)).toBe('12.05');
    expect(bpsPercent(5)).toBe('0.05');
  });
  it('writes a rebate rate in the player’s language', () => {
    expect(rebateRate(3500, 'en')).toBe('35%');
    expect(rebateRate(1250, 'en')).toBe('12.5%');
    expect(rebateRate(1250, 'ind')).toBe('12,5%');
  });
  it('lays tiers out as ranges, lowest first, starting at the minimum deposit', () => {
    expect(
      tierRows(
        [
          { minAmount: 500_000, bps: 2000 },
          { minAmount: 0, bps: 1000 },
          { minAmount: 5_000_000, bps: 3000 },
        ],
        50_000,
      ),
    ).toEqual([
      { from: 50_000, upTo: 499_999, bps: 1000 },
      { from: 500_000, upTo: 4_999_999, bps: 2000 },
      { from: 5_000_000, upTo: null, bps: 3000 },
    ]);
  });
});
