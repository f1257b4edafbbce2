import { api, type LiveMessage } from '@cardroom/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { alignToWindow, codeData, uniqueIp } from '../../../test/factories.js';
import type { TestApp } from '../../../test/harness.js';
import { useTestApps } from '../../../test/use-test-app.js';
import { forgetCachedSetting, putSetting } from '../settings/index.js';
import { users } from '../users/index.js';
import {
  AUTHS_PER_SOCKET_MINUTE,
  LIVE_SOCKET_CLOSE,
  type LiveSocketLimits,
  livePlayerTopic,
  liveSocketsSetting,
  liveTopic,
  MESSAGES_WAITING_PER_SOCKET,
  PayloadTooLargeError,
  realtimeOf,
  type SocketPlayer,
} from './index.js';
import { openSocket, type TestSocket } from './testkit.js';

/**
 * Two instances on one database (on PostgreSQL each with its own pool and LISTEN connection;
 * on PGlite one process, one database), each listening on a real port, with `ws` clients:
 * what one instance publishes reaches the sockets of both. TRUST_PROXY: each test's sockets
 * come from an address of their own (X-Forwarded-For), as the caps count per address.
 */
const [a, b] = useTestApps(2, { TRUST_PROXY: '1' }) as [TestApp, TestApp];
const onPostgres = process.env.DATABASE_URL !== undefined;
const ports = new Map<TestApp, number>();
const sockets: TestSocket[] = [];

/** The first message these tests' hook answers: a phase of round 0, or `you` with the player's id. */
function firstMessage(table: string, player: SocketPlayer | null): Promise<LiveMessage | null> {
  if (table === 'no-such-table') return Promise.resolve(null);
  return Promise.resolve(
    player === null
      ? { type: 'phase', number: 0, phase: 'betting', phaseEndsAt: null, serverNow: 0 }
      : { type: 'you', number: 0, bets: [], payout: null, balance: player.userId },
  );
}

const restores: Array<() => void> = [];
beforeAll(async () => {
  for (const t of [a, b]) {
    ports.set(t, await t.listen('127.0.0.1'));
    // The live module's hook is put aside for these tests' own (restored after them).
    restores.push(realtimeOf(t.deps).setFirstMessage(firstMessage));
  }
});
afterAll(() => {
  for (const s of sockets) s.close();
  for (const restore of restores) restore();
});

async function open(
  t: TestApp,
  table: string,
  opts: { address?: string; autoPong?: boolean } = {},
) {
  const s = await openSocket(ports.get(t) ?? 0, table, { address: uniqueIp(), ...opts });
  sockets.push(s);
  return s;
}

const isFirst = (m: unknown) => (m as { type?: string; number?: number }).number === 0;
const cardOf = (index: number) => (m: unknown) =>
  (m as LiveMessage).type === 'card' && (m as { index: number }).index === index;
const card = (index: number): LiveMessage => ({ type: 'card', number: 7, index, card: index });

/** Stores new socket limits and waits until both instances' heartbeat job read them. */
async function setLimits(patch: Partial<LiveSocketLimits>): Promise<void> {
  const value = { ...liveSocketsSetting.defaults(a.config.market), ...patch };
  await putSetting(a.deps.db, a.config.market, liveSocketsSetting, value);
  for (const t of [a, b]) forgetCachedSetting(t.deps.db, liveSocketsSetting.key);
  for (const t of [a, b]) {
    const until = Date.now() + 10_000;
    while (JSON.stringify(realtimeOf(t.deps).hub.currentLimits()) !== JSON.stringify(value)) {
      if (Date.now() > until) throw new Error('the limits did not reach the hub');
      await new Promise((r) => setTimeout(r, 20));
    }
  }
}

describe('the live socket on two instances', () => {
  it('delivers what either instance publishes to the sockets of both, after their first message', async () => {
    const onA = await open(a, 'fan-out');
    const onB = await open(b, 'fan-out');
    for (const s of [onA, onB])
      expect(await s.waitFor(isFirst)).toMatchObject({ phase: 'betting' });
    await realtimeOf(a.deps).publish(liveTopic('fan-out'), card(1));
    await realtimeOf(b.deps).publish(liveTopic('fan-out'), card(2));
    for (const s of [onA, onB]) {
      await s.waitFor(cardOf(2));
      expect(s.messages).toEqual([expect.objectContaining({ number: 0 }), card(1), card(2)]);
    }
    // Another table's socket hears nothing of it.
    const other = await open(b, 'fan-out-other');
    await other.waitFor(isFirst);
    await realtimeOf(a.deps).publish(liveTopic('fan-out-other'), card(3));
    await other.waitFor(cardOf(3));
    expect(onA.messages).toHaveLength(3);
  });

  it('delivers a message published in a transaction only when it commits', async () => {
    const s = await open(b, 'in-tx');
    await s.waitFor(isFirst);
    const rt = realtimeOf(a.deps);
    await expect(
      a.deps.db.transaction(async (tx) => {
        await rt.publish(liveTopic('in-tx'), card(1), tx);
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    await a.deps.db.transaction(async (tx) => {
      await rt.publish(liveTopic('in-tx'), card(2), tx);
      await tx.execute(sql`select 1`);
    });
    await s.waitFor(cardOf(2));
    expect(s.messages.filter(cardOf(1))).toEqual([]);
    // A publish of its own commits without waiting for the flush, and only it: the setting is
    // back for whatever the connection runs next (PGlite: the one connection).
    await rt.publish(liveTopic('in-tx'), card(3));
    await s.waitFor(cardOf(3));
    const [row] = (
      (await a.deps.db.execute(
        sql`select current_setting('synchronous_commit') as v`,
      )) as unknown as {
        rows: Array<{ v: string }>;
      }
    ).rows;
    expect(row?.v).toBe('on');
  });

  it('sends the publishes that arrive while one is in flight together, in their order', async () => {
    const s = await open(b, 'grouped');
    await s.waitFor(isFirst);
    const bus = realtimeOf(a.deps).bus;
    const before = bus.stats.statements;
    const big = { type: 'result', number: 1, winner: 'x'.repeat(8_000), seed: '', hands: [] };
    const sent = await Promise.allSettled(
      Array.from({ length: 50 }, (_, i) =>
        realtimeOf(a.deps).publish(liveTopic('grouped'), i === 25 ? (big as LiveMessage) : card(i)),
      ),
    );
    // The one too large is refused alone; the first went at once, the other 48 in one statement.
    expect(sent.filter((r) => r.status === 'rejected')).toHaveLength(1);
    expect(bus.stats.statements - before).toBe(2);
    await s.waitFor(cardOf(49));
    const indexes = s.messages
      .filter((m) => !isFirst(m))
      .map((m) => (m as { index: number }).index);
    expect(indexes).toEqual(Array.from({ length: 50 }, (_, i) => i).filter((i) => i !== 25));
  });

  it('keeps the order of publish and publishMany calls made one after the other', async () => {
    const s = await open(b, 'mixed');
    await s.waitFor(isFirst);
    const rt = realtimeOf(a.deps);
    const topic = liveTopic('mixed');
    await Promise.all([
      rt.publish(topic, card(100)),
      rt.publishMany([
        { topic, message: card(101) },
        { topic, message: card(102) },
      ]),
      rt.publish(topic, card(103)),
    ]);
    await s.waitFor(cardOf(103));
    const indexes = s.messages
      .filter((m) => !isFirst(m))
      .map((m) => (m as { index: number }).index);
    expect(indexes).toEqual([100, 101, 102, 103]);
  });

  it('refuses a message larger than NOTIFY carries and sends nothing', async () => {
    const s = await open(a, 'too-large');
    await s.waitFor(isFirst);
    const rt = realtimeOf(b.deps);
    const big = { type: 'result', number: 1, winner: 'x'.repeat(8_000), seed: '', hands: [] };
    await expect(rt.publish(liveTopic('too-large'), big as LiveMessage)).rejects.toBeInstanceOf(
      PayloadTooLargeError,
    );
    await rt.publish(liveTopic('too-large'), card(1));
    await s.waitFor(cardOf(1));
    expect(s.messages).toHaveLength(2);
  });

  it('closes a socket at a table that does not exist, or with a malformed table', async () => {
    for (const table of ['no-such-table', 'Not A Table!', '']) {
      const s = await open(a, table);
      expect(await s.waitClosed()).toEqual({
        code: LIVE_SOCKET_CLOSE.unknownTable,
        reason: 'liveTableUnknown',
      });
    }
  });

  it("gives a signed-in socket the player's own messages, and no other socket", async () => {
    const player = codeData(await a.call(api.ssoGuest, {}, { ip: uniqueIp() }));
    const [row] = await a.deps.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.uid, player.uid));
    const userId = row?.id ?? 0;
    const mine = await open(b, 'player');
    const public_ = await open(b, 'player');
    await Promise.all([mine.waitFor(isFirst), public_.waitFor(isFirst)]);
    mine.send({ type: 'auth', sign: player.sign });
    // After the auth, the hook's player message (here `you` with the player's id).
    expect(await mine.waitFor((m) => (m as LiveMessage).type === 'you')).toMatchObject({
      balance: userId,
    });
    const you: LiveMessage = { type: 'you', number: 7, bets: [], payout: 500, balance: 9 };
    await realtimeOf(a.deps).publish(livePlayerTopic('player', userId), you);
    await realtimeOf(a.deps).publish(liveTopic('player'), card(4));
    await mine.waitFor((m) => (m as { payout?: number }).payout === 500);
    await public_.waitFor(cardOf(4));
    expect(public_.messages.filter((m) => (m as LiveMessage).type === 'you')).toEqual([]);
  });

  it('closes a socket whose auth is not a session, or not an auth message', async () => {
    const cases: Array<[unknown, number, string]> = [
      [{ type: 'auth', sign: 'not-a-session' }, LIVE_SOCKET_CLOSE.unauthorized, 'pleaseLogin'],
      [{ type: 'bet', spot: 'tie' }, LIVE_SOCKET_CLOSE.badRequest, 'badRequest'],
      ['{', LIVE_SOCKET_CLOSE.badRequest, 'badRequest'],
    ];
    for (const [message, code, reason] of cases) {
      const s = await open(a, 'auth-refused');
      if (typeof message === 'string') s.ws.send(message);
      else s.send(message);
      expect(await s.waitClosed()).toEqual({ code, reason });
    }
  });

  it.each([
    // As many as may wait on one socket: the auth cap is what refuses.
    [MESSAGES_WAITING_PER_SOCKET, 'exactly'],
    // More than may wait: the socket is closed as they arrive, with no more answered.
    [50, 'at most'],
  ] as const)(
    'answers %s auth messages sent at once on one socket %s AUTHS_PER_SOCKET_MINUTE times, then closes it',
    async (count, how) => {
      const player = codeData(await a.call(api.ssoGuest, {}, { ip: uniqueIp() }));
      const s = await open(a, 'auths');
      await s.waitFor(isFirst);
      for (let i = 0; i < count; i++) s.send({ type: 'auth', sign: player.sign });
      expect(await s.waitClosed()).toEqual({
        code: LIVE_SOCKET_CLOSE.tryLater,
        reason: 'tooManyRequests',
      });
      const answered = s.messages.filter((m) => (m as LiveMessage).type === 'you').length;
      if (how === 'exactly') expect(answered).toBe(AUTHS_PER_SOCKET_MINUTE);
      else expect(answered).toBeLessThanOrEqual(AUTHS_PER_SOCKET_MINUTE);
      // Another socket of the player's signs in as before.
      const again = await open(a, 'auths');
      again.send({ type: 'auth', sign: player.sign });
      await again.waitFor((m) => (m as LiveMessage).type === 'you');
    },
  );

  it('opens exactly the cap of 50 sockets fired at once from one address, and again after they close', async () => {
    await setLimits({ perAddress: 10 });
    const address = uniqueIp();
    const burst = await Promise.all(
      Array.from({ length: 50 }, () => open(a, 'cap-open', { address })),
    );
    const refused = await Promise.all(
      burst.map((s) =>
        Promise.race([
          s.waitClosed(20_000).then((c) => c.code),
          s.waitFor(isFirst, 0, 20_000).then(() => 'open'),
        ]),
      ),
    );
    expect(refused.filter((r) => r === 'open')).toHaveLength(10);
    expect(refused.filter((r) => r === LIVE_SOCKET_CLOSE.tryLater)).toHaveLength(40);
    for (const s of burst) s.close();
    await Promise.all(burst.map((s) => s.waitClosed()));
    // The places come back as the sockets close.
    const until = Date.now() + 10_000;
    while (realtimeOf(a.deps).hub.openFrom(address) > 0 && Date.now() < until) {
      await new Promise((r) => setTimeout(r, 20));
    }
    const again = await open(a, 'cap-open', { address });
    await again.waitFor(isFirst);
    await setLimits({});
  });

  it('counts every connection attempt per address per minute across both instances, refused ones too', async () => {
    await setLimits({ opensPerAddressMinute: 30, perAddress: 100 });
    alignToWindow(a, 60);
    const address = uniqueIp();
    // Five of the minute's attempts fail (no such table): they still use the window up.
    for (let i = 0; i < 5; i++) await (await open(b, 'no-such-table', { address })).waitClosed();
    const burst = await Promise.all(
      Array.from({ length: 50 }, (_, i) => open(i % 2 === 0 ? a : b, 'cap-window', { address })),
    );
    const outcome = await Promise.all(
      burst.map((s) =>
        Promise.race([
          s.waitClosed(20_000).then((c) => c.code),
          s.waitFor(isFirst, 0, 20_000).then(() => 'open'),
        ]),
      ),
    );
    expect(outcome.filter((r) => r === 'open')).toHaveLength(25);
    expect(outcome.filter((r) => r === LIVE_SOCKET_CLOSE.tryLater)).toHaveLength(25);
    for (const s of burst) s.close();
    await setLimits({});
  });

  it('ends a socket that does not answer pings, and keeps one that does', async () => {
    const dead = await open(a, 'heartbeat', { autoPong: false });
    const alive = await open(a, 'heartbeat');
    await Promise.all([dead.waitFor(isFirst), alive.waitFor(isFirst)]);
    const hub = realtimeOf(a.deps).hub;
    hub.heartbeat();
    // The live client's pong arrives; the other never does.
    const until = Date.now() + 10_000;
    while (hub.clientsOf(liveTopic('heartbeat')).filter((c) => c.alive).length < 1) {
      if (Date.now() > until) throw new Error('no pong');
      await new Promise((r) => setTimeout(r, 10));
    }
    hub.heartbeat();
    expect((await dead.waitClosed()).code).toBe(1006);
    await realtimeOf(b.deps).publish(liveTopic('heartbeat'), card(5));
    await alive.waitFor(cardOf(5));
    expect(alive.closed).toBeNull();
  });

  it('drops a socket that does not read what it is sent, and keeps serving the others', async () => {
    await setLimits({ maxBufferedKib: 16 });
    const slow = await open(a, 'slow');
    const quick = await open(a, 'slow');
    await Promise.all([slow.waitFor(isFirst), quick.waitFor(isFirst)]);
    slow.ws.pause();
    const hub = realtimeOf(a.deps).hub;
    const before = hub.stats.droppedSlow;
    const chunk = JSON.stringify({ type: 'pad', pad: 'x'.repeat(64 * 1024) });
    // Past what the kernel's socket buffers take, ws starts queueing; the hub drops it then.
    for (let i = 0; i < 2_000 && hub.stats.droppedSlow === before; i++) {
      hub.deliver(liveTopic('slow'), chunk);
      await new Promise((r) => setImmediate(r));
    }
    expect(hub.stats.droppedSlow).toBe(before + 1);
    expect(hub.clientsOf(liveTopic('slow'))).toHaveLength(1);
    await realtimeOf(b.deps).publish(liveTopic('slow'), card(6));
    await quick.waitFor(cardOf(6));
    await setLimits({});
  });

  it.runIf(onPostgres)(
    'listens again after the LISTEN connection is terminated, and resends the first message',
    async () => {
      const s = await open(a, 'reconnect');
      await s.waitFor(isFirst);
      const bus = realtimeOf(a.deps).bus;
      const pid = bus.listenerPid();
      expect(pid).not.toBeNull();
      const reconnects = bus.stats.reconnects;
      await b.deps.db.execute(sql`select pg_terminate_backend(${pid})`);
      const until = Date.now() + 15_000;
      while (bus.stats.reconnects === reconnects) {
        if (Date.now() > until) throw new Error('the bus did not listen again');
        await new Promise((r) => setTimeout(r, 20));
      }
      expect(bus.listenerPid()).not.toBe(pid);
      // The socket got its first message again (what it may have missed is in it).
      await s.waitFor(isFirst, 1);
      await realtimeOf(b.deps).publish(liveTopic('reconnect'), card(8));
      await s.waitFor(cardOf(8));
    },
  );
});
