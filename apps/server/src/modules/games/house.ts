import { randomUUID } from 'node:crypto';
import { type Locale, State } from '@cardroom/contract';
import {
  atRiskStake,
  type Bet,
  checkTableLimits,
  dealRound,
  findSpot,
  GAMES,
  handsOf,
  isGameCode,
  settleRound,
} from '@cardroom/games';
import type { Deps } from '../../deps.js';
import { AppError, badRequest } from '../../http/errors.js';
import type { WalletStatus } from '../wallet-api/index.js';
import { walletOf } from '../wallet-api/index.js';
import { type ErrorLog, limitRefusal, tableLimits } from './limits.js';
import { presentRound } from './presenter.js';
import type { gameRounds } from './schema.js';
import { type SeedRow, seedsInfo } from './seeds.js';
import { type GameSession, sessionEnded } from './sessions.js';

export const HOUSE = 'house';
/** A single round's total stake; far above any table limit, far below the ledger's 2^51. */
const MAX_ROUND_STAKE = 10 ** 12;

function refusal(status: WalletStatus): AppError {
  if (status === 'RS_ERROR_NOT_ENOUGH_MONEY') return badRequest('gameNotEnoughMoney');
  if (status === 'RS_ERROR_LIMIT_REACHED') return badRequest('gameLimitReached');
  if (status === 'RS_ERROR_INVALID_TOKEN' || status === 'RS_ERROR_TOKEN_EXPIRED') {
    return sessionEnded();
  }
  return new AppError(State.system, 'system');
}

/**
 * The house games provider's round: bet through the seamless wallet (taking the round's
 * nonce in the same statement), deal from the stored seeds, settle with the engine, then win
 * through the wallet (recording the round in that statement): two round trips to the database. The client
 * only chooses spots and stakes; it never sends or sees cards before the deal.
 */
export async function playRound(
  deps: Deps,
  token: string,
  session: GameSession,
  bets: Bet[],
  ctx: { locale: Locale; log: ErrorLog },
) {
  const code = session.gameCode;
  if (!isGameCode(code)) throw badRequest('gameUnknown');
  const game = GAMES[code];
  let total = 0;
  for (const b of bets) {
    try {
      findSpot(game, b.spot);
    } catch {
      throw badRequest('gameBetSpotInvalid');
    }
    total += b.stake;
  }
  if (!Number.isSafeInteger(total) || total > MAX_ROUND_STAKE) throw badRequest('gameBetTooLarge');
  // Limits before the wallet: a refused round moves no money and uses no nonce.
  const breach = checkTableLimits(await tableLimits(deps, ctx.log), bets);
  if (breach)
    throw limitRefusal(breach, deps.market.code, ctx.locale, deps.config.edition === 'play');

  const wallet = walletOf(deps);
  const currency = deps.ledger.currency;
  const betUuid = randomUUID();
  const bet = await wallet.bet<SeedRow>(
    {
      provider: HOUSE,
      request_uuid: randomUUID(),
      transaction_uuid: betUuid,
      token,
      user: session.uid,
      currency,
      amount: total,
      game_code: code,
      round: betUuid,
    },
    // The nonce is taken in the bet's statement: a refused bet uses none. Only the stake at
    // risk (opposite bets offset) brings the wagering requirement down.
    {
      fn: 'house_bet',
      args: [atRiskStake(code, bets)],
      read: seedRow,
      player: session.userId,
    },
  );
  if (bet.answer.status !== 'RS_OK' || !bet.extra) throw refusal(bet.answer.status);
  const seed = bet.extra;

  const round = dealRound(code, seed);
  const settled = settleRound(round, bets);
  const payout = settled.reduce((sum, s) => sum + s.payout, 0);
  const win = await wallet.win(
    {
      provider: HOUSE,
      request_uuid: randomUUID(),
      transaction_uuid: randomUUID(),
      reference_transaction_uuid: betUuid,
      token,
      user: session.uid,
      currency,
      amount: payout,
      game_code: code,
      round: betUuid,
    },
    // The round is recorded in the win's statement.
    {
      fn: 'house_win',
      args: [
        seed.id,
        seed.nonce,
        round.cards.join(' '),
        JSON.stringify({ ...round.outcome, hands: handsOf(round) }),
        JSON.stringify(settled),
        total,
      ],
      read: roundRow,
    },
  );
  // The bet stands and shows as unsettled; the wallet answers the same when this win is retried.
  if (win.answer.status !== 'RS_OK' || !win.extra) throw new AppError(State.system, 'system');
  return {
    round: presentRound(win.extra, seed, round),
    balance: win.answer.balance ?? 0,
    seeds: seedsInfo({ ...seed, nonce: seed.nonce + 1 }),
  };
}

type RoundRow = typeof gameRounds.$inferSelect;

/** house_bet's seed pair (to_jsonb of a game_seeds row) as the row drizzle would give. */
function seedRow(j: Record<string, unknown>): SeedRow {
  return {
    id: Number(j.id),
    userId: Number(j.user_id),
    serverSeed: String(j.server_seed),
    serverSeedHash: String(j.server_seed_hash),
    clientSeed: String(j.client_seed),
    nonce: Number(j.nonce),
    active: j.active === true,
    createdAt: new Date(String(j.created_at)),
    revealedAt: j.revealed_at ? new Date(String(j.revealed_at)) : null,
  };
}

/** house_win's round (to_jsonb of a game_rounds row) as the row drizzle would give. */
function roundRow(j: Record<string, unknown>): RoundRow {
  return {
    id: Number(j.id),
    userId: Number(j.user_id),
    gameCode: String(j.game_code),
    seedId: Number(j.seed_id),
    nonce: Number(j.nonce),
    betUuid: String(j.bet_uuid),
    cards: String(j.cards),
    outcome: j.outcome,
    bets: j.bets,
    stake: Number(j.stake),
    payout: Number(j.payout),
    createdAt: new Date(String(j.created_at)),
  };
}
