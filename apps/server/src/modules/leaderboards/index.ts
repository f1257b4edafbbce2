import { defineModule, periodicJob } from '../module.js';
import { refreshBoards } from './boards.js';

/** How often the boards are recounted: "my rank" is at most this old (issue 11: every few minutes). */
export const REFRESH_MS = 3 * 60_000;

/**
 * The daily, weekly and monthly leaderboards by valid bet (SPEC.md §9), and the same three by
 * valid invitees for the invitational ranks (issue 12, invites.ts). A job recounts each
 * market day's valid bets from the wallet's bet rows and re-ranks every board; a closed period
 * gets one last count and is frozen, and prizes (the promo module) are paid from frozen
 * standings only. Reads never touch the bets: top N and "my rank" come from the snapshot.
 */
export const leaderboardsModule = defineModule({
  name: 'leaderboards',
  jobs: (deps, { log }) => [
    periodicJob(
      'leaderboard snapshots',
      REFRESH_MS,
      () => refreshBoards(deps.db, deps.market.code, deps.now()),
      log,
    ),
  ],
});

export type { Board, RefreshReport, Standing } from './boards.js';
export {
  BOARDS,
  boardNames,
  periodIsFinal,
  rankOf,
  refreshBoards,
  SETTLE_GRACE_MS,
  snapshotOf,
  topOf,
} from './boards.js';
export { recountInvites } from './invites.js';
export { betDays, boardScores, boardSnapshots, countedDays } from './schema.js';
