import { type MarketCode, marketPeriod } from './market.js';

/** The console Reports page's ready-made ranges. */
export const REPORT_PRESETS = [
  'today',
  'yesterday',
  'last7',
  'last30',
  'thisMonth',
  'lastMonth',
] as const;
export type ReportPreset = (typeof REPORT_PRESETS)[number];

export const REPORT_PRESET_LABELS: Record<ReportPreset, string> = {
  today: 'Today',
  yesterday: 'Yesterday',
  last7: 'Last 7 days',
  last30: 'Last 30 days',
  thisMonth: 'This month',
  lastMonth: 'Last month',
};

const DAY_MS = 86_400_000;
const shift = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/**
 * A preset as market days (`YYYY-MM-DD`, both ends included), counted in the market's time
 * zone whatever the operator's device says: "today" in Jakarta starts at 00:00 WIB.
 * "Last 7 days" ends today (so far), like the dashboard's 30 days.
 */
export function reportRange(
  preset: ReportPreset,
  market: MarketCode,
  now: Date,
): { from: string; to: string } {
  const today = marketPeriod(market, now, 'day').key;
  switch (preset) {
    case 'today':
      return { from: today, to: today };
    case 'yesterday': {
      const y = shift(today, -1);
      return { from: y, to: y };
    }
    case 'last7':
      return { from: shift(today, -6), to: today };
    case 'last30':
      return { from: shift(today, -29), to: today };
    case 'thisMonth':
      return { from: `${today.slice(0, 7)}-01`, to: today };
    case 'lastMonth': {
      const lastOfPrevious = shift(`${today.slice(0, 7)}-01`, -1);
      return { from: `${lastOfPrevious.slice(0, 7)}-01`, to: lastOfPrevious };
    }
  }
}
