import { type Bet, dealRound, liveRoundSeeds, settleRound } from '@cardroom/games';
import { and, eq, isNull } from 'drizzle-orm';
import type { Deps } from '../../deps.js';
import { walletOf } from '../wallet-api/index.js';
import { chainById, seedOf } from './chains.js';
import { liveBets } from './schema.js';
import type { RoundRow } from './tables.js';

/** The wallet's provider name for live tables' bets and wins (not `house`: see games/recovery.ts). */
export const LIVE = 'live';

/** Bets paid per call: a round's wins are read and queued for the wallet this many at a time. */
export const SETTLE_CHUNK = 5_000;

/**
 * A fault-injection point for the crash test's server only (test/live-crash-server.ts; no
 * setting or environment variable of the app reads it): bets paid per call, and a wait after
 * each call, so a test can kill the dealing process when some of a round's bets are paid and
 * the rest are not, without timing it with a sleep.
 */
export interface SettlePause {
  chunk: number;
  afterChunk: (paid: number) => Promise<void>;
}
const pauses = new WeakMap<Deps, SettlePause>();

export function pauseSettlementForTest(deps: Deps, pause: SettlePause): void {
  pauses.set(deps, pause);
}

export function settlePauseOf(deps: Deps): SettlePause | undefined {
  return pauses.get(deps);
}

/** The wallet's `round` of a live round: table and number. */
export const walletRound = (round: Pick<RoundRow, 'tableId' | 'number'>) =>
  `${round.tableId}#${round.number}`;

/**
 * The round's cards from its chain seed and the chain's salt, dealt by the solo engine: a
 * live round's cards equal a solo deal with server seed = round seed, client seed = salt,
 * nonce 0 (`liveRoundSeeds`).
 */
export async function dealFromChain(deps: Deps, round: RoundRow) {
  const chain = await chainById(deps.db, round.chainId);
  if (!chain) throw new Error(`live round ${round.id}: chain ${round.chainId} missing`);
  const seed = seedOf(chain, round.chainRound);
  const dealt = dealRound(
    round.game as Parameters<typeof dealRound>[0],
    liveRoundSeeds(seed, chain.salt),
  );
  return { seed, dealt };
}

/**
 * Pays every bet of a dealt round that has no payout yet. A bet that won is paid by a wallet
 * win through the wallet's group commit (wallet-api/batch.ts: up to 48 operations a statement
 * and a commit, one per player); the bets that won nothing are settled together, in one
 * statement (live_lose: the wallet's wins of 0 and their payouts; docs/SCALING.md "Settling a
 * round"), beside them. Each win's transaction id is derived from its bet's, and the payout is
 * written in the win's own statement, so a second run, another instance or a restart after a
 * crash pays only what is still unpaid, and nothing twice. Throws if any bet stays unpaid (the
 * dealer tries again on its next step). Takes at most `limit` bets (the dealer calls it until
 * none is left); answers how many it paid, and notes each paid winner's balance after it in
 * `balances`.
 */
export async function settleBets(
  deps: Deps,
  round: RoundRow,
  limit = SETTLE_CHUNK,
  balances?: Map<number, number>,
): Promise<number> {
  const open = await deps.db
    .select()
    .from(liveBets)
    .where(and(eq(liveBets.roundId, round.id), isNull(liveBets.payout)))
    .orderBy(liveBets.id)
    .limit(limit);
  if (open.length === 0) return 0;
  const { dealt } = await dealFromChain(deps, round);
  const wallet = walletOf(deps);
  const winOf = (bet: (typeof open)[number], amount: number) => {
    const id = `win:${bet.tx}`;
    return {
      provider: LIVE,
      request_uuid: id,
      transaction_uuid: id,
      reference_transaction_uuid: bet.tx,
      user: bet.uid,
      currency: deps.ledger.currency,
      amount,
      game_code: round.game,
      round: walletRound(round),
    };
  };
  const priced = open.map((bet) => ({
    bet,
    payout: settleRound(dealt, bet.bets as Bet[]).reduce((s, b) => s + b.payout, 0),
  }));
  const won = priced.filter((p) => p.payout > 0);
  const lost = priced.filter((p) => p.payout === 0).map((p) => p.bet);
  // Both to their end before any error is thrown: the dealer's next step must not start paying
  // again while this one's wins are still under way.
  const [paying, settling] = await Promise.allSettled([
    Promise.all(
      won.map((p) =>
        wallet.win(winOf(p.bet, p.payout), { fn: 'live_win', args: [], read: (extra) => extra }),
      ),
    ),
    wallet.zeroWins(
      lost.map((bet) => winOf(bet, 0)),
      'live_lose',
    ),
  ]);
  if (paying.status === 'rejected') throw paying.reason;
  if (settling.status === 'rejected') throw settling.reason;
  const answers = paying.value;
  const settled = settling.value;
  won.forEach(({ bet }, i) => {
    const balance = answers[i]?.answer.balance;
    if (balance !== undefined) balances?.set(bet.userId, balance);
  });
  const failed = answers.filter((a) => a.answer.status !== 'RS_OK');
  const unsettled = lost.filter((bet) => !settled.has(bet.tx)).length;
  if (failed.length > 0 || unsettled > 0) {
    throw new Error(
      `live round ${round.id}: ${failed.length} of ${won.length} wins not paid (${failed[0]?.answer.status ?? '-'}), ${unsettled} of ${lost.length} lost bets not settled`,
    );
  }
  return open.length;
}
