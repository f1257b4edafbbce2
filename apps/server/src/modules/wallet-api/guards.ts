import type { Tx } from '../../db/client.js';
import type { Deps } from '../../deps.js';

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
