import { liveSocketPath, type MessageKey } from '@cardroom/contract';
import fastifyWebsocket from '@fastify/websocket';
import type { FastifyInstance } from 'fastify';
import type WebSocket from 'ws';
import { z } from 'zod';
import type { Deps } from '../../deps.js';
import { resolveSession } from '../auth/index.js';
import { reserve } from '../throttle/index.js';
import type { HubClient } from './hub.js';
import { livePlayerTopic, liveTopic, type Realtime, type SocketPlayer } from './realtime.js';

/**
 * `GET ${liveSocketPath}?table=<id>`: a WebSocket on a live table's stream. The socket gets the
 * table's first message (the live module's view) and then every message of `live:<table>`;
 * after `{"type":"auth","sign":"…"}` (the session sign, checked as the HTTP router checks it)
 * also the player's own `you` messages. Refusals close the socket with a code and a message
 * key as the reason (the client shows the key's text):
 *   1013 tooManyRequests    the address's open sockets or connection attempts are used up, or
 *                           the socket sent more `auth` messages than AUTHS_PER_SOCKET_MINUTE
 *   4404 liveTableUnknown   no such table
 *   4400 badRequest         a client message that is not an auth message
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
const authMessage = z
  .object({ type: z.literal('auth'), sign: z.string().min(1).max(200) })
  .strict();

/** A client sends one small auth message; anything larger closes the socket (ws: 1009). */
const MAX_CLIENT_MESSAGE_BYTES = 1024;

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
  async function admit(client: HubClient, table: string | undefined): Promise<boolean> {
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
    seats.set(client, { table, player: null, auths: [] });
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
    let parsed: z.infer<typeof authMessage>;
    try {
      parsed = authMessage.parse(JSON.parse(data));
    } catch {
      refuse(socket, CLOSE.badRequest, 'badRequest');
      return;
    }
    const now = deps.now().getTime();
    seat.auths = seat.auths.filter((at) => at > now - 60_000);
    if (seat.auths.length >= AUTHS_PER_SOCKET_MINUTE) {
      refuse(socket, CLOSE.tryLater, 'tooManyRequests');
      return;
    }
    seat.auths.push(now);
    const session = await resolveSession(deps.db, parsed.sign);
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
    hub.join(client, livePlayerTopic(seat.table, session.userId));
    const hook = realtime.firstMessage();
    const first = hook ? await hook(seat.table, seat.player, 'join') : null;
    if (first) hub.send(client, JSON.stringify(first));
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
    let step = admit(client, typeof table === 'string' ? table : undefined).catch((err) => {
      req.log.error({ err }, 'realtime: a live socket failed to open');
      socket.close(1011, 'system');
      return false;
    });
    socket.on('message', (data, isBinary) => {
      if (isBinary) {
        refuse(socket, CLOSE.badRequest, 'badRequest');
        return;
      }
      const text = String(data);
      step = step.then(async (ok) => {
        if (!ok) return false;
        await onClientMessage(client, text).catch((err) => {
          req.log.error({ err }, 'realtime: a live socket message failed');
          socket.close(1011, 'system');
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
