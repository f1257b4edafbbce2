import { randomUUID } from 'node:crypto';
import { type LiveTableSettings, type Locale, State } from '@cardroom/contract';
import { type LimitBreach, OPPOSITE_SPOTS } from '@cardroom/games';
import { and, eq, gt, sql } from 'drizzle-orm';
import type { Deps } from '../../deps.js';
import { AppError, badRequest } from '../../http/errors.js';
import { limitRefusal } from '../games/index.js';
import {
  gameSessions,
  hashToken,
  newToken,
  WalletOpError,
  type WalletStatus,
  walletOf,
} from '../wallet-api/index.js';
import { publishToPlayer } from './publisher.js';
import { livePlayers, liveRounds } from './schema.js';
import { isSpotOf, spotList } from './settings.js';
import { LIVE, walletRound } from './settle.js';
import { tableOf } from './tables.js';

/** A game session lasts this long; a live player's is made again when it has run out. */
const SESSION_TTL_MS = 2 * 3600_000;
/** A session is not handed to a bet in its last minute (the bet's statement checks the expiry). */
const SESSION_MARGIN_MS = 60_000;

type Spots = Record<string, number>;

/**
 * The wallet's game session of a signed-in player at the live tables, made on their first bet
 * on this instance and kept in memory (only its hash is stored, as for every game session). A
 * live bet is then the wallet's bet like any game's: the session token checked in the bet's
 * statement, the player's loss and wager limits (the guards), VIP and the reality check's
 * figures (its wallet row). A break ends every game session (breaks/service.ts) and the app
 * session with it, so no live bet is taken during one.
 */
const sessions = new WeakMap<Deps, Map<number, { token: string; expiresAt: number }>>();

async function liveSession(deps: Deps, userId: number, uid: string, game: string) {
  let byUser = sessions.get(deps);
  if (!byUser) {
    byUser = new Map();
    sessions.set(deps, byUser);
  }
  const now = deps.now().getTime();
  const held = byUser.get(userId);
  if (held && held.expiresAt - SESSION_MARGIN_MS > now) return held.token;
  const token = newToken();
  const expiresAt = now + SESSION_TTL_MS;
  // Committed without waiting for the WAL's flush: a round's first bets are each player's first
  // here, and 2,000 flushes in a row were most of that round's acknowledgement time
  // (bench:live). A session lost in a database crash is a token the bet's statement does not
  // know: the bet below makes a new one (RS_ERROR_INVALID_TOKEN), and no money moved on it.
  const g = gameSessions;
  await deps.db.execute(sql`
    insert into ${g} (${sql.identifier(g.tokenHash.name)}, ${sql.identifier(g.userId.name)},
                      ${sql.identifier(g.uid.name)}, ${sql.identifier(g.gameCode.name)},
                      ${sql.identifier(g.expiresAt.name)})
    select ${hashToken(token)}, ${userId}, ${uid}, ${game}, ${new Date(expiresAt).toISOString()}::timestamptz
      from (select set_config('synchronous_commit', 'off', true)) async_commit`);
  // A bounded map: the oldest sessions go first once many players have bet here.
  if (byUser.size >= 20_000) byUser.delete(byUser.keys().next().value as number);
  byUser.set(userId, { token, expiresAt });
  return token;
}

function forgetSession(deps: Deps, userId: number): void {
  sessions.get(deps)?.delete(userId);
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
  player: { userId: number; uid: string },
  input: BetInput,
  ctx: { locale: Locale },
) {
  const table = await tableOf(deps, input.tableId);
  // Closed by the operator: the round under way finishes with the bets it has, and takes no more.
  if (!table.open) throw badRequest('liveTableClosed');
  let amount = 0;
  for (const b of input.bets) {
    if (!isSpotOf(table, b.spot)) throw badRequest('gameBetSpotInvalid');
    amount += b.stake;
  }
  if (!Number.isSafeInteger(amount) || amount > 10 ** 12) throw badRequest('gameBetTooLarge');
  const [round] = await deps.db
    .select({ id: liveRounds.id, phase: liveRounds.phase, limits: liveRounds.limits })
    .from(liveRounds)
    .where(and(eq(liveRounds.tableId, table.id), eq(liveRounds.number, input.number)));
  if (!round) throw badRequest('liveRoundOver');
  if (round.phase !== 'betting') throw refusedRound(round.phase);
  // The limits the round opened with (a change applies from the next round).
  const limits = (round.limits as Pick<LiveTableSettings, 'spot' | 'round'> | null) ?? table;

  const tx = input.requestId
    ? `live:${player.userId}:${input.requestId}`
    : `live:${player.userId}:${randomUUID()}`;
  for (let attempt = 0; ; attempt++) {
    const token = await liveSession(deps, player.userId, player.uid, table.game);
    let status: WalletStatus;
    let balance: number | undefined;
    let placed: Spots | undefined;
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
            round.id,
            player.userId,
            input.bets,
            OPPOSITE_SPOTS[table.game],
            limits.spot.min,
            limits.spot.max,
            limits.round.min,
            limits.round.max,
          ],
          player: player.userId,
          read: (extra) => extra.spots as Spots,
        },
      );
      status = outcome.answer.status;
      balance = outcome.answer.balance;
      placed = outcome.extra;
    } catch (err) {
      throw refusalOf(err, deps, ctx.locale);
    }
    if (status === 'RS_OK') {
      // A resent call answers from the wallet's record, without the statement's extra.
      const bets = placed ?? (await playerSpots(deps, round.id, player.userId));
      const answer = {
        bets: spotList(table.game, bets),
        balance: balance ?? (await deps.ledger.balance(deps.db, player.userId)),
      };
      // The player's other sockets at the table (another tab, a phone beside the laptop) show
      // the bet and the balance at once, not at the result; told before the answer, so the
      // page that bet never sees its own bet arrive after a later one.
      await publishToPlayer(deps, table.id, player.userId, {
        type: 'you',
        number: input.number,
        ...answer,
        payout: null,
      });
      return answer;
    }
    if (
      attempt === 0 &&
      (status === 'RS_ERROR_TOKEN_EXPIRED' || status === 'RS_ERROR_INVALID_TOKEN')
    ) {
      // The kept session ran out (or a break ended it): a new one, once. A player on a break
      // has no app session to get here with.
      forgetSession(deps, player.userId);
      continue;
    }
    if (status === 'RS_ERROR_NOT_ENOUGH_MONEY') throw badRequest('gameNotEnoughMoney');
    if (status === 'RS_ERROR_LIMIT_REACHED') throw badRequest('gameLimitReached');
    throw new AppError(State.system, 'system');
  }
}

function refusedRound(phase: string): AppError {
  return badRequest(
    phase === 'closed' || phase === 'dealing' ? 'liveBettingClosed' : 'liveRoundOver',
  );
}

/** The bet statement's refusals (live_bet.sql) in the player's words; anything else as it is. */
function refusalOf(err: unknown, deps: Deps, locale: Locale): unknown {
  if (!(err instanceof WalletOpError)) return err;
  if (err.code === 'CR460') return badRequest('liveBettingClosed');
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
