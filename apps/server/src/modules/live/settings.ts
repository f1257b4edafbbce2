import { type LiveTableSettings, liveTableSettings, type MarketCode } from '@cardroom/contract';
import { GAMES, tableLimitsProblem } from '@cardroom/games';
import { z } from 'zod';
import { defaultTableLimits } from '../games/index.js';
import { defineSetting } from '../settings/index.js';

/**
 * The market's live tables (console "Live tables", settings key `liveTables`): each table's
 * game, names, open or closed, its phases' times, its limits per player per round and chips.
 * Ids are unique and stay a table's for good: its rounds and chains are kept under it.
 */
const liveTablesSchema = z.array(liveTableSettings).superRefine((tables, ctx) => {
  const ids = new Set<string>();
  tables.forEach((t, i) => {
    if (ids.has(t.id)) ctx.addIssue({ code: 'custom', path: [i, 'id'], message: 'id used twice' });
    ids.add(t.id);
    const problem = tableLimitsProblem(t);
    if (problem !== null) ctx.addIssue({ code: 'custom', path: [i], message: problem });
  });
});

export const liveTablesSetting = defineSetting({
  key: 'liveTables',
  schema: liveTablesSchema,
  defaults: defaultLiveTables,
});

const NAMES = {
  'dragon-tiger': { en: 'Live Dragon Tiger', id: 'Dragon Tiger Live' },
  'andar-bahar': { en: 'Live Andar Bahar', id: 'Andar Bahar Live' },
  baccarat: { en: 'Live Baccarat', id: 'Baccarat Live' },
} as const;

/**
 * One open table of each game, a 12 s betting window, the solo tables' limits and chips of
 * the market (games/settings.ts), cards 800 ms apart, the result shown 4 s.
 */
export function defaultLiveTables(market: MarketCode): LiveTableSettings[] {
  const limits = defaultTableLimits(market);
  return (['dragon-tiger', 'andar-bahar', 'baccarat'] as const).map((game) => ({
    id: `${game}-1`,
    game,
    name: { ...NAMES[game] },
    open: true,
    bettingMs: 12_000,
    revealMs: 800,
    resultMs: 4_000,
    spot: { ...limits.spot },
    round: { ...limits.round },
    chips: [...limits.chips],
  }));
}

/** Whether `spot` is a bet spot of the table's game. */
export function isSpotOf(table: LiveTableSettings, spot: string): boolean {
  return GAMES[table.game].spots.some((s) => s.id === spot);
}

/** A player's stakes by spot as a list in the table's order of spots (a stored object has none). */
export function spotList(
  game: LiveTableSettings['game'],
  stakes: Record<string, number | string>,
): { spot: string; stake: number }[] {
  return GAMES[game].spots
    .filter((s) => stakes[s.id] !== undefined)
    .map((s) => ({ spot: s.id, stake: Number(stakes[s.id]) }));
}

/** Where a spot stands in the table's order (unknown spots last). */
export function spotOrder(game: LiveTableSettings['game'], spot: string): number {
  const i = GAMES[game].spots.findIndex((s) => s.id === spot);
  return i < 0 ? Number.MAX_SAFE_INTEGER : i;
}
