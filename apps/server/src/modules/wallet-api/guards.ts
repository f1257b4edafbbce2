import { eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import type { Deps } from '../../deps.js';
import { gameSessions } from './schema.js';
import { hashToken } from './tokens.js';
import type { BetRequest, WalletStatus } from './types.js';

/** A bet about to be placed: its player (from the live game session) and stake. */
export interface BetAttempt {
  userId: number;
  amount: number;
}

/**
 * Runs in the bet's own transaction before the bet statement; answers true to refuse the bet
 * (RS_ERROR_LIMIT_REACHED, recorded like a refusal for money so a repeat gets the same
 * answer). A guard may lock rows in `tx` so concurrent bets of one player wait for each other.
 * Other modules (player limits) register in their `setup`; wallet-api imports none of them.
 */
export type BetGuard = (tx: Tx, bet: BetAttempt) => Promise<boolean>;

const guardsByApp = new WeakMap<Deps, BetGuard[]>();

export function onBetAttempt(deps: Deps, guard: BetGuard): void {
  guardsByApp.set(deps, [...(guardsByApp.get(deps) ?? []), guard]);
}

/** The wallet's view of its app's guards, read at each bet (modules register in setup). */
export function betGuardsOf(deps: Deps): () => readonly BetGuard[] {
  return () => guardsByApp.get(deps) ?? [];
}

/** A bet guard refused: leaves the bet's transaction (rolling it back). */
export class LimitReached extends Error {
  constructor(readonly userId: number) {
    super('limit reached');
  }
}

export const LIMIT_STATUS: WalletStatus = 'RS_ERROR_LIMIT_REACHED';

/**
 * Asks the guards (player limits) before the bet statement, for the player of a live
 * session; a bet with a bad token is left to wallet_bet to refuse as such. Throws
 * LimitReached when one refuses.
 */
export async function runBetGuards(
  tx: Tx,
  guards: readonly BetGuard[],
  r: BetRequest,
  now: Date,
): Promise<void> {
  const live = sql<boolean>`${gameSessions.expiresAt} > ${now.toISOString()}::timestamptz`;
  const [s] = await tx
    .select({ userId: gameSessions.userId, uid: gameSessions.uid, live })
    .from(gameSessions)
    .where(eq(gameSessions.tokenHash, hashToken(r.token)));
  if (!s || s.uid !== r.user || !s.live) return;
  for (const refuses of guards) {
    if (await refuses(tx, { userId: s.userId, amount: r.amount })) throw new LimitReached(s.userId);
  }
}
