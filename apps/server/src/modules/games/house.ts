import { randomUUID } from 'node:crypto';
import { type Locale, State } from '@cardroom/contract';
import {
  type AnyRound,
  atRiskStake,
  type Bet,
  checkTableLimits,
  dealRound,
  findSpot,
  GAMES,
  type GameCode,
  handsOf,
  isGameCode,
  settleRound,
} from '@cardroom/games';
import type { Deps } from '../../deps.js';
import { AppError, badRequest } from '../../http/errors.js';
import type { BetRequest, WalletStatus } from '../wallet-api/index.js';
import { WalletOpError, walletOf } from '../wallet-api/index.js';
import { type ErrorLog, limitRefusal, tableLimits } from './limits.js';
import { presentRound, roundNumberOf } from './presenter.js';
import type { gameRounds } from './schema.js';
import { forgetSeed, knownSeed, rememberSeed } from './seed-cache.js';
import { activeSeeds, type SeedRow, seedsInfo } from './seeds.js';
import { type GameSession, sessionEnded } from './sessions.js';
import { inTurn } from './turns.js';

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

/** house_round's answer when the nonce it took is not the one the round was dealt for. */
const DEALT_STALE = 'CR412';

/**
 * The house games provider's round: deal from the player's seed pair (the one this instance's
 * last round of theirs left, seed-cache.ts; read on a first round), settle with the engine,
 * then bet and win through the seamless wallet as one operation (house_round,
 * db/functions/house_round.sql): the bet, the round's nonce, the win and the round's record in one
 * statement and one commit. The statement checks that the nonce it takes is the one dealt;
 * if another round took it first (a round of the same player on another instance) or the pair
 * changed, nothing is applied and the round is played the two-statement way, nonce first. Rounds of a player
 * on this instance run one at a time (turns.ts), so they never meet that way. The client
 * only chooses spots and stakes; it never sends or sees cards before the deal, and a refused
 * bet uses no nonce.
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

  const play = { deps, token, session, code, bets, total };
  return inTurn(deps, session.userId, async () => {
    try {
      return await dealThenPlay(play);
    } catch (err) {
      if (!(err instanceof WalletOpError && err.code === DEALT_STALE)) throw err;
      forgetSeed(deps, session.userId);
      // The pair or nonce dealt from was not the next (another instance played a round of the
      // player's, or the pair changed): this round goes the way that cannot meet that race,
      // the nonce taken before the deal.
      return betDealWin(play);
    }
  });
}

interface Play {
  deps: Deps;
  token: string;
  session: GameSession;
  code: GameCode;
  bets: Bet[];
  total: number;
}

/** The round's bet as the wallet takes it: the house provider's, one id for bet and round. */
function betRequest({ deps, token, session, code, total }: Play): BetRequest {
  const betUuid = randomUUID();
  return {
    provider: HOUSE,
    request_uuid: randomUUID(),
    transaction_uuid: betUuid,
    token,
    user: session.uid,
    currency: deps.ledger.currency,
    amount: total,
    game_code: code,
    round: betUuid,
  };
}

/**
 * The round dealt from `seed` and its bets settled: the cards, the payout, and the round's
 * record as house_win and house_round take it (cards, outcome with the hands, settled bets).
 */
function deal(code: GameCode, seed: SeedRow, bets: Bet[]) {
  const round = dealRound(code, seed);
  const settled = settleRound(round, bets);
  const record = [
    round.cards.join(' '),
    JSON.stringify({ ...round.outcome, hands: handsOf(round) }),
    JSON.stringify(settled),
  ];
  return { round, payout: settled.reduce((sum, s) => sum + s.payout, 0), record };
}

/** The round in one statement: dealt from the seed pair read, then bet and won at once. */
async function dealThenPlay(play: Play) {
  const { deps, session, code, bets } = play;
  const seed = knownSeed(deps, session.userId) ?? (await activeSeeds(deps.db, session.userId));
  const { round, payout, record } = deal(code, seed, bets);
  const played = await walletOf(deps).betAndWin(
    betRequest(play),
    { transaction_uuid: randomUUID(), request_uuid: randomUUID(), amount: payout },
    {
      fn: 'house_round',
      args: [
        // Only the stake at risk (opposite bets offset) brings the wagering requirement down.
        atRiskStake(code, bets),
        seed.id,
        seed.nonce,
        seed.clientSeed,
        ...record,
      ],
      read: (j) => ({
        seed: seedRow(j.seed as Record<string, unknown>),
        round: roundRow(j.round as Record<string, unknown>),
      }),
      player: session.userId,
    },
  );
  if (played.answer.status !== 'RS_OK' || !played.extra) {
    // A refused bet took no nonce: the pair read is still the next.
    rememberSeed(deps, session.userId, seed);
    throw refusal(played.answer.status);
  }
  rememberSeed(deps, session.userId, nextOf(played.extra.seed));
  return answer(deps, played.extra.round, played.extra.seed, round, played.answer.balance);
}

/**
 * The round in two statements: the bet takes the nonce (house_bet), the round is dealt from
 * it, the win records it (house_win). If the server stops between them the bet stays open
 * and games/recovery.ts refunds it.
 */
async function betDealWin(play: Play) {
  const { deps, session, code, bets, total } = play;
  const wallet = walletOf(deps);
  const bet = betRequest(play);
  const placed = await wallet.bet<SeedRow>(bet, {
    fn: 'house_bet',
    args: [atRiskStake(code, bets)],
    read: seedRow,
    player: session.userId,
  });
  if (placed.answer.status !== 'RS_OK' || !placed.extra) throw refusal(placed.answer.status);
  const seed = placed.extra;
  const { round, payout, record } = deal(code, seed, bets);
  const win = await wallet.win(
    {
      ...bet,
      request_uuid: randomUUID(),
      transaction_uuid: randomUUID(),
      reference_transaction_uuid: bet.transaction_uuid,
      amount: payout,
    },
    {
      fn: 'house_win',
      args: [seed.id, seed.nonce, ...record, total],
      read: roundRow,
    },
  );
  // The bet stands and shows as unsettled; the wallet answers the same when this win is retried.
  if (win.answer.status !== 'RS_OK' || !win.extra) throw new AppError(State.system, 'system');
  rememberSeed(deps, session.userId, nextOf(seed));
  return answer(deps, win.extra, seed, round, win.answer.balance);
}

/** The pair as the next round deals from it: a round's pair carries the nonce it used. */
const nextOf = (seed: SeedRow): SeedRow => ({ ...seed, nonce: seed.nonce + 1 });

async function answer(
  deps: Deps,
  record: RoundRow,
  seed: SeedRow,
  round: AnyRound,
  balance?: number,
) {
  return {
    round: presentRound(record, seed, await roundNumberOf(deps.db, record), round),
    balance: balance ?? 0,
    seeds: seedsInfo(nextOf(seed)),
  };
}

type RoundRow = typeof gameRounds.$inferSelect;

/** The round's seed pair (to_jsonb of a game_seeds row) as the row drizzle would give. */
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

/** The round's record (to_jsonb of a game_rounds row) as the row drizzle would give. */
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
