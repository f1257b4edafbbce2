import { formatPercent, type VipInfo, type VipLevelCard } from '@cardroom/contract';

/** Pure rules of the Vip page (tested in rules.test.ts). */

export interface ProgressBar {
  kind: 'deposit' | 'validBet';
  total: number;
  target: number;
  needed: number;
  /** 0–100, whole; 100 once the threshold is met. */
  percent: number;
}

/** Whole percent of `total` towards `target`, never past 100; a threshold of 0 is met. */
export function percentOf(total: number, target: number): number {
  if (target <= 0 || total >= target) return 100;
  return Math.max(0, Math.floor((total * 100) / target));
}

/**
 * The bars towards the next level: one per threshold the level asks for (a threshold of 0
 * asks nothing and has no bar). None at the top level.
 */
export function progressBars(info: Pick<VipInfo, 'next' | 'totals'>): ProgressBar[] {
  const { next, totals } = info;
  if (!next) return [];
  const bars: ProgressBar[] = [];
  if (next.deposit > 0) {
    bars.push({
      kind: 'deposit',
      total: totals.deposit,
      target: next.deposit,
      needed: next.depositNeeded,
      percent: percentOf(totals.deposit, next.deposit),
    });
  }
  if (next.validBet > 0) {
    bars.push({
      kind: 'validBet',
      total: totals.validBet,
      target: next.validBet,
      needed: next.validBetNeeded,
      percent: percentOf(totals.validBet, next.validBet),
    });
  }
  return bars;
}

export type CardState = 'reached' | 'current' | 'locked';

/** A level card's state for a player at `current` (null: signed out, every card plain). */
export function cardState(level: number, current: number | null): CardState {
  if (current === null || level > current) return 'locked';
  return level === current ? 'current' : 'reached';
}

/** The card the carousel opens on: the next level to reach (the current one at the top). */
export function startCard(levels: readonly Pick<VipLevelCard, 'level'>[], current: number): number {
  const next = levels.findIndex((l) => l.level === current + 1);
  if (next >= 0) return next;
  const here = levels.findIndex((l) => l.level === current);
  return Math.max(0, here);
}

/** A fee in basis points as the page writes it: "2%", "1.5%" ("1,5%" in Indonesian). */
export function feePercent(bps: number, lang: string): string {
  return formatPercent(bps, lang === 'en' ? 'en' : 'id');
}

/** Which card is in view: the one whose centre is nearest the strip's centre (0 with none). */
export function nearestCard(centres: readonly number[], centre: number): number {
  let best = 0;
  centres.forEach((c, i) => {
    if (Math.abs(c - centre) < Math.abs((centres[best] ?? c) - centre)) best = i;
  });
  return best;
}

/**
 * A text of the page as the edition has it: the play-money edition has no deposits, so its rule
 * and empty history speak of valid bets in coins.
 */
export function vipTextKey(key: 'rule' | 'historyEmpty', play: boolean): string {
  return play ? `vip.${key}Play` : `vip.${key}`;
}
