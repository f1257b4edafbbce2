import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { dealRound, liveRoundSeeds, settleRound } from '@cardroom/games';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, rawRows } from '../src/db/client.js';
import type { Deps } from '../src/deps.js';
import { issueSession } from '../src/modules/auth/sessions.js';
import { checkLedgerInvariants, Ledger } from '../src/modules/ledger/index.js';
import { defaultLiveTables, liveTablesSetting, seedChain } from '../src/modules/live/index.js';
import { putSetting } from '../src/modules/settings/index.js';
import { createUser } from '../src/modules/users/index.js';
import { killed, startServer, type Target, target } from './child-server.js';

/**
 * The live dealer under a real crash (modules/live/dealer.ts), on one database for the file:
 * - a server dealing a table is killed (SIGKILL) in the betting window with bets placed;
 * - a server is killed in the middle of a round's settlement, after some of its bets were paid
 *   and before the rest (test/live-crash-server.ts pays a few and then waits, so the kill lands
 *   there by construction, not by a sleep).
 * Each time the next server takes the table once the dead one's lease has run out, finishes that
 * round from what the database holds and pays every bet exactly once, as a solo deal of the
 * round's seed pays it; the ledger invariants hold.
 */
const FUNDS = 10_000_000;
const STAKE = 100_000;
const TABLE = 'dragon-tiger-1';
const SPOTS = ['dragon', 'tiger', 'tie', 'dragon', 'tiger', 'dragon'];

type Bet = { spot: string; stake: number };

interface Player {
  userId: number;
  sign: string;
}

async function makePlayers(database: Database, count: number): Promise<Player[]> {
  const { db } = database;
  const ledger = new Ledger(db, 'IDR');
  await ledger.init();
  const out: Player[] = [];
  for (let i = 0; i < count; i++) {
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

/** A round of the table with most of its 9 s window ahead, so every bet lands in it. */
async function bettingRound(at: number): Promise<number> {
  const round = await waitFor(
    async () => {
      const r = (await call(at, '/live/table', { tableId: TABLE })).resultData as {
        round: Round | null;
        serverNow: number;
      };
      const ahead = (r.round?.phaseEndsAt ?? 0) - r.serverNow;
      return r.round?.phase === 'betting' && ahead > 6_000 ? r.round : null;
    },
    60,
    'a betting window',
  );
  return round.number;
}

async function placeAll(at: number, players: Player[], number: number, bets: Bet[][]) {
  const answers = await Promise.all(
    players.map((p, i) =>
      call(at, '/live/bet', { sign: p.sign, tableId: TABLE, number, bets: bets[i] }),
    ),
  );
  expect(answers.map((x) => x.state)).toEqual(players.map(() => '200'));
}

/** Starts a plain server (main.ts) and waits until it has settled round `number`. */
async function settledByNext(env: Record<string, string>, number: number): Promise<void> {
  const at = port();
  const b = await startServer(env, at);
  try {
    await waitFor(
      async () => {
        const r = (await call(at, '/live/round', { tableId: TABLE, number })).resultData as
          | Round
          | undefined;
        return r?.phase === 'settled' ? r : null;
      },
      90,
      'the round settled by the next server',
    );
  } finally {
    await killed(b);
  }
}

/** Each player's cash is funds - stakes + what a solo deal of the round's seed pays, paid once. */
async function expectPaidOnce(
  database: Database,
  players: Player[],
  number: number,
  bets: Bet[][],
) {
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
    const mine = bets[i] ?? [];
    const staked = mine.reduce((sum, b) => sum + b.stake, 0);
    const payout = settleRound(solo, mine).reduce((sum, b) => sum + b.payout, 0);
    expect(Number(row?.cash)).toBe(FUNDS - staked + payout);
    expect(Number(row?.wins)).toBe(1);
    expect(Number(row?.paid)).toBe(1);
  }
}

describe('a live dealer killed', () => {
  let t: Target;
  let env: Record<string, string>;
  let early: Player[];
  let paying: Player[];
  beforeAll(async () => {
    t = await target();
    env = { ...t.env, LIVE_DEALER: 'true', MARKET: 'ID' };
    const database = await t.open();
    early = await makePlayers(database, SPOTS.length);
    paying = await makePlayers(database, 12);
    // The operator's seeding event before any server deals (outside the sandbox nothing deals
    // without one). seedChain reads only the database and the clock of the deps it is given.
    const deps = { db: database.db, now: () => new Date() } as unknown as Deps;
    await seedChain(deps, TABLE, 'crash-test-salt', 'operator', 100);
    // One table with short phases (a round in ~12 s instead of ~21 s): the waits for a fresh
    // window and for the settlement are most of this file's time.
    const [dt] = defaultLiveTables('ID');
    if (!dt) throw new Error('no default table');
    await putSetting(database.db, 'ID', liveTablesSetting, [
      { ...dt, bettingMs: 9_000, revealMs: 300, resultMs: 1_000 },
    ]);
    await database.close();
  }, 120_000);
  afterAll(async () => {
    await t?.drop();
  });

  it('in the betting window: the next server finishes the round and pays every bet once', async () => {
    const bets = SPOTS.map((spot) => [{ spot, stake: STAKE }]);
    const first = port();
    const a = await startServer(env, first);
    let number = 0;
    try {
      number = await bettingRound(first);
      await placeAll(first, early, number, bets);
    } finally {
      await killed(a);
    }
    await settledByNext(env, number);
    const database = await t.open();
    try {
      await expectPaidOnce(database, early, number, bets);
    } finally {
      await database.close();
    }
  }, 300_000);

  it('in the middle of settlement: the next server pays only the unpaid bets, each once', async () => {
    // Every player covers all three spots, so whatever the cards, each bet pays something: the
    // bets paid before the kill include winners, whichever the wallet took first.
    const bets = paying.map((_, i) => [
      { spot: 'dragon', stake: STAKE },
      { spot: 'tiger', stake: STAKE * (1 + (i % 3)) },
      { spot: 'tie', stake: STAKE },
    ]);
    const marker = join(mkdtempSync(join(tmpdir(), 'live-crash-')), 'paid');
    const first = port();
    const a = await startServer(
      { ...env, LIVE_CRASH_CHUNK: '3', LIVE_CRASH_MARKER: marker },
      first,
      'test/live-crash-server.ts',
    );
    let number = 0;
    try {
      number = await bettingRound(first);
      await placeAll(first, paying, number, bets);
      // The server writes the marker after its first paying call, then waits for good.
      await waitFor(async () => (existsSync(marker) ? true : null), 90, 'the first bets paid');
    } finally {
      await killed(a);
    }
    expect(readFileSync(marker, 'utf8')).toBe('3');

    let database = await t.open();
    try {
      const [cut] = await rawRows<{ phase: string; paid: number; winners: number; open: number }>(
        database.db,
        sql`select r.phase,
                   count(b.payout)::int as paid,
                   (count(*) filter (where b.payout > 0))::int as winners,
                   (count(*) filter (where b.payout is null))::int as open
              from live_rounds r join live_bets b on b.round_id = r.id
             where r.table_id = ${TABLE} and r.number = ${number} group by r.phase`,
      );
      expect(cut).toEqual({ phase: 'dealing', paid: 3, winners: 3, open: 9 });
      expect(await checkLedgerInvariants(database.db)).toEqual([]);
    } finally {
      await database.close();
    }

    await settledByNext(env, number);
    database = await t.open();
    try {
      await expectPaidOnce(database, paying, number, bets);
    } finally {
      await database.close();
    }
  }, 300_000);
});
