/**
 * The wallet bench's players and its database-only phases: (a) the raw bet transaction and
 * (c) the round's statement (house_round), straight through the driver, no HTTP and no server.
 */
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { Database } from '../apps/server/src/db/client.js';
import { activeSeeds } from '../apps/server/src/modules/games/index.js';
import { Ledger } from '../apps/server/src/modules/ledger/index.js';
import { createUser } from '../apps/server/src/modules/users/index.js';
import { gameSessions, hashToken, newToken } from '../apps/server/src/modules/wallet-api/index.js';
import { CONCURRENCY, drive } from './loops.js';

export const CURRENCY = 'IDR';

export interface Player {
  userId: number;
  uid: string;
  cashAccountId: number;
  token: string;
}

/** Funded players, each with a live game session (as /game/open would leave them). */
export async function setUp(database: Database, count: number): Promise<Player[]> {
  const { db } = database;
  const ledger = new Ledger(db, CURRENCY);
  await ledger.init();
  const players: Player[] = [];
  for (let i = 0; i < count; i++) {
    const user = await createUser({ db, flows: null }, { signupChannel: 'guest' });
    const key = `bench-fund:${user.id}`;
    await ledger.post({
      key,
      type: 'adjustment',
      userId: user.id,
      reference: key,
      postings: [
        { account: { userId: user.id, kind: 'cash' }, amount: 10 ** 12 },
        { account: { house: 'sandbox_funding' }, amount: -(10 ** 12) },
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
    const res = (await db.execute(
      sql`select id from ledger_accounts where owner_type = 'player' and user_id = ${user.id} and kind = 'cash'`,
    )) as unknown as { rows: Array<{ id: number | string }> };
    players.push({
      userId: user.id,
      uid: user.uid,
      cashAccountId: Number(res.rows[0]?.id),
      token,
    });
  }
  return players;
}

export async function houseGameId(database: Database): Promise<number> {
  const res = (await database.db.execute(
    sql`select id from ledger_accounts where owner_type = 'house' and kind = 'game' and currency = ${CURRENCY}`,
  )) as unknown as { rows: Array<{ id: number | string }> };
  return Number(res.rows[0]?.id);
}

// The raw bet: conditional debit of the player row, the transaction row, its two postings.
const RAW_DEBIT =
  'update ledger_accounts set balance = balance - $1 where id = $2 and balance >= $1 returning balance';
const RAW_TX =
  "insert into ledger_transactions (idempotency_key, type, user_id, reference, fingerprint) values ($1, 'bet', $2, $1, 'raw') returning id";
const RAW_POSTINGS =
  'insert into ledger_postings (transaction_id, account_id, amount, balance_after) values ($1, $2, $3, $4), ($1, $5, $6, null)';

export async function rawPostgres(url: string, players: Player[], house: number) {
  const pool = new pg.Pool({ connectionString: url, max: CONCURRENCY });
  const run = randomBytes(4).toString('hex');
  try {
    return await drive(async (loop, i) => {
      const p = players[loop] as Player;
      const c = await pool.connect();
      try {
        await c.query('begin');
        const debit = await c.query(RAW_DEBIT, [100, p.cashAccountId]);
        const tx = await c.query(RAW_TX, [`raw:${run}:${i}`, p.userId]);
        await c.query(RAW_POSTINGS, [
          tx.rows[0].id,
          p.cashAccountId,
          -100,
          debit.rows[0].balance,
          house,
          100,
        ]);
        await c.query('commit');
      } catch (err) {
        await c.query('rollback');
        throw err;
      } finally {
        c.release();
      }
    });
  } finally {
    await pool.end();
  }
}

export async function rawPglite(database: Database, players: Player[], house: number) {
  const run = randomBytes(4).toString('hex');
  return drive(async (loop, i) => {
    const p = players[loop] as Player;
    await database.db.transaction(async (tx) => {
      const debit = (await tx.execute(
        sql`update ledger_accounts set balance = balance - 100 where id = ${p.cashAccountId} and balance >= 100 returning balance`,
      )) as unknown as { rows: Array<{ balance: string }> };
      const row = (await tx.execute(
        sql`insert into ledger_transactions (idempotency_key, type, user_id, reference, fingerprint)
            values (${`raw:${run}:${i}`}, 'bet', ${p.userId}, ${`raw:${run}:${i}`}, 'raw') returning id`,
      )) as unknown as { rows: Array<{ id: string }> };
      const id = row.rows[0]?.id;
      await tx.execute(
        sql`insert into ledger_postings (transaction_id, account_id, amount, balance_after)
            values (${id}, ${p.cashAccountId}, -100, ${debit.rows[0]?.balance}), (${id}, ${house}, 100, null)`,
      );
    });
  });
}

// What /game/play sends the database (games/house.ts): one house_round statement (migration
// 0029) dealt for the next nonce, with fixed cards and payout. As the server keeps each
// player's seed pair (games/seed-cache.ts), the pair is read on a player's first round only.
const ROUND_SEED = 'select to_jsonb(s) as r from game_seeds s where user_id = $1 and active';
const ROUND =
  "select house_round('house', $1, $2, $3, $4, $5, 100, 'dragon-tiger', $1, 'bench', now(), $6, $7, 195, 'bench', 100, $8, $9, $10, '1 2', '{}', '[]') as r";

export type Query = (
  text: string,
  params: unknown[],
) => Promise<Array<{ r: Record<string, unknown> }>>;

export async function dbRounds(query: Query, players: Player[]) {
  const run = randomBytes(4).toString('hex');
  // One loop per player (drive's loop index), so a loop's rounds take its player's nonces in turn.
  const seeds = new Map<number, { id: number; nonce: number; client_seed: string }>();
  return drive(async (loop, i) => {
    const p = players[loop] as Player;
    const id = `${run}-${i}`;
    let s = seeds.get(loop);
    if (!s) {
      const [seed] = await query(ROUND_SEED, [p.userId]);
      s = seed?.r as { id: number; nonce: number; client_seed: string } | undefined;
      if (!s) throw new Error(`no active seed pair for player ${p.userId}`);
      seeds.set(loop, s);
    }
    const [round] = await query(ROUND, [
      id,
      `${id}-b`,
      hashToken(p.token),
      p.uid,
      CURRENCY,
      `${id}-w`,
      `${id}-wr`,
      s.id,
      s.nonce,
      s.client_seed,
    ]);
    if (round?.r.status !== 'RS_OK') throw new Error(`house_round: ${JSON.stringify(round?.r)}`);
    s.nonce++;
  });
}
