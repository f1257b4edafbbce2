import type { Deps } from '../deps.js';
import type { ListenerEntry, WalletSteps } from '../events.js';
import { onInviteeBets } from '../modules/invite/index.js';
import { betGuard } from '../modules/limits/index.js';
import { addValidBets, removeValidBet } from '../modules/vip/index.js';

/**
 * The seamless wallet's bet, win and rollback (wallet-api's batch.ts: every game round, our
 * house games' `/game/play` and outside providers' calls). A batch of bets (one per player) is
 * one statement, `wallet_batch_hooked`, when every guard and listener below has its SQL twin
 * (named beside it; migrations define them); one without a twin, or a twin that raises CR001,
 * sends the batch the slow way: one transaction running the TypeScript steps around
 * `wallet_batch`. Each TypeScript step and its twin must do the same thing.
 *
 * Before the bets (guards; a refused bet answers RS_ERROR_LIMIT_REACHED):
 * 1. the player's loss and wager limits (twin: `limits_players_to_guard`, which answers the
 *    players with such a limit; only their bets are checked in TypeScript).
 * After the bets placed (listeners, in the bets' transaction):
 * 1. VIP progress by valid bets (twin: `vip_bets_placed`; a level reached raises CR001 so its
 *    reward goes through the ledger the slow way);
 * 2. play-money edition only: the invitation counts a friend who plays (no twin: that
 *    edition's batches take the slow way).
 * After a bet given back by a rollback:
 * 1. VIP progress loses that bet's valid amount.
 */
export function walletSteps(deps: Deps): WalletSteps {
  const placed: ListenerEntry[] = [
    { listener: (tx, bets) => addValidBets(deps, tx, bets), sql: 'vip_bets_placed' },
  ];
  if (deps.config.edition === 'play') {
    placed.push({ listener: (tx, bets) => onInviteeBets(deps, tx, bets) });
  }
  return {
    guards: [
      { guard: (tx, bets) => betGuard(deps, tx, bets), prefilter: 'limits_players_to_guard' },
    ],
    placed,
    rolledBack: [(tx, bet) => removeValidBet(tx, bet.userId, bet.validAmount)],
  };
}
