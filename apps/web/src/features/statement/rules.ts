import { type MarketCode, marketPeriod } from '@cardroom/contract';

export const statementPresets = ['thisMonth', 'lastMonth', 'last30'] as const;
export type StatementPreset = (typeof statementPresets)[number];

const DAY_MS = 86_400_000;

/** A preset's market days (from and to inclusive, YYYY-MM-DD) on the market's calendar. */
export function presetPeriod(
  preset: StatementPreset,
  market: MarketCode,
  now: Date,
): { from: string; to: string } {
  const today = marketPeriod(market, now, 'day').key;
  if (preset === 'last30') {
    return {
      from: marketPeriod(market, new Date(now.getTime() - 29 * DAY_MS), 'day').key,
      to: today,
    };
  }
  const month = marketPeriod(market, now, 'month');
  if (preset === 'thisMonth') return { from: `${month.key}-01`, to: today };
  // The day before this month's first instant is the last day of last month.
  const lastDay = marketPeriod(market, new Date(month.start.getTime() - 1), 'day').key;
  return { from: `${lastDay.slice(0, 7)}-01`, to: lastDay };
}

/** A custom period the server accepts: real days, the start not after the end, at most a year. */
export function customPeriodOk(from: string, to: string): boolean {
  const re = /^\d{4}-\d{2}-\d{2}$/;
  if (!re.test(from) || !re.test(to)) return false;
  const a = Date.parse(`${from}T00:00:00Z`);
  const b = Date.parse(`${to}T00:00:00Z`);
  if (Number.isNaN(a) || Number.isNaN(b) || b < a) return false;
  return (b - a) / DAY_MS + 1 <= 366;
}
