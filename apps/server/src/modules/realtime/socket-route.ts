import {
  type LiveBetResult,
  type LiveClientMessage,
  type LiveMessage,
  liveClientMessage,
  liveSocketPath,
  type MessageKey,
  message,
  requestIdField,
  State,
} from '@cardroom/contract';
import fastifyWebsocket from '@fastify/websocket';
import type { FastifyInstance } from 'fastify';
import type WebSocket from 'ws';
import type { Deps } from '../../deps.js';
import { AppError } from '../../http/errors.js';
import { requestLocale } from '../../http/router.js';
import { nulField, validationMessage } from '../../http/validation.js';
import { resolveSession, signedOutReason } from '../auth/index.js';
import { reserve } from '../throttle/index.js';
import type { HubClient } from './hub.js';
import {
  livePlayerTopic,
  liveTopic,
  type Realtime,
  type SocketBet,
  type SocketPlayer,
} from './realtime.js';

/**
 * `GET ${liveSocketPath}?table=<id>`: a WebSocket on a live table's stream. The socket gets the
 * table's first message (the live module's view) and then every message of `live:<table>`;
 * after `{"type":"auth","sign":"…"}` (the session sign, checked as the HTTP router checks it)
 * also the player's own `you` messages, and it may send `bet` messages (`/live/bet` on this
 * table, answered on this socket; the contract's `liveClientMessage`). Each bet's statement
 * checks the session open (a sign-out, a password change, a break or a blocked account ends
 * what the socket may do at once), so a bet here is refused whenever the same call over HTTP
 * would be. A socket's messages run one at a time, in order. Refusals close the socket with a
 * code and a message key as the reason (the client shows the key's text):
 *   1013 tooManyRequests    the address's open sockets or connection attempts are used up, the
 *                           socket sent more `auth` messages than AUTHS_PER_SOCKET_MINUTE, or
 *                           has more than MESSAGES_WAITING_PER_SOCKET messages waiting
 *   4404 liveTableUnknown   no such table
 *   4400 badRequest         a client message that is neither (a bet whose requestId can be read
 *                           is answered with what is wrong instead, the socket stays)
 *   4401 pleaseLogin        a sign that is no session (the public stream needs none: reconnect without)
 *   4403 breakWithdrawOnly  the player is on a break
 */
export const CLOSE = {
  tryLater: 1013,
  badRequest: 4400,
  unauthorized: 4401,
  forbidden: 4403,
  unknownTable: 4404,
} as const;

const TABLE_ID = /^[a-z0-9-]{1,32}$/;

/**
 * A client sends small messages: an auth, a bet of at most 12 lines (about 900 bytes at the
 * longest spots and stakes); anything larger closes the socket (ws: 1009).
 */
const MAX_CLIENT_MESSAGE_BYTES = 2048;

/**
 * Messages one socket may have waiting for the one before to finish. The app sends a bet and
 * waits for its answer; a client that streams messages would otherwise queue them in memory
 * without end. Counted per socket, in memory, as its messages arrive.
 */
export const MESSAGES_WAITING_PER_SOCKET = 16;

/**
 * `auth` messages one socket may send in a minute. The app sends one per connection (a sign-in
 * on an open page is another); each costs the database several statements (the session, the
 * player's view, their game session), so a client repeating it would turn one socket into a
 * stream of queries. Counted per socket, in memory: a socket lives on one instance, and its
 * messages run one at a time, so the count and the check are one step.
 */
export const AUTHS_PER_SOCKET_MINUTE = 5;

interface Seat {
  table: string;
  /** The signed-in player (after `auth`), else null. */
  player: SocketPlayer | null;
  /** The sign the player signed in with: why it no longer works, when a bet finds it ended. */
  sign: string | null;
  /** The upgrade request's Accept-Language: the language of a bet's answer that names none. */
  acceptLanguage: string | undefined;
  /** When this socket's `auth` messages of the last minute came (ms), refused ones included. */
  auths: number[];
}

export async function registerLiveSocket(
  app: FastifyInstance,
  deps: Deps,
  realtime: Realtime,
): Promise<void> {
  await app.register(fastifyWebsocket, { options: { maxPayload: MAX_CLIENT_MESSAGE_BYTES } });
  const { hub } = realtime;
  const seats = new WeakMap<HubClient, Seat>();

  const refuse = (socket: WebSocket, code: number, key: MessageKey | 'liveTableUnknown') => {
    socket.close(code, key);
  };

  /** The connection's checks after its address place: the window, the table, its first message. */
  async function admit(
    client: HubClient,
    table: string | undefined,
    acceptLanguage: string | undefined,
  ): Promise<boolean> {
    const { socket, address } = client;
    const limits = hub.currentLimits();
    const rule = {
      bucket: 'liveSocketOpen',
      windowSeconds: 60,
      max: limits.opensPerAddressMinute,
    };
    // Every attempt takes its place first and keeps it, refused later or not (failures count).
    const reservation = await reserve(deps.db, rule, address, deps.now());
    if (!reservation.ok) {
      refuse(socket, CLOSE.tryLater, 'tooManyRequests');
      return false;
    }
    if (!table || !TABLE_ID.test(table)) {
      refuse(socket, CLOSE.unknownTable, 'liveTableUnknown');
      return false;
    }
    seats.set(client, { table, player: null, sign: null, acceptLanguage, auths: [] });
    // Joined before the first message is read, held until it is sent: nothing in between is lost.
    hub.join(client, liveTopic(table));
    const hook = realtime.firstMessage();
    const first = hook ? await hook(table, null, 'join') : null;
    if (hook && first === null) {
      refuse(socket, CLOSE.unknownTable, 'liveTableUnknown');
      return false;
    }
    hub.open(client, first ? JSON.stringify(first) : null);
    return true;
  }

  async function onClientMessage(client: HubClient, data: string): Promise<void> {
    const { socket } = client;
    const seat = seats.get(client);
    if (!seat || socket.readyState !== socket.OPEN) return;
    let raw: unknown;
    try {
      raw = JSON.parse(data);
    } catch {
      refuse(socket, CLOSE.badRequest, 'badRequest');
      return;
    }
    const parsed = liveClientMessage.safeParse(raw);
    const nul = parsed.success ? nulField(parsed.data) : null;
    if (!parsed.success || nul) {
      // A bet whose id can be read gets its refusal in the player's words, as /live/bet would.
      const requestId = betIdOf(raw);
      if (!requestId) {
        refuse(socket, CLOSE.badRequest, 'badRequest');
        return;
      }
      const locale = requestLocale(raw, seat.acceptLanguage);
      const msg = parsed.success
        ? message('invalidField', locale, { field: nul ?? 'body' })
        : validationMessage(parsed.error, locale);
      hub.send(client, JSON.stringify({ type: 'bet', requestId, state: State.badRequest, msg }));
      return;
    }
    if (parsed.data.type === 'bet') {
      await onBet(client, seat, parsed.data);
      return;
    }
    await onAuth(client, seat, parsed.data);
  }

  async function onAuth(
    client: HubClient,
    seat: Seat,
    auth: Extract<LiveClientMessage, { type: 'auth' }>,
  ): Promise<void> {
    const { socket } = client;
    const now = deps.now().getTime();
    seat.auths = seat.auths.filter((at) => at > now - 60_000);
    if (seat.auths.length >= AUTHS_PER_SOCKET_MINUTE) {
      refuse(socket, CLOSE.tryLater, 'tooManyRequests');
      return;
    }
    seat.auths.push(now);
    const session = await resolveSession(deps.db, auth.sign);
    if (!session) {
      refuse(socket, CLOSE.unauthorized, 'pleaseLogin');
      return;
    }
    if (session.withdrawOnly) {
      refuse(socket, CLOSE.forbidden, 'breakWithdrawOnly');
      return;
    }
    if (seat.player !== null && seat.player.userId !== session.userId) {
      hub.leave(client, livePlayerTopic(seat.table, seat.player.userId));
    }
    seat.player = { sessionId: session.sessionId, userId: session.userId, uid: session.uid };
    seat.sign = auth.sign;
    hub.join(client, livePlayerTopic(seat.table, session.userId));
    const hook = realtime.firstMessage();
    const first = hook ? await hook(seat.table, seat.player, 'join') : null;
    if (first) hub.send(client, JSON.stringify(first));
  }

  /**
   * A bet on the socket's table, placed by the live module's hook. The player's session is
   * checked open in the bet's own statement (live_bet.sql, as for `/live/bet`), not read here
   * first: a session read per bet was about a fifth of PostgreSQL's work per bet (docs/
   * SCALING.md "Bets on the table's socket").
   * A bet refused for an ended session signs the socket out: it stays on the public stream.
   */
  async function onBet(client: HubClient, seat: Seat, bet: SocketBet): Promise<void> {
    const locale = requestLocale(bet, seat.acceptLanguage);
    const reply = (state: string, msg: string, resultData?: LiveBetResult) => {
      const answer: LiveMessage = { type: 'bet', requestId: bet.requestId, state, msg };
      hub.send(client, JSON.stringify(resultData ? { ...answer, resultData } : answer));
    };
    const hook = realtime.socketBet();
    const { player, sign } = seat;
    if (!hook) return reply(State.notFound, message('notFound', locale));
    if (!player || !sign) return reply(State.unauthorized, message('pleaseLogin', locale));
    try {
      const resultData = await hook(seat.table, player, bet, locale);
      return reply(State.ok, message('ok', locale), resultData);
    } catch (err) {
      if (!(err instanceof AppError)) {
        // Anything not a refusal is a fault: logged, and answered "system" as /live/bet does.
        app.log.error({ err }, 'realtime: a live socket bet failed');
        return reply(State.system, message('system', locale));
      }
      if (err.state !== State.unauthorized) {
        return reply(err.state, message(err.key, locale, err.params));
      }
      hub.leave(client, livePlayerTopic(seat.table, player.userId));
      seat.player = null;
      seat.sign = null;
      const why = await signedOutReason(deps, sign);
      return reply(State.unauthorized, message(why ?? err.key, locale));
    }
  }

  app.get(liveSocketPath, { websocket: true }, (socket, req) => {
    // A client that hung up before this ran has no address any more (Node clears it when the
    // connection closes): nothing to admit or count (bench:live's crashed clients sent such
    // sockets to the rate counter with an empty key).
    const address = req.ip as string | undefined;
    if (!address) {
      socket.terminate();
      return;
    }
    const client = hub.admit(socket, address);
    if (!client) {
      refuse(socket, CLOSE.tryLater, 'tooManyRequests');
      return;
    }
    const table = (req.query as { table?: unknown }).table;
    // Client messages run one at a time, after the admission (an auth sent at once waits for it).
    let step = admit(
      client,
      typeof table === 'string' ? table : undefined,
      req.headers['accept-language'],
    ).catch((err) => {
      req.log.error({ err }, 'realtime: a live socket failed to open');
      socket.close(1011, 'system');
      return false;
    });
    /** Messages received and not yet run to their end (MESSAGES_WAITING_PER_SOCKET). */
    let waiting = 0;
    socket.on('message', (data, isBinary) => {
      if (isBinary) {
        refuse(socket, CLOSE.badRequest, 'badRequest');
        return;
      }
      if (waiting >= MESSAGES_WAITING_PER_SOCKET) {
        refuse(socket, CLOSE.tryLater, 'tooManyRequests');
        return;
      }
      waiting++;
      const text = String(data);
      step = step.then(async (ok) => {
        if (!ok) return false;
        await onClientMessage(client, text)
          .catch((err) => {
            req.log.error({ err }, 'realtime: a live socket message failed');
            socket.close(1011, 'system');
          })
          .finally(() => {
            waiting--;
          });
        return true;
      });
    });
  });

  // After the bus lost messages, every socket gets its first message again: the whole state.
  realtime.bus.onResync(() => {
    const hook = realtime.firstMessage();
    if (!hook) return;
    for (const topic of hub.topics()) {
      for (const client of hub.clientsOf(topic)) {
        const seat = seats.get(client);
        if (!seat || topic !== liveTopic(seat.table)) continue;
        hook(seat.table, seat.player, 'resync')
          .then((first) => first && hub.send(client, JSON.stringify(first)))
          .catch((err) => app.log.error({ err }, 'realtime: resync failed'));
      }
    }
  });
}

/** The `requestId` of a message that claims to be a bet, when it is a well-formed id. */
function betIdOf(raw: unknown): string | null {
  if (typeof raw !== 'object' || raw === null) return null;
  const { type, requestId } = raw as { type?: unknown; requestId?: unknown };
  if (type !== 'bet') return null;
  const id = requestIdField.safeParse(requestId);
  return id.success ? id.data : null;
}
