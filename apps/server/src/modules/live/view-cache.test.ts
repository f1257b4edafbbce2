import { api, type LiveTableView } from '@cardroom/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resultData } from '../../../test/factories.js';
import { useTestApp } from '../../../test/use-test-app.js';
import { realtimeOf } from '../realtime/index.js';
import { openSocket, type TestSocket } from '../realtime/testkit.js';
import { fundedPlayer } from '../wallet-api/testkit.js';
import { dealerTick } from './dealer.js';
import { TOTALS_MS } from './rounds.js';
import { openFirstTable } from './testkit.js';
import { tableCacheOf } from './view-cache.js';

/**
 * A table's public view kept by the instance for sockets' first messages (view-cache.ts): read
 * once by a crowd that joins while nothing is said at the table, read again after a message
 * (and showing it), after a lost LISTEN connection, and after a second; the player's own part
 * is read for each of them.
 */
const t = useTestApp({ MARKET: 'IN', LIVE_CHAIN_LENGTH: '50' });
const TABLE = 'dragon-tiger-1';
const sockets: TestSocket[] = [];
let port = 0;

beforeAll(async () => {
  await openFirstTable([t]);
  port = await t.listen('127.0.0.1');
});
afterAll(() => {
  for (const s of sockets) s.close();
});

type ViewMessage = { type: 'view'; view: LiveTableView };
const isView = (m: unknown): m is ViewMessage => (m as { type?: string }).type === 'view';
const readings = () => tableCacheOf(t.deps).stats.readings;

/** A socket at the table and the view it got first. */
async function join(): Promise<{ socket: TestSocket; view: LiveTableView }> {
  const socket = await openSocket(port, TABLE);
  sockets.push(socket);
  const first = (await socket.waitFor(isView)) as ViewMessage;
  return { socket, view: first.view };
}

describe("a table's public view for sockets", () => {
  it('is read once for a crowd joining at once, and each signed-in player still sees their own bets', async () => {
    const before = readings();
    const crowd = await Promise.all(Array.from({ length: 8 }, join));
    expect(readings() - before).toBe(1);
    const number = crowd[0]?.view.round?.number;
    for (const { view } of crowd) expect(view.round).toMatchObject({ number, phase: 'betting' });

    // A player bets over HTTP, then signs in on a socket that joined before the bet: the
    // public part may be the one kept, their own part is read now.
    const p = await fundedPlayer(t, 100_000);
    resultData(
      await t.call(
        api.liveBetPlace,
        { tableId: TABLE, number, bets: [{ spot: 'tiger', stake: 5_000 }] },
        { sign: p.sign },
      ),
    );
    const { socket } = crowd[0] as { socket: TestSocket };
    const from = socket.messages.length;
    socket.send({ type: 'auth', sign: p.sign });
    const signedIn = (await socket.waitFor(
      (m) => isView(m) && m.view.you !== null,
      from,
    )) as ViewMessage;
    expect(signedIn.view.you).toMatchObject({
      bets: [{ spot: 'tiger', stake: 5_000 }],
      balance: 95_000,
    });
  });

  it('is read again once the instance hears a message at the table, and shows it', async () => {
    const { socket, view: before } = await join();
    const number = before.round?.number ?? 0;
    const kept = readings();
    // A bet moves the totals; the dealer's next step says so on the table's topic (well within
    // the second an entry may live, so only the message can make it stale).
    const p = await fundedPlayer(t, 100_000);
    resultData(
      await t.call(
        api.liveBetPlace,
        { tableId: TABLE, number, bets: [{ spot: 'dragon', stake: 7_000 }] },
        { sign: p.sign },
      ),
    );
    // Until that message a joining socket gets the kept reading, one totals message behind.
    expect((await join()).view.round?.totals).toEqual(before.round?.totals);
    expect(readings()).toBe(kept);
    t.advance(TOTALS_MS);
    await dealerTick(t.deps);
    await socket.waitFor(
      (m) =>
        (m as { type?: string }).type === 'totals' &&
        JSON.stringify(m).includes('"spot":"dragon","stake":7000'),
    );
    const { view } = await join();
    expect(readings() - kept).toBe(1);
    expect(view.round?.totals).toContainEqual({ spot: 'dragon', stake: 7_000, players: 1 });
    // Nothing said since: the next one joins on the same reading.
    await join();
    expect(readings() - kept).toBe(1);
  });

  it('is read again after the bus lost its connection, and after a second', async () => {
    await join();
    let before = readings();
    await join();
    expect(readings()).toBe(before);
    // What the bus counts when its LISTEN connection comes back (messages may be missing).
    realtimeOf(t.deps).bus.stats.reconnects++;
    await join();
    expect(readings() - before).toBe(1);
    before = readings();
    t.advance(1_000);
    await join();
    expect(readings() - before).toBe(1);
  });
});
