import http from 'node:http';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, rawRows } from '../src/db/client.js';
import { activeSeeds } from '../src/modules/games/index.js';
import { checkLedgerInvariants, Ledger } from '../src/modules/ledger/index.js';
import { createUser } from '../src/modules/users/index.js';
import { gameSessions, hashToken, newToken } from '../src/modules/wallet-api/index.js';
import { killed, startServer, type Target, target } from './child-server.js';

/**
 * The wallet's group commit (modules/wallet-api/batch.ts) under a real crash: a server process
 * killed (SIGKILL) while batches of wallet operations are in the database, not yet committed. Nothing it acknowledged may be lost, and nothing it did not acknowledge may be half
 * there: every bet, win and round in the database is whole (its ledger transaction, its
 * wallet row, its nonce) or absent.
 */
const FUNDS = 10 ** 12;
const STAKE = 100_000;

interface Player {
  userId: number;
  uid: string;
  token: string;
}

/** Funded players, each with a live game session, written straight to the database. */
async function makePlayers(database: Database, count: number): Promise<Player[]> {
  const { db } = database;
  const ledger = new Ledger(db, 'IDR');
  await ledger.init();
  const out: Player[] = [];
  for (let i = 0; i < count; i++) {
    const user = await createUser({ db, flows: null }, { signupChannel: 'guest' });
    await ledger.post({
      key: `crash-fund:${user.id}`,
      type: 'adjustment',
      userId: user.id,
      reference: `crash-fund:${user.id}`,
      postings: [
        { account: { userId: user.id, kind: 'cash' }, amount: FUNDS },
        { account: { house: 'sandbox_funding' }, amount: -FUNDS },
      ],
    });
    const token = newToken();
    await db.insert(gameSessions).values({
      tokenHash: hashToken(token),
      userId: user.id,
      uid: user.uid,
      gameCode: 'dragon-tiger',
      expiresAt: new Date(Date.now() + 3600_000),
    });
    await activeSeeds(db, user.id);
    out.push({ userId: user.id, uid: user.uid, token });
  }
  return out;
}

interface Answer {
  state?: string;
  resultData?: { round?: { betId: string; stake: number; payout: number } };
}

/** One round over HTTP on its own connection (no keep-alive: a kill ends it at once). */
function play(port: number, p: Player): Promise<Answer> {
  const body = JSON.stringify({ token: p.token, bets: [{ spot: 'dragon', stake: STAKE }] });
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        path: '/game/play',
        method: 'POST',
        agent: false,
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          try {
            resolve(JSON.parse(Buffer.concat(chunks).toString('utf8')) as Answer);
          } catch (err) {
            reject(err);
          }
        });
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

interface Whole {
  /** Bets with their wallet row, whose ledger transaction is missing (or the reverse). */
  broken: string[];
  bets: number;
  wins: number;
  rounds: number;
}

/**
 * Every wallet operation whole or absent: each bet row has its ledger transaction and took one
 * nonce, each win row its ledger transaction (a win of 0 moves nothing) and its round, and the
 * other way round; the ledger's own invariants hold; balances are the funding less the bets
 * plus the wins.
 */
async function checkWhole(database: Database, players: Player[]): Promise<Whole> {
  const { db } = database;
  const broken = await checkLedgerInvariants(db);
  const q = <T>(s: ReturnType<typeof sql>) => rawRows<T>(db, s);
  const orphans = await q<{ what: string }>(sql`
    select 'bet row without ledger: ' || w.transaction_uuid as what from wallet_transactions w
     where w.kind = 'bet' and w.state <> 'refused' and not exists
       (select 1 from ledger_transactions t where t.idempotency_key = 'bet:house:' || w.transaction_uuid)
    union all
    select 'ledger bet without row: ' || t.idempotency_key from ledger_transactions t
     where t.type = 'bet' and not exists
       (select 1 from wallet_transactions w where 'bet:house:' || w.transaction_uuid = t.idempotency_key)
    union all
    select 'win row without ledger: ' || w.transaction_uuid from wallet_transactions w
     where w.kind = 'win' and w.amount > 0 and not exists
       (select 1 from ledger_transactions t where t.idempotency_key = 'win:house:' || w.transaction_uuid)
    union all
    select 'ledger win without row: ' || t.idempotency_key from ledger_transactions t
     where t.type = 'win' and not exists
       (select 1 from wallet_transactions w where 'win:house:' || w.transaction_uuid = t.idempotency_key)
    union all
    select 'win without round: ' || w.reference_uuid from wallet_transactions w
     where w.kind = 'win' and not exists (select 1 from game_rounds r where r.bet_uuid = w.reference_uuid)
    union all
    select 'round without win: ' || r.bet_uuid from game_rounds r
     where not exists (select 1 from wallet_transactions w where w.kind = 'win' and w.reference_uuid = r.bet_uuid)`);
  broken.push(...orphans.map((o) => o.what));
  for (const p of players) {
    const [row] = await q<{
      bets: string;
      wins: string;
      n: string;
      nonce: string;
      cash: string;
    }>(sql`
      select coalesce(sum(w.amount) filter (where w.kind = 'bet' and w.state <> 'refused'), 0) as bets,
             coalesce(sum(w.amount) filter (where w.kind = 'win'), 0) as wins,
             count(*) filter (where w.kind = 'bet' and w.state <> 'refused') as n,
             (select nonce from game_seeds s where s.user_id = ${p.userId} and s.active) as nonce,
             (select balance from ledger_accounts a
               where a.owner_type = 'player' and a.user_id = ${p.userId} and a.kind = 'cash') as cash
        from wallet_transactions w where w.user_id = ${p.userId}`);
    if (!row) continue;
    if (Number(row.cash) !== FUNDS - Number(row.bets) + Number(row.wins)) {
      broken.push(`player ${p.uid}: cash ${row.cash} is not funds - bets + wins`);
    }
    if (Number(row.nonce) !== Number(row.n)) {
      broken.push(`player ${p.uid}: nonce ${row.nonce} but ${row.n} bets`);
    }
  }
  const [n] = await q<{ bets: string; wins: string; rounds: string }>(sql`
    select (select count(*) from wallet_transactions where kind = 'bet') as bets,
           (select count(*) from wallet_transactions where kind = 'win') as wins,
           (select count(*) from game_rounds) as rounds`);
  return { broken, bets: Number(n?.bets), wins: Number(n?.wins), rounds: Number(n?.rounds) };
}

async function roundsOf(database: Database, betIds: string[]): Promise<number> {
  if (betIds.length === 0) return 0;
  const [row] = await rawRows<{ n: string }>(
    database.db,
    sql`select count(*) as n from game_rounds
         where bet_uuid in (select jsonb_array_elements_text(${JSON.stringify(betIds)}::jsonb))`,
  );
  return Number(row?.n ?? 0);
}

/** Polls `ok` every 50 ms for up to 10 s; whether it came true. */
async function until(ok: () => Promise<boolean>): Promise<boolean> {
  for (let i = 0; i < 200; i++) {
    if (await ok()) return true;
    await new Promise((r) => setTimeout(r, 50));
  }
  return false;
}

const port = () => 9100 + Math.floor(Math.random() * 800);

describe('wallet batches and a killed server', () => {
  let t: Target;
  let players: Player[];
  beforeAll(async () => {
    t = await target();
    const database = await t.open();
    players = await makePlayers(database, 48);
    await database.close();
  });
  afterAll(async () => {
    await t?.drop();
  });

  it('a kill under load loses no acknowledged round and leaves no operation half-applied', async () => {
    const at = port();
    const server = await startServer(t.env, at);
    const acknowledged: string[] = [];
    let failed = 0;
    let stop = false;
    const loops = players.slice(0, 32).map(async (p) => {
      while (!stop) {
        try {
          const a = await play(at, p);
          if (a.state === '200' && a.resultData?.round) acknowledged.push(a.resultData.round.betId);
        } catch {
          failed++;
          return;
        }
      }
    });
    // Let rounds flow, then kill while 32 are in flight (batches between statement and commit).
    // Flowing means acknowledged rounds, not a fixed time: on a busy machine the first rounds of
    // a fresh server take longer (a fixed 2.5 s saw 23 rounds during a parallel build).
    const flowing = Date.now();
    while (acknowledged.length <= 48 && Date.now() - flowing < 30_000) {
      await new Promise((r) => setTimeout(r, 50));
    }
    await killed(server);
    stop = true;
    await Promise.all(loops);
    expect(acknowledged.length).toBeGreaterThan(32);
    expect(failed).toBeGreaterThan(0);

    const database = await t.open();
    try {
      expect(await roundsOf(database, acknowledged)).toBe(acknowledged.length);
      const whole = await checkWhole(database, players);
      expect(whole.broken).toEqual([]);
      expect(whole.rounds).toBeGreaterThanOrEqual(acknowledged.length);
    } finally {
      await database.close();
    }

    // The next server carries on for every player.
    const again = await startServer(t.env, at);
    try {
      const answers = await Promise.all(players.slice(0, 32).map((p) => play(at, p)));
      expect(answers.map((a) => a.state)).toEqual(answers.map(() => '200'));
    } finally {
      await killed(again);
    }
    const after = await t.open();
    try {
      expect((await checkWhole(after, players)).broken).toEqual([]);
    } finally {
      await after.close();
    }
  }, 240_000);

  // PostgreSQL only: other connections hold VIP rows, so a batch stops after its wallet
  // operations, at the VIP listener, every bet of it applied and none committed; the kill comes
  // exactly there. Both ways a batch of house-game bets runs: the fast one (one statement,
  // migration 0027) and the slow one (a transaction with the TypeScript guard and listener),
  // which a loss limit on every player of the batch forces. PGlite allows one process at a
  // time: nothing can hold a lock beside the server, so there only the kill under load above
  // exists (CI runs both databases).
  for (const way of ['fast', 'slow'] as const) {
    if (!process.env.DATABASE_URL) continue;
    it(`a kill while a batch waits in the database (${way} way): none of it is answered, and it is whole or absent`, async () => {
      const at = port();
      // One batch at a time, so the rounds sent while the first waits share the next batch.
      const server = await startServer({ ...t.env, WALLET_BATCHES: '1' }, at);
      const from = way === 'fast' ? 32 : 40;
      const gate = players[from] as Player;
      const held = players.slice(from + 1, from + 8);
      const first = held[0] as Player;
      const database = await t.open();
      const gateLock = new pg.Client({ connectionString: t.url });
      const heldLock = new pg.Client({ connectionString: t.url });
      // Watches from outside any transaction (inside one, pg_stat_activity is a snapshot).
      const monitor = new pg.Client({ connectionString: t.url });
      await gateLock.connect();
      await heldLock.connect();
      await monitor.connect();
      const pidOf = async (c: pg.Client) =>
        (await c.query('select pg_backend_pid() as pid')).rows[0].pid as number;
      const blockedBy = async (c: pg.Client) => {
        const r = await monitor.query(
          `select count(*)::int as n from pg_stat_activity
            where datname = current_database() and pg_blocking_pids(pid) @> array[$1::int]`,
          [await pidOf(c)],
        );
        return r.rows[0].n as number;
      };
      const waitBlocked = async (c: pg.Client) => until(async () => (await blockedBy(c)) > 0);
      try {
        // A first round each makes their VIP rows.
        for (const p of [gate, first]) expect((await play(at, p)).state).toBe('200');
        const before = await checkWhole(database, players);
        expect(before.broken).toEqual([]);
        if (way === 'slow') {
          for (const p of [gate, ...held]) {
            await monitor.query(
              `insert into player_limits (user_id, kind, period, value, updated_at)
               values ($1, 'loss', 'month', 1000000000000, now())`,
              [p.userId],
            );
          }
        }
        await gateLock.query('begin');
        await gateLock.query('select 1 from vip_progress where user_id = $1 for update', [
          gate.userId,
        ]);
        await heldLock.query('begin');
        await heldLock.query('select 1 from vip_progress where user_id = $1 for update', [
          first.userId,
        ]);
        const answerOf = (p: Player) =>
          play(at, p).then(
            (a) => a.state ?? 'no state',
            () => 'no answer',
          );
        // The gate's bet is a batch of its own, stopped at its VIP row...
        const gateAnswer = answerOf(gate);
        expect(await waitBlocked(gateLock)).toBe(true);
        // ...while seven more bets queue behind it; let it go, and they run as one batch that
        // stops at the first player's VIP row, after its wallet operations.
        const answers = held.map(answerOf);
        await new Promise((r) => setTimeout(r, 500));
        await gateLock.query('rollback');
        expect(await waitBlocked(heldLock)).toBe(true);
        await killed(server);
        await heldLock.query('rollback');
        expect(await Promise.all(answers)).toEqual(held.map(() => 'no answer'));
        // A round is one wallet operation (migration 0029): the gate's committed whole, with
        // its win and record, before the seven's batch began, and was answered.
        expect(await gateAnswer).toBe('200');
        // PostgreSQL ends the dead server's transactions when it sees their connections close.
        const idle = await until(async () => {
          const r = await monitor.query(
            `select count(*)::int as n from pg_stat_activity
              where datname = current_database() and pid <> pg_backend_pid()
                and backend_type = 'client backend' and state <> 'idle'`,
          );
          return r.rows[0].n === 0;
        });
        expect(idle).toBe(true);
        const after = await checkWhole(database, players);
        expect(after.broken).toEqual([]);
        // The slow way, the seven's transaction never got its commit: none of them is there.
        // The fast way, their batch is one statement, and PostgreSQL finishes a statement it
        // has received even when the client is gone: released after the kill, it committed
        // whole or not at all, never in part, and answered nobody. Each round is whole (bet,
        // nonce, win, record) or absent: no bet is left open for the recovery job.
        const seven = after.bets - before.bets - 1;
        if (way === 'slow') expect(seven).toBe(0);
        else expect([0, held.length]).toContain(seven);
        expect(after.rounds).toBe(before.rounds + 1 + seven);
        expect(after.wins).toBe(before.wins + 1 + seven);
        const [open] = await rawRows<{ n: string }>(
          database.db,
          sql`select count(*) as n from wallet_transactions
               where kind = 'bet' and created_at > now() - interval '5 minutes'
                 and user_id in (select jsonb_array_elements_text(${JSON.stringify([gate, ...held].map((p) => p.userId))}::jsonb)::bigint)
                 and state = 'open'`,
        );
        expect(Number(open?.n)).toBe(0);
      } finally {
        await gateLock.end();
        await heldLock.end();
        await monitor.end();
        await database.close();
        await killed(server);
      }
    }, 240_000);
  }
});
