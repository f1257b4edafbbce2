import { api, State } from '@cardroom/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { balanceOf, failure, resultData } from '../../../test/factories.js';
import type { TestApp } from '../../../test/harness.js';
import { useTestApps } from '../../../test/use-test-app.js';
import { resolveSession } from '../auth/index.js';
import { realtimeOf } from '../realtime/index.js';
import { openSocket, type TestSocket } from '../realtime/testkit.js';
import { gameSessions } from '../wallet-api/index.js';
import { fundedPlayer, type Player } from '../wallet-api/testkit.js';
import { openFirstTable } from './testkit.js';

/**
 * A live player's wallet game session (bets.ts liveToken): one per app session and period,
 * the same on every instance, made when the player joins the table's socket, so their first bet
 * on any instance finds it. Two instances on one database.
 */
const [a, b] = useTestApps(2, { MARKET: 'IN', LIVE_CHAIN_LENGTH: '50' }) as [TestApp, TestApp];
const TABLE = 'dragon-tiger-1';
const sockets: TestSocket[] = [];
let number = 0;

beforeAll(async () => {
  number = await openFirstTable([a, b]);
});
afterAll(() => {
  for (const s of sockets) s.close();
});

const STAKE = 10_000;
const bet = (t: TestApp, p: Player) =>
  t.call(
    api.liveBetPlace,
    { tableId: TABLE, number, bets: [{ spot: 'dragon', stake: STAKE }] },
    { sign: p.sign },
  );
const sessionsOf = (p: Player) =>
  a.deps.db.select().from(gameSessions).where(eq(gameSessions.userId, p.userId));

describe("a live player's game session", () => {
  it('is made when the player joins the table, and their bets on either instance use it', async () => {
    const p = await fundedPlayer(a, 100_000);
    expect(await sessionsOf(p)).toHaveLength(0);
    const socket = await openSocket(await a.listen('127.0.0.1'), TABLE);
    sockets.push(socket);
    socket.send({ type: 'auth', sign: p.sign });
    await socket.waitFor((m) => (m as { view?: { you: unknown } }).view?.you != null);
    const [made] = await sessionsOf(p);
    expect(made).toMatchObject({ userId: p.userId, uid: p.uid, gameCode: 'dragon-tiger' });
    // Good for the rest of this period and all of the next one.
    expect(made?.expiresAt.getTime()).toBeGreaterThan(a.deps.now().getTime() + 2 * 3600_000);

    resultData(await bet(b, p));
    resultData(await bet(a, p));
    expect(await sessionsOf(p)).toEqual([made]);
    expect(await balanceOf(a, p.userId)).toBe(100_000 - 2 * STAKE);
  });

  it('is made by the first bet of a player who did not join the socket, once for both instances', async () => {
    const p = await fundedPlayer(a, 100_000);
    const [first, second] = await Promise.all([bet(b, p), bet(a, p)]);
    resultData(first);
    resultData(second);
    expect(await sessionsOf(p)).toHaveLength(1);
    resultData(await bet(b, p));
    expect(await sessionsOf(p)).toHaveLength(1);
    expect(await balanceOf(a, p.userId)).toBe(100_000 - 3 * STAKE);
  });

  it('refuses a bet whose session a break ended on its way, and moves nothing', async () => {
    const p = await fundedPlayer(a, 100_000);
    resultData(await bet(a, p));
    // What breaks/service.ts does to a player's game sessions, the app session not yet revoked
    // (a bet already past the router when the break began).
    await a.deps.db
      .update(gameSessions)
      .set({ expiresAt: a.deps.now() })
      .where(eq(gameSessions.userId, p.userId));
    expect(failure(await bet(b, p))).toMatchObject({ state: State.unauthorized });
    expect(await balanceOf(a, p.userId)).toBe(100_000 - STAKE);
    expect(await sessionsOf(p)).toHaveLength(1);
  });

  it('is not made again for each socket when the bus resends every socket its view', async () => {
    const p = await fundedPlayer(a, 100_000);
    const session = await resolveSession(a.deps.db, p.sign);
    if (!session) throw new Error('no session');
    const first = realtimeOf(a.deps).firstMessage();
    if (!first) throw new Error('no first message');
    // A resync (the LISTEN connection came back): the view with the player's part, no insert.
    const resent = await first(TABLE, session, 'resync');
    expect(resent).toMatchObject({ type: 'view', view: { you: { balance: 100_000 } } });
    expect(await sessionsOf(p)).toHaveLength(0);
    // Joining makes it, as the first test shows through a socket.
    await first(TABLE, session, 'join');
    expect(await sessionsOf(p)).toHaveLength(1);
  });
});
