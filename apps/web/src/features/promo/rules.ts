import { formatPercent } from '@cardroom/contract';

/**
 * The Promo pages' pure decisions: what a countdown shows, which state each day of the
 * check-in calendar is in, what the check-in button offers, what a promotion card offers
 * and what a typed deposit would earn. No React, no fetch: `rules.test.ts` checks them.
 */

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** Whole days, hours and minutes left, rounded up to the minute (a last 30 s shows "1 min"). */
export interface TimeLeft {
  days: number;
  hours: number;
  minutes: number;
}

/**
 * Time left until `endsAt` (an ISO instant) at `now` (ms). `null` when the promotion has no
 * end; `'ended'` once it is over. The instant is absolute, so the market's clock only
 * matters for where a day ends (see `marketDayLeft`), not for the countdown itself.
 */
export function timeLeft(endsAt: string | null, now: number): TimeLeft | 'ended' | null {
  if (endsAt === null) return null;
  const end = Date.parse(endsAt);
  if (Number.isNaN(end)) return null;
  const ms = end - now;
  if (ms <= 0) return 'ended';
  const totalMinutes = Math.ceil(ms / MINUTE);
  return {
    days: Math.floor(totalMinutes / (DAY / MINUTE)),
    hours: Math.floor((totalMinutes % (DAY / MINUTE)) / 60),
    minutes: totalMinutes % 60,
  };
}

/**
 * The two largest non-zero units of a countdown, as i18n keys with counts: "3 d 4 h",
 * "5 h 12 min", "7 min". Days with zero hours still say the days alone.
 */
export function timeLeftParts(left: TimeLeft): Array<{ unit: 'd' | 'h' | 'm'; count: number }> {
  if (left.days > 0) {
    return left.hours > 0
      ? [
          { unit: 'd', count: left.days },
          { unit: 'h', count: left.hours },
        ]
      : [{ unit: 'd', count: left.days }];
  }
  if (left.hours > 0) {
    return left.minutes > 0
      ? [
          { unit: 'h', count: left.hours },
          { unit: 'm', count: left.minutes },
        ]
      : [{ unit: 'h', count: left.hours }];
  }
  return [{ unit: 'm', count: Math.max(1, left.minutes) }];
}

/** A day of the check-in streak as the server describes it. */
export interface StreakDay {
  day: number;
  amount: number;
  done: boolean;
  today: boolean;
}

/**
 * How a calendar day looks: `done` (claimed in this streak), `today` (today's, not yet
 * claimed), `todayDone` (today's, claimed), `future` (still ahead). The server's `done` and
 * `today` flags decide; a streak that was broken has no done days.
 */
export type DayState = 'done' | 'today' | 'todayDone' | 'future';

export function dayStates(days: StreakDay[]): Array<StreakDay & { state: DayState }> {
  return days.map((d) => {
    const state: DayState = d.today ? (d.done ? 'todayDone' : 'today') : d.done ? 'done' : 'future';
    return { ...d, state };
  });
}

/** What today's check-in allows, from the server's check-in info. */
export type CheckinAction =
  | { kind: 'claim'; amount: number }
  | { kind: 'claimed' }
  | { kind: 'deposit'; amountLeft: number }
  | { kind: 'bet'; amountLeft: number };

export function checkinAction(info: {
  claimable: boolean;
  claimedToday: boolean;
  todayAmount: number;
  blocked: { reason: 'alreadyToday' | 'depositNeeded' | 'betNeeded'; amountLeft: number } | null;
}): CheckinAction {
  if (info.claimedToday || info.blocked?.reason === 'alreadyToday') return { kind: 'claimed' };
  if (info.blocked?.reason === 'depositNeeded') {
    return { kind: 'deposit', amountLeft: info.blocked.amountLeft };
  }
  if (info.blocked?.reason === 'betNeeded')
    return { kind: 'bet', amountLeft: info.blocked.amountLeft };
  return info.claimable ? { kind: 'claim', amount: info.todayAmount } : { kind: 'claimed' };
}

/**
 * What a promotion card's button does. Signed out, every card invites to claim and the tap
 * goes to Login. Signed in: a reward waiting is claimed in place (`grantId` for a grant,
 * none for the check-in, which has its own call); a gift code opens its page to type one;
 * otherwise the card shows its progress or that it is claimed, and opens its page.
 */
export type CardAction =
  | { kind: 'signIn' }
  | { kind: 'claim'; amount: number; grantId: string | null }
  | { kind: 'progress'; current: number; target: number }
  | { kind: 'claimed' }
  | { kind: 'open' };

export function cardAction(card: {
  kind: string;
  my: {
    state: 'none' | 'claimable' | 'claimed' | 'progress';
    amount: number;
    grantId: string | null;
    progress: { current: number; target: number } | null;
  } | null;
}): CardAction {
  if (card.my === null) return { kind: 'signIn' };
  const my = card.my;
  if (my.state === 'claimable') {
    // A claim in place needs a call the list can make: a grant, or the check-in's own.
    if (my.grantId !== null || card.kind === 'checkin') {
      return { kind: 'claim', amount: my.amount, grantId: my.grantId };
    }
    return { kind: 'open' };
  }
  if (my.state === 'claimed') return { kind: 'claimed' };
  if (my.state === 'progress' && my.progress && my.progress.target > 0) {
    return { kind: 'progress', current: my.progress.current, target: my.progress.target };
  }
  return { kind: 'open' };
}

/** Progress as a whole percentage for a bar, 0..100, without floats reaching money. */
export function progressPercent(current: number, target: number): number {
  if (target <= 0) return 0;
  return Math.max(0, Math.min(100, Math.floor((current * 100) / target)));
}

/** A tier's rate as a percentage text: 3000 bps -> "30", 1250 -> "12.5". */
export function bpsPercent(bps: number): string {
  const whole = Math.floor(bps / 100);
  const rest = bps % 100;
  if (rest === 0) return String(whole);
  return `${whole}.${String(rest).padStart(2, '0').replace(/0$/, '')}`;
}

/**
 * The first-deposit tiers as table rows, lowest first: each row's range ends just before the
 * next tier's minimum (`upTo` null for the last). Tiers below the minimum deposit start at it.
 */
export function tierRows(
  tiers: Array<{ minAmount: number; bps: number }>,
  minDeposit: number,
): Array<{ from: number; upTo: number | null; bps: number }> {
  const sorted = [...tiers].sort((a, b) => a.minAmount - b.minAmount);
  return sorted.map((t, i) => {
    const next = sorted[i + 1];
    return {
      from: Math.max(t.minAmount, minDeposit),
      upTo: next ? next.minAmount - 1 : null,
      bps: t.bps,
    };
  });
}

/**
 * When the market's next day starts (its midnight, in the market's fixed UTC offset: IST or
 * WIB, neither has daylight saving), as an ISO instant: today's caps reset then. Kept here
 * rather than using the contract's `marketPeriod`, which would join the first-load chunk.
 */
export function nextMarketMidnight(now: number, offsetMinutes: number): string {
  const offsetMs = offsetMinutes * MINUTE;
  const localDay = Math.floor((now + offsetMs) / DAY);
  return new Date((localDay + 1) * DAY - offsetMs).toISOString();
}

/** The market day's time left until `nextDayAt`, e.g. for "today's cap resets in 5 h". */
export function marketDayLeft(nextDayAt: string, now: number): TimeLeft | null {
  const left = timeLeft(nextDayAt, now);
  return left === 'ended' ? null : left;
}

/** A rebate rate as the player reads it: 3500 bps -> "35%", 1250 -> "12.5%" (en) / "12,5%" (id). */
export function rebateRate(bps: number, lang: string): string {
  return formatPercent(bps, lang === 'en' ? 'en' : 'id');
}
