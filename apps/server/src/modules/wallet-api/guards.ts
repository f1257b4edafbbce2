import { inArray, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import type { BetGuard } from '../../events.js';
import { gameSessions } from './schema.js';
import { hashToken } from './tokens.js';
import type { WalletStatus } from './types.js';

/** A SQL twin's name (the flow's list names it): plain identifiers only (the statement quotes it). */
export function sqlName(name: string): string {
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`not a SQL function name: ${name}`);
  return name;
}

/** A bet guard refused: the bet is not placed. */
export class LimitReached extends Error {
  constructor(readonly userId: number) {
    super('limit reached');
  }
}

export const LIMIT_STATUS: WalletStatus = 'RS_ERROR_LIMIT_REACHED';

/** A bet as the guards see it: its game session token, claimed player and stake. */
export interface GuardedBet {
  token: string;
  user: string;
  amount: number;
  /** The session's player when the caller already read the live session (no second read). */
  userId?: number;
}

/**
 * Asks the guards (player limits) before the bet statement, for the bets whose session is
 * live (a bet with a bad token is left to wallet_bet to refuse as such): one read of the
 * sessions for the whole batch, then each guard once. Answers, per bet, the player it refused
 * (LimitReached) or null.
 */
export async function runBetGuards(
  tx: Tx,
  guards: readonly BetGuard[],
  bets: readonly GuardedBet[],
  now: Date,
): Promise<Array<LimitReached | null>> {
  const hashes = bets.map((b) => hashToken(b.token));
  const live = sql<boolean>`${gameSessions.expiresAt} > ${now.toISOString()}::timestamptz`;
  const rows = await tx
    .select({
      hash: gameSessions.tokenHash,
      userId: gameSessions.userId,
      uid: gameSessions.uid,
      live,
    })
    .from(gameSessions)
    .where(inArray(gameSessions.tokenHash, [...new Set(hashes)]));
  const byHash = new Map(rows.map((s) => [s.hash, s]));
  const players = bets.map((b, i) => {
    const s = byHash.get(hashes[i] as string);
    return s && s.uid === b.user && s.live ? s.userId : null;
  });
  const attempts = bets.flatMap((b, i) => {
    const userId = players[i];
    return userId == null ? [] : [{ userId, amount: b.amount }];
  });
  const refused = new Set<number>();
  if (attempts.length > 0) {
    for (const guard of guards) for (const id of await guard(tx, attempts)) refused.add(id);
  }
  return players.map((id) => (id != null && refused.has(id) ? new LimitReached(id) : null));
}
