import { randomUUID } from 'node:crypto';
import type { Locale } from '@cardroom/contract';
import { type LimitBreach, OPPOSITE_SPOTS } from '@cardroom/games';
import { and, eq, gt, sql } from 'drizzle-orm';
import { rawRows } from '../../db/client.js';
import type { Deps } from '../../deps.js';
import { badRequest, unauthorized } from '../../http/errors.js';
import { hmacHex } from '../auth/index.js';
import { limitRefusal } from '../games/index.js';
import {
  gameSessions,
  hashToken,
  WalletOpError,
  type WalletStatus,
  walletOf,
  walletTransactions,
} from '../wallet-api/index.js';
import { publishToPlayer } from './publisher.js';
import { liveBets, livePlayers, liveRounds } from './schema.js';
import { isSpotOf, spotList } from './settings.js';
import { LIVE, walletRound } from './settle.js';
import { tableOf } from './tables.js';

type Spots = Record<string, number>;
/** The bet statement's extra: the player's stakes on the round after the bet, and their total. */
type Placed = { spots: Spots; stake: number };

/** A live game session's period: its token is good for that period and the next. */
const SESSION_PERIOD_MS = 2 * 3600_000;

/** The app session a live bet or a table's socket comes with (the router's, the socket's auth). */
export interface LivePlayer {
  sessionId: number;
  userId: number;
  uid: string;
}

/**
 * The wallet's game session of a signed-in player at the live tables. A live bet is the
 * wallet's bet like any game's: the session token checked in the bet's statement, the player's
 * loss and wager limits (the guards), VIP and the reality check's figures (its wallet row).
 *
 * The token is derived, not drawn: an HMAC under the app secret of the player's app session and
 * the period, so every instance computes the same one and the row is made once, when the player
 * joins a table's socket (`ensureLiveSession`, before their first bet) or, failing that, on the
 * first bet the statement does not know. It never leaves the server (the live tables are the
 * house's own provider); only its hash is stored, as for every game session. A token drawn at
 * random and kept in each instance's memory had every instance insert a session of its own on
 * the player's first bet there, on that bet's path (bench:live's first round is still slower than
 * the next; docs/SCALING.md "Live tables" says where its extra cost is).
 *
 * A break revokes the app sessions and ends every game session (breaks/service.ts): a bet in
 * flight then finds its session ended and is refused; after the break a new sign-in is a new app
 * session, so a new token.
 */
function liveToken(deps: Deps, sessionId: number, at: number) {
  const period = Math.floor(at / SESSION_PERIOD_MS);
  return {
    token: hmacHex(deps.config.appSecret, `live-game-session:${sessionId}:${period}`),
    expiresAt: new Date((period + 2) * SESSION_PERIOD_MS),
  };
}

/**
 * Makes the player's live game session of the current period (nothing if it exists). Committed
 * without waiting for the WAL's flush: a session lost in a database crash is a token the bet's
 * statement does not know, so the bet makes it again, and no money moved on it.
 */
export async function ensureLiveSession(deps: Deps, player: LivePlayer, game: string) {
  const { token, expiresAt } = liveToken(deps, player.sessionId, deps.now().getTime());
  const g = gameSessions;
  await deps.db.execute(sql`
    insert into ${g} (${sql.identifier(g.tokenHash.name)}, ${sql.identifier(g.userId.name)},
                      ${sql.identifier(g.uid.name)}, ${sql.identifier(g.gameCode.name)},
                      ${sql.identifier(g.expiresAt.name)})
    select ${hashToken(token)}, ${player.userId}, ${player.uid}, ${game}, ${expiresAt.toISOString()}::timestamptz
      from (select set_config('synchronous_commit', 'off', true)) async_commit
    on conflict do nothing`);
}

export interface BetInput {
  tableId: string;
  number: number;
  bets: { spot: string; stake: number }[];
  requestId?: string | undefined;
}

/**
 * A player's bet on a live round: refused whole unless the round is in its betting window
 * (decided in the bet's statement, db/functions/live_bet.sql), within the table's limits per
 * player per round (also there, with the player's totals locked), and through the wallet's
 * group commit and its checks. A `requestId` fixes the wallet transaction, so a resent call is
 * the same bet, never a second one.
 */
export async function placeLiveBet(
  deps: Deps,
  player: LivePlayer,
  input: BetInput,
  ctx: { locale: Locale },
) {
  const table = await tableOf(deps, input.tableId);
  const tx = input.requestId
    ? `live:${player.userId}:${input.requestId}`
    : `live:${player.userId}:${randomUUID()}`;
  // Closed by the operator: the round under way finishes with the bets it has, and takes no
  // more; a resend of one of them still answers as it did.
  if (!table.open) {
    const first = input.requestId ? await firstAnswer(deps, tx, table.game, input) : null;
    if (first) return first;
    throw badRequest('liveTableClosed');
  }
  let amount = 0;
  for (const b of input.bets) {
    if (!isSpotOf(table, b.spot)) throw badRequest('gameBetSpotInvalid');
    amount += b.stake;
  }
  if (!Number.isSafeInteger(amount) || amount > 10 ** 12) throw badRequest('gameBetTooLarge');
  // The round is found, locked and checked in the bet's statement (live_bet.sql), with the
  // limits it opened with; the table's are what it falls back to (a round from before 0052).
  const { token } = liveToken(deps, player.sessionId, deps.now().getTime());
  for (let attempt = 0; ; attempt++) {
    let status: WalletStatus;
    let balance: number | undefined;
    let placed: Placed | undefined;
    try {
      const outcome = await walletOf(deps).bet(
        {
          provider: LIVE,
          request_uuid: tx,
          transaction_uuid: tx,
          token,
          user: player.uid,
          currency: deps.ledger.currency,
          amount,
          game_code: table.game,
          round: walletRound({ tableId: table.id, number: input.number }),
        },
        {
          fn: 'live_bet',
          args: [
            table.id,
            input.number,
            player.userId,
            input.bets,
            OPPOSITE_SPOTS[table.game],
            table.spot.min,
            table.spot.max,
            table.round.min,
            table.round.max,
            // Checked open in the statement itself (a socket's bet reads it nowhere else).
            player.sessionId,
          ],
          player: player.userId,
          read: (extra) => extra as Placed,
        },
      );
      status = outcome.answer.status;
      balance = outcome.answer.balance;
      placed = outcome.extra;
    } catch (err) {
      // Refused by the bet's statement (the window closed, a limit): the call may be a resend
      // of a bet placed before, and then it answers as that bet did.
      if (err instanceof WalletOpError && (err.code === 'CR460' || err.code === 'CR461')) {
        const first = await firstAnswer(deps, tx, table.game, input);
        if (first) return first;
      }
      throw refusalOf(err, deps, ctx.locale);
    }
    if (status === 'RS_OK' && placed) {
      const answer = { bets: spotList(table.game, placed.spots), balance: balance ?? 0 };
      // The player's other sockets at the table (another tab, a phone beside the laptop) show
      // the bet and the balance at once, not at the result; told before the answer, so the
      // page that bet never sees its own bet arrive after a later one.
      await publishToPlayer(deps, table.id, player.userId, {
        type: 'you',
        number: input.number,
        ...answer,
        payout: null,
        // The page that sent it learns the bet was placed even if its answer is lost.
        ...(input.requestId && { requestId: input.requestId }),
      });
      return answer;
    }
    if (status === 'RS_OK') {
      // The wallet knew the transaction: a resend, answered as the first call was.
      const first = await firstAnswer(deps, tx, table.game, input);
      if (!first) throw new Error(`live bet ${tx}: the wallet has it, the table does not`);
      return first;
    }
    // The same requestId with another amount or round (another spot: firstAnswer).
    if (status === 'RS_ERROR_DUPLICATE_TRANSACTION') throw badRequest('requestIdReused');
    if (attempt === 0 && status === 'RS_ERROR_INVALID_TOKEN') {
      // No session for this app session and period yet (the player bet without joining the
      // table's socket, or the period turned): made now, and the bet sent again, once.
      await ensureLiveSession(deps, player, table.game);
      continue;
    }
    // Ended by a break that began while this bet was on its way: the player is signed out.
    if (status === 'RS_ERROR_TOKEN_EXPIRED') throw unauthorized();
    if (status === 'RS_ERROR_NOT_ENOUGH_MONEY') throw badRequest('gameNotEnoughMoney');
    if (status === 'RS_ERROR_LIMIT_REACHED') throw badRequest('gameLimitReached');
    // Anything else is not the player's doing: a fault, logged with the wallet's answer (an
    // AppError would answer the same "system error" and log nothing).
    throw new Error(`live bet ${tx}: the wallet answered ${status}`);
  }
}

/** The bet statement's refusals (live_bet.sql) in the player's words; anything else as it is. */
function refusalOf(err: unknown, deps: Deps, locale: Locale): unknown {
  if (!(err instanceof WalletOpError)) return err;
  // The player's app session ended (signed out, blocked, a break) while the bet was on its way.
  if (err.code === 'CR463') return unauthorized();
  // No such round (a number from the future, or a made-up one): nothing to bet on.
  if (err.code === 'CR462') return badRequest('liveRoundOver');
  // Past its window: closed while the cards are dealt, over once it is settled.
  if (err.code === 'CR460') {
    return badRequest(err.detail === 'settled' ? 'liveRoundOver' : 'liveBettingClosed');
  }
  if (err.code === 'CR461') {
    const [kind, limit] = (err.detail ?? '').split(':');
    const at = Number(limit);
    const breach: LimitBreach =
      kind === 'spotMin' || kind === 'spotMax'
        ? { kind, spot: '', limit: at }
        : { kind: kind === 'roundMin' ? 'roundMin' : 'roundMax', limit: at };
    return limitRefusal(breach, deps.market.code, locale, deps.config.edition === 'play');
  }
  return err;
}

type BetLine = { spot: string; stake: number };

/**
 * What a bet placed before with this transaction id answered: the player's stakes by spot on the
 * round up to and including it (their bets after it left out) and the balance the wallet
 * recorded for it; null when no bet with the id was placed. The same id with another table,
 * round or spots is refused (`requestIdReused`), as the router's key store refuses another body.
 */
async function firstAnswer(
  deps: Deps,
  tx: string,
  game: Parameters<typeof spotList>[0],
  input: BetInput,
) {
  const [row] = await rawRows<{
    table_id: string;
    number: number;
    bets: BetLine[];
    balance: string | number | null;
    upto: BetLine[][];
  }>(
    deps.db,
    sql`select r.table_id, r.number, b.bets, w.balance,
               (select jsonb_agg(x.bets order by x.id) from ${liveBets} x
                 where x.user_id = b.user_id and x.table_id = b.table_id
                   and x.round_id = b.round_id and x.id <= b.id) as upto
          from ${liveBets} b
          join ${liveRounds} r on r.id = b.round_id
          left join ${walletTransactions} w on w.provider = ${LIVE} and w.transaction_uuid = b.tx
         where b.tx = ${tx}`,
  );
  if (!row) return null;
  const same =
    row.table_id === input.tableId &&
    row.number === input.number &&
    row.bets.length === input.bets.length &&
    row.bets.every((b, i) => b.spot === input.bets[i]?.spot && b.stake === input.bets[i]?.stake);
  if (!same) throw badRequest('requestIdReused');
  const spots: Spots = {};
  for (const line of row.upto.flat()) spots[line.spot] = (spots[line.spot] ?? 0) + line.stake;
  return { bets: spotList(game, spots), balance: Number(row.balance ?? 0) };
}

/** The player's stakes by spot on a round. */
export async function playerSpots(deps: Deps, roundId: number, userId: number): Promise<Spots> {
  const [row] = await deps.db
    .select({ spots: livePlayers.spots })
    .from(livePlayers)
    .where(
      and(
        eq(livePlayers.roundId, roundId),
        eq(livePlayers.userId, userId),
        gt(livePlayers.stake, 0),
      ),
    );
  return (row?.spots as Spots | undefined) ?? {};
}
