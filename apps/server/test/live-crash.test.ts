import { dealRound, liveRoundSeeds, settleRound } from '@cardroom/games';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, rawRows } from '../src/db/client.js';
import type { Deps } from '../src/deps.js';
import { issueSession } from '../src/modules/auth/sessions.js';
import { checkLedgerInvariants, Ledger } from '../src/modules/ledger/index.js';
import { seedChain } from '../src/modules/live/index.js';
import { createUser } from '../src/modules/users/index.js';
import { killed, startServer, type Target, target } from './child-server.js';

/**
 * The live dealer under a real crash (modules/live/dealer.ts): a server dealing a table is
 * killed (SIGKILL) in the betting window with bets placed; the next server takes the table
 * once the dead one's lease has run out, finishes that round from what the database holds and
 * pays every bet exactly once, as a solo deal of the round's seed pays it.
 */
const FUNDS = 10_000_000;
const STAKE = 100_000;
const TABLE = 'dragon-tiger-1';
const SPOTS = ['dragon', 'tiger', 'tie', 'dragon', 'tiger', 'dragon'];

interface Player {
  userId: number;
  sign: string;
}

async function makePlayers(database: Database): Promise<Player[]> {
  const { db } = database;
  const ledger = new Ledger(db, 'IDR');
  await ledger.init();
  const out: Player[] = [];
  for (const _ of SPOTS) {
    const user = await createUser({ db, flows: null }, { signupChannel: 'guest' });
    await ledger.post({
      key: `live-crash-fund:${user.id}`,
      type: 'adjustment',
      userId: user.id,
      reference: `live-crash-fund:${user.id}`,
      postings: [
        { account: { userId: user.id, kind: 'cash' }, amount: FUNDS },
        { account: { house: 'sandbox_funding' }, amount: -FUNDS },
      ],
    });
    const { sign } = await issueSession(db, user, 3600_000, {});
    out.push({ userId: user.id, sign });
  }
  return out;
}

async function call(port: number, path: string, body: object): Promise<Record<string, unknown>> {
  const res = await fetch(`http://127.0.0.1:${port}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ appId: 621108, deviceNumber: 'crash', locale: 'en', ...body }),
  });
  return (await res.json()) as Record<string, unknown>;
}

interface Round {
  number: number;
  phase: string;
  phaseEndsAt: number | null;
}

async function waitFor<T>(
  read: () => Promise<T | null>,
  seconds: number,
  what: string,
): Promise<T> {
  const until = Date.now() + seconds * 1000;
  for (;;) {
    const value = await read().catch(() => null);
    if (value !== null) return value;
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

const port = () => 9100 + Math.floor(Math.random() * 800);

describe('a live dealer killed mid-betting', () => {
  let t: Target;
  let players: Player[];
  beforeAll(async () => {
    t = await target();
    const database = await t.open();
    players = await makePlayers(database);
    // The operator's seeding event before any server deals (outside the sandbox nothing deals
    // without one). seedChain reads only the database and the clock of the deps it is given.
    const deps = { db: database.db, now: () => new Date() } as unknown as Deps;
    await seedChain(deps, TABLE, 'crash-test-salt', 'operator', 100);
    await database.close();
  }, 120_000);
  afterAll(async () => {
    await t?.drop();
  });

  it('the next server finishes the round and pays every bet once', async () => {
    const env = { ...t.env, LIVE_DEALER: 'true', MARKET: 'ID' };
    const first = port();
    const a = await startServer(env, first);
    let number = 0;
    try {
      // A round with most of its window ahead (the default 12 s), so every bet lands in it.
      const round = await waitFor(
        async () => {
          const r = (await call(first, '/live/table', { tableId: TABLE })).resultData as {
            round: Round | null;
            serverNow: number;
          };
          const ahead = (r.round?.phaseEndsAt ?? 0) - r.serverNow;
          return r.round?.phase === 'betting' && ahead > 6_000 ? r.round : null;
        },
        60,
        'a betting window',
      );
      number = round.number;
      const answers = await Promise.all(
        players.map((p, i) =>
          call(first, '/live/bet', {
            sign: p.sign,
            tableId: TABLE,
            number,
            bets: [{ spot: SPOTS[i], stake: STAKE }],
          }),
        ),
      );
      expect(answers.map((x) => x.state)).toEqual(players.map(() => '200'));
    } finally {
      await killed(a);
    }

    const second = port();
    const b = await startServer(env, second);
    try {
      await waitFor(
        async () => {
          const r = (await call(second, '/live/round', { tableId: TABLE, number })).resultData as
            | Round
            | undefined;
          return r?.phase === 'settled' ? r : null;
        },
        90,
        'the round settled by the second server',
      );
    } finally {
      await killed(b);
    }

    const database = await t.open();
    try {
      expect(await checkLedgerInvariants(database.db)).toEqual([]);
      const [dealt] = await rawRows<{ seed: string; salt: string }>(
        database.db,
        sql`select r.seed, c.salt from live_rounds r join live_chains c on c.id = r.chain_id
             where r.table_id = ${TABLE} and r.number = ${number}`,
      );
      if (!dealt) throw new Error('round missing');
      const solo = dealRound('dragon-tiger', liveRoundSeeds(dealt.seed, dealt.salt));
      for (const [i, p] of players.entries()) {
        const [row] = await rawRows<{ cash: string; wins: string; paid: string }>(
          database.db,
          sql`select (select balance from ledger_accounts a where a.owner_type = 'player'
                        and a.user_id = ${p.userId} and a.kind = 'cash') as cash,
                     (select count(*) from wallet_transactions w where w.user_id = ${p.userId}
                        and w.kind = 'win') as wins,
                     (select count(*) from live_bets b where b.user_id = ${p.userId}
                        and b.payout is not null) as paid`,
        );
        const [settled] = settleRound(solo, [{ spot: SPOTS[i] as string, stake: STAKE }]);
        expect(Number(row?.cash)).toBe(FUNDS - STAKE + (settled?.payout ?? 0));
        expect(Number(row?.wins)).toBe(1);
        expect(Number(row?.paid)).toBe(1);
      }
    } finally {
      await database.close();
    }
  }, 300_000);
});
