import { inArray, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import type { Deps } from '../../deps.js';
import { gameSessions } from './schema.js';
import { hashToken } from './tokens.js';
import type { WalletStatus } from './types.js';

/** A bet about to be placed: its player (from the live game session) and stake. */
export interface BetAttempt {
  userId: number;
  amount: number;
}

/**
 * Runs in the bets' own transaction before the bet statement, for every bet of a batch at
 * once (at most one bet per player in a batch); answers the players whose bet it refuses
 * (RS_ERROR_LIMIT_REACHED, recorded like a refusal for money so a repeat gets the same
 * answer). A guard may lock rows in `tx` so concurrent bets of one player wait for each other.
 * Other modules (player limits) register in their `setup`; wallet-api imports none of them.
 */
export type BetGuard = (tx: Tx, bets: readonly BetAttempt[]) => Promise<ReadonlySet<number>>;

/** A guard and, when it has one, its SQL prefilter for the batch's fast path. */
export interface GuardEntry {
  guard: BetGuard;
  /**
   * A SQL function (bigint[]) -> bigint[] answering, of a batch's players, those whose bets
   * `guard` must see; the other players' bets need no guard and go in the batch's one
   * statement (db/functions/wallet_batch_hooked.sql). Without it every batch takes the slow way.
   */
  prefilter?: string;
}

const guardsByApp = new WeakMap<Deps, GuardEntry[]>();

export function onBetAttempt(deps: Deps, guard: BetGuard, prefilter?: string): void {
  const entry: GuardEntry = prefilter ? { guard, prefilter: sqlName(prefilter) } : { guard };
  guardsByApp.set(deps, [...(guardsByApp.get(deps) ?? []), entry]);
}

/** The wallet's view of its app's guards, read at each bet (modules register in setup). */
export function betGuardsOf(deps: Deps): () => readonly GuardEntry[] {
  return () => guardsByApp.get(deps) ?? [];
}

/** A SQL function's name as registered: plain identifiers only (the statement quotes it). */
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
