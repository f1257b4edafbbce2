import { randomUUID } from 'node:crypto';
import { api, liveMessage } from '@cardroom/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { balanceOf, expectLedgerOk, resultData, uniqueIp } from '../../../test/factories.js';
import type { TestApp } from '../../../test/harness.js';
import { useTestApps } from '../../../test/use-test-app.js';
import { sessions } from '../auth/index.js';
import { MESSAGES_WAITING_PER_SOCKET } from '../realtime/index.js';
import { openSocket, type TestSocket } from '../realtime/testkit.js';
import { users } from '../users/index.js';
import { walletTransactions } from '../wallet-api/index.js';
import { fundedPlayer, type Player } from '../wallet-api/testkit.js';
import { placeLiveBet } from './bets.js';
import { dealerTick } from './dealer.js';
import { liveBets } from './schema.js';
import { LIVE } from './settle.js';
import { latestRound } from './tables.js';
import { openFirstTable } from './testkit.js';

/**
 * Bets sent on the player's signed-in table socket (the app's way since stop 52; `/live/bet`
 * stays for a page whose socket is not signed in): the same bet by the same rules, answered on
 * that socket, with the session checked again for each bet. Two instances on one database, as
 * behind nginx; TRUST_PROXY so each test's sockets come from an address of their own.
 */
const [a, b] = useTestApps(2, { MARKET: 'IN', TRUST_PROXY: '1' }) as [TestApp, TestApp];
const TABLE = 'dragon-tiger-1';
type Lines = Array<{ spot: string; stake: number }>;
type BetAnswer = {
  type: 'bet';
  requestId: string;
  state: string;
  msg: string;
  resultData?: { bets: Lines; balance: number };
};

const ports = new Map<TestApp, number>();
const sockets: TestSocket[] = [];
let number = 0;
beforeAll(async () => {
  for (const t of [a, b]) ports.set(t, await t.listen('127.0.0.1'));
  number = await openFirstTable([a, b]);
});
afterAll(() => {
  for (const s of sockets) s.close();
});

const isView = (signedIn: boolean) => (m: unknown) => {
  const v = m as { type?: string; view?: { you?: unknown } };
  return v.type === 'view' && (v.view?.you != null) === signedIn;
};

/** A socket at the table on `t`, signed in as `p` when given (resolves once its view says so). */
async function seat(t: TestApp, p?: Player): Promise<TestSocket> {
  const s = await openSocket(ports.get(t) as number, TABLE, { address: uniqueIp() });
  sockets.push(s);
  await s.waitFor(isView(false));
  if (p) {
    s.send({ type: 'auth', sign: p.sign });
    await s.waitFor(isView(true));
  }
  return s;
}

/** Sends a bet on the socket and answers the `bet` message with its requestId. */
async function betOn(
  s: TestSocket,
  lines: Lines,
  opts: { requestId?: string; locale?: string; round?: number } = {},
): Promise<BetAnswer> {
  const requestId = opts.requestId ?? randomUUID();
  const from = s.messages.length;
  s.send({
    type: 'bet',
    requestId,
    number: opts.round ?? number,
    bets: lines,
    ...(opts.locale && { locale: opts.locale }),
  });
  const answer = (await s.waitFor(
    (m) => (m as BetAnswer).type === 'bet' && (m as BetAnswer).requestId === requestId,
    from,
  )) as BetAnswer;
  // Every answer is a message of the contract's (what the app parses).
  expect(liveMessage.safeParse(answer).success, JSON.stringify(answer)).toBe(true);
  return answer;
}

async function traces(p: Player) {
  const bets = await a.deps.db.select().from(liveBets).where(eq(liveBets.userId, p.userId));
  const wallet = await a.deps.db
    .select()
    .from(walletTransactions)
    .where(and(eq(walletTransactions.provider, LIVE), eq(walletTransactions.userId, p.userId)));
  return { bets: bets.length, wallet: wallet.length };
}

describe('a bet on the table socket', () => {
  it('is placed and answered on that socket as /live/bet answers it, and told to the player', async () => {
    const p = await fundedPlayer(a, 100_000);
    const s = await seat(a, p);
    const lines = [
      { spot: 'dragon', stake: 2_000 },
      { spot: 'tie', stake: 1_000 },
    ];
    const answer = await betOn(s, lines);
    expect(answer).toMatchObject({ state: '200', resultData: { bets: lines, balance: 97_000 } });
    // The player's sockets are told too, with the bet's id (a page whose answer is lost learns
    // from it that the bet was placed).
    expect(await s.waitFor((m) => (m as { type?: string }).type === 'you')).toEqual({
      type: 'you',
      number,
      bets: lines,
      payout: null,
      balance: 97_000,
      requestId: answer.requestId,
    });
    expect(await balanceOf(a, p.userId)).toBe(97_000);
    expect(await traces(p)).toEqual({ bets: 1, wallet: 1 });
    // The table's view over HTTP shows it: one bet, whichever way it came.
    const view = resultData<{ you: { bets: Lines } }>(
      await b.call(api.liveTable, { tableId: TABLE }, { sign: p.sign }),
    );
    expect(view.you.bets).toEqual(lines);
  });

  it('is placed once when 50 copies arrive at once on ten sockets of two instances and over HTTP', async () => {
    const p = await fundedPlayer(a, 100_000);
    const seats = await Promise.all(Array.from({ length: 10 }, (_, i) => seat(i % 2 ? b : a, p)));
    const requestId = randomUUID();
    const lines = [{ spot: 'tiger', stake: 5_000 }];
    const answers = await Promise.all([
      ...seats.flatMap((s) => Array.from({ length: 4 }, () => betOn(s, lines, { requestId }))),
      ...Array.from({ length: 10 }, (_, i) =>
        (i % 2 ? b : a)
          .call(
            api.liveBetPlace,
            { tableId: TABLE, number, bets: lines, requestId },
            { sign: p.sign },
          )
          .then((res) => ({ state: String(res.body.state), resultData: res.body.resultData })),
      ),
    ]);
    expect(answers).toHaveLength(50);
    for (const answer of answers) {
      expect(answer).toMatchObject({ state: '200', resultData: { bets: lines, balance: 95_000 } });
    }
    expect(await balanceOf(a, p.userId)).toBe(95_000);
    expect(await traces(p)).toEqual({ bets: 1, wallet: 1 });
    await expectLedgerOk(a);
  });

  it("is refused in the player's language, nothing moves, and the socket stays", async () => {
    const p = await fundedPlayer(a, 3_000);
    const s = await seat(b, p);
    // More than the balance.
    expect(await betOn(s, [{ spot: 'dragon', stake: 5_000 }], { locale: 'id' })).toMatchObject({
      state: '400',
      msg: expect.stringMatching(/saldo/i),
    });
    // A stake that is no amount: the field's own words.
    const bad = await betOn(s, [{ spot: 'dragon', stake: -5 }], { locale: 'id' });
    expect(bad.state).toBe('400');
    expect(bad.msg).not.toMatch(/system/i);
    // A spot the game does not have.
    expect(await betOn(s, [{ spot: 'banker', stake: 1_000 }])).toMatchObject({ state: '400' });
    // A round that is not open.
    expect(
      await betOn(s, [{ spot: 'dragon', stake: 1_000 }], { round: number + 50 }),
    ).toMatchObject({ state: '400', msg: expect.stringMatching(/not taking bets/i) });
    expect(await balanceOf(a, p.userId)).toBe(3_000);
    // No bet; the wallet keeps the refusal for want of money (its resend is refused the same).
    expect(await traces(p)).toEqual({ bets: 0, wallet: 1 });
    expect(s.closed).toBeNull();
    // And the socket still bets.
    expect(await betOn(s, [{ spot: 'dragon', stake: 1_000 }])).toMatchObject({ state: '200' });
  });

  it('is refused on a socket that is not signed in', async () => {
    const s = await seat(a);
    expect(await betOn(s, [{ spot: 'dragon', stake: 1_000 }], { locale: 'en' })).toMatchObject({
      state: '401',
      msg: expect.stringMatching(/login/i),
    });
    expect(s.closed).toBeNull();
  });

  it.each([
    // Signed out on another page (the app's sign-out, on the other instance).
    ['signed out', (p: Player) => b.call(api.ssoLogout, {}, { sign: p.sign })],
    // A break the player takes on another page: every session ends (a break binds the person).
    [
      'ended by a break',
      (p: Player) =>
        a.call(api.breakStart, { period: '24h', confirm: true }, { sign: p.sign, ip: uniqueIp() }),
    ],
    [
      'blocked by an operator',
      (p: Player) => a.deps.db.update(users).set({ disabled: true }).where(eq(users.id, p.userId)),
    ],
  ] as const)(
    'is refused once the session is %s, and the socket no longer hears the player',
    async (_, end) => {
      const p = await fundedPlayer(a, 100_000);
      const s = await seat(a, p);
      expect(await betOn(s, [{ spot: 'dragon', stake: 1_000 }])).toMatchObject({ state: '200' });
      await end(p);
      expect(await betOn(s, [{ spot: 'dragon', stake: 1_000 }])).toMatchObject({ state: '401' });
      expect(await balanceOf(a, p.userId)).toBe(99_000);
      expect(await traces(p)).toEqual({ bets: 1, wallet: 1 });
      // Still on the table's public stream, no longer signed in: a next bet is refused the same.
      expect(s.closed).toBeNull();
      expect(await betOn(s, [{ spot: 'tiger', stake: 1_000 }])).toMatchObject({ state: '401' });
    },
  );

  it(`closes a socket with more than ${MESSAGES_WAITING_PER_SOCKET} messages waiting, having run no more`, async () => {
    const p = await fundedPlayer(a, 1_000_000);
    const s = await seat(a, p);
    for (let i = 0; i < 50; i++) {
      s.send({
        type: 'bet',
        requestId: randomUUID(),
        number,
        bets: [{ spot: 'dragon', stake: 1_000 }],
      });
    }
    expect(await s.waitClosed()).toEqual({ code: 1013, reason: 'tooManyRequests' });
    const placed = (await traces(p)).bets;
    expect(placed).toBeGreaterThan(0);
    expect(placed).toBeLessThanOrEqual(MESSAGES_WAITING_PER_SOCKET);
    expect(await balanceOf(a, p.userId)).toBe(1_000_000 - placed * 1_000);
    // Another socket of the player still bets.
    expect(await betOn(await seat(b, p), [{ spot: 'tie', stake: 1_000 }])).toMatchObject({
      state: '200',
    });
  });

  it('is refused after the window closed, and a resend of a bet placed in it still answers', async () => {
    const p = await fundedPlayer(a, 100_000);
    const s = await seat(b, p);
    const requestId = randomUUID();
    const lines = [{ spot: 'dragon', stake: 4_000 }];
    const first = await betOn(s, lines, { requestId });
    expect(first.state).toBe('200');
    const r = await latestRound(a.deps.db, TABLE);
    for (const t of [a, b]) {
      t.advance(Math.max(0, (r?.phaseEndsAt?.getTime() ?? 0) - t.deps.now().getTime()) + 1);
    }
    await dealerTick(a.deps);
    expect(await betOn(s, lines)).toMatchObject({
      state: '400',
      msg: expect.stringMatching(/closed/i),
    });
    expect(await betOn(s, lines, { requestId })).toEqual({ ...first });
    expect(await traces(p)).toEqual({ bets: 1, wallet: 1 });
    await expectLedgerOk(a);
  });

  it('is refused by its own statement when the session ends after it was read (the HTTP path too)', async () => {
    const p = await fundedPlayer(a, 100_000);
    const view = resultData<{ you: { balance: number } }>(
      await a.call(api.liveTable, { tableId: TABLE }, { sign: p.sign }),
    );
    expect(view.you.balance).toBe(100_000);
    // The router read the session; it ends before the bet's statement runs.
    const [session] = await a.deps.db
      .select({ id: sessions.id })
      .from(sessions)
      .where(eq(sessions.userId, p.userId));
    await b.call(api.ssoLogout, {}, { sign: p.sign });
    await expect(
      placeLiveBet(
        a.deps,
        { sessionId: Number(session?.id), userId: p.userId, uid: p.uid },
        {
          tableId: TABLE,
          number,
          bets: [{ spot: 'dragon', stake: 1_000 }],
          requestId: randomUUID(),
        },
        { locale: 'en' },
      ),
    ).rejects.toMatchObject({ state: '401', key: 'pleaseLogin' });
    expect(await balanceOf(a, p.userId)).toBe(100_000);
    expect(await traces(p)).toEqual({ bets: 0, wallet: 0 });
  });
});
