import { randomBytes } from 'node:crypto';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { openTestDatabase, type TestDatabase } from '../../test/databases.js';
import { type Db, migrationsFolder, rawRows } from './client.js';
import { applySqlFunctions, functionsFolder, readFunctionFiles } from './sql-functions.js';

/**
 * The function files (db/functions/<name>.sql) are the functions' one definition; the numbered
 * migrations that wrote them before are history. On whichever database the suite runs
 * (PGlite, or PostgreSQL with DATABASE_URL).
 */

/** Every function of the public schema: its signature and PostgreSQL's own text of it. */
const definitions = (db: Db) =>
  rawRows<{ sig: string; def: string }>(
    db,
    sql`select p.oid::regprocedure::text as sig, pg_get_functiondef(p.oid) as def
          from pg_proc p join pg_namespace n on n.oid = p.pronamespace
         where n.nspname = 'public' order by 1`,
  );

/** A database with the numbered migrations alone, as every database was before the files. */
async function oldChain(): Promise<{ db: Db; close(): Promise<void> }> {
  const base = process.env.DATABASE_URL;
  if (!base) {
    const client = new PGlite();
    await client.waitReady;
    const db = drizzlePglite(client);
    await migratePglite(db, { migrationsFolder });
    return { db: db as unknown as Db, close: () => client.close() };
  }
  const name = `cardroom_oldchain_${randomBytes(5).toString('hex')}`;
  const admin = async (q: string) => {
    const c = new pg.Client({ connectionString: base });
    await c.connect();
    await c.query(q).finally(() => c.end());
  };
  await admin(`create database ${name}`);
  const m = /^(postgres(?:ql)?:\/\/[^/?]*)(\/[^?]*)?(\?.*)?$/.exec(base);
  const pool = new pg.Pool({ connectionString: `${m?.[1]}/${name}${m?.[3] ?? ''}`, max: 2 });
  const db = drizzleNodePg(pool);
  await migrateNodePg(db, { migrationsFolder });
  return {
    db: db as unknown as Db,
    close: async () => {
      await pool.end();
      await admin(`drop database if exists ${name} with (force)`);
    },
  };
}

const opened: TestDatabase[] = [];
const tmp: string[] = [];
afterAll(async () => {
  for (const t of opened) await t.drop();
  for (const dir of tmp) rmSync(dir, { recursive: true, force: true });
});

async function fresh(): Promise<Db> {
  const t = await openTestDatabase();
  opened.push(t);
  return t.database.db;
}

describe('function files (db/functions)', () => {
  it('a database migrated by the old chain ends, after the files, with the same functions as a fresh one', async () => {
    const old = await oldChain();
    try {
      const before = await definitions(old.db);
      const applied = await applySqlFunctions(old.db);
      const after = await definitions(old.db);
      const freshDefs = await definitions(await fresh());

      // The first run on an existing database applies every file once.
      expect(applied.sort()).toEqual(
        readFunctionFiles()
          .map((f) => f.name)
          .sort(),
      );
      expect(after).toEqual(freshDefs);
      // No function lives only in the history: each one the old chain left has its file.
      const files = new Set(readFunctionFiles().map((f) => f.name));
      expect(before.map((f) => f.sig.replace(/\(.*$/, '')).filter((n) => !files.has(n))).toEqual(
        [],
      );
      // Functions written after the move to files exist only as files: named here, with why.
      // live_bet, live_win: the live tables' bet and win (issue 39).
      // wallet_lock_players: a wallet batch locks its players first (no deadlock).
      // live_lose: a live round's bets that won nothing, settled in one statement.
      const addedSince = ['live_bet', 'live_lose', 'live_win', 'wallet_lock_players'];
      const name = (f: { sig: string }) => f.sig.replace(/\(.*$/, '');
      expect(after.filter((f) => !addedSince.includes(name(f))).map((f) => f.sig)).toEqual(
        before.map((f) => f.sig),
      );
      // At the move to files (issue 36) each file was its function's last migration, word for
      // word, so upgrading an existing database changed no body. A file changed on purpose since
      // is named here, with the reason, when it is changed.
      // wallet_op: dispatches the live tables' bet and win too (issue 39).
      // wallet_batch, wallet_batch_hooked: lock their players first (wallet_lock_players).
      // limits_players_to_guard: PL/pgSQL, so its query's plan is kept (the same answers).
      const changedOnPurpose = [
        'limits_players_to_guard',
        'wallet_batch',
        'wallet_batch_hooked',
        'wallet_op',
      ];
      const defOf = new Map(before.map((f) => [f.sig, f.def]));
      const changed = after.filter((f) => defOf.has(f.sig) && f.def !== defOf.get(f.sig)).map(name);
      expect(changed).toEqual(changedOnPurpose);
    } finally {
      await old.close();
    }
    // A new PGlite runs initdb in WebAssembly (test/databases.ts): slow on a busy machine.
  }, 240_000);

  it('applies a file again when its content changes, and only that file', async () => {
    const db = await fresh();
    const folder = mkdtempSync(join(tmpdir(), 'cardroom-functions-'));
    tmp.push(folder);
    cpSync(functionsFolder, folder, { recursive: true });
    // The same contents: nothing to do.
    expect(await applySqlFunctions(db, folder)).toEqual([]);

    const file = join(folder, 'wallet_batch.sql');
    const marker = `-- changed ${randomBytes(4).toString('hex')}`;
    writeFileSync(file, readFileSync(file, 'utf8').replace('BEGIN\n', `BEGIN\n  ${marker}\n`));
    expect(await applySqlFunctions(db, folder)).toEqual(['wallet_batch']);
    const [def] = await rawRows<{ def: string }>(
      db,
      sql`select pg_get_functiondef('wallet_batch(jsonb)'::regprocedure) as def`,
    );
    expect(def?.def).toContain(marker);
    const [row] = await rawRows<{ hash: string }>(
      db,
      sql`select hash from drizzle.sql_functions where name = 'wallet_batch'`,
    );
    expect(row?.hash).toBe(readFunctionFiles(folder).find((f) => f.name === 'wallet_batch')?.hash);
    expect(await applySqlFunctions(db, folder)).toEqual([]);

    // Back to the committed file: applied again, the marker gone.
    expect(await applySqlFunctions(db)).toEqual(['wallet_batch']);
    const [back] = await rawRows<{ def: string }>(
      db,
      sql`select pg_get_functiondef('wallet_batch(jsonb)'::regprocedure) as def`,
    );
    expect(back?.def).not.toContain(marker);
  });

  it('orders the files so a function comes after those it calls, and refuses a cycle', () => {
    const order = readFunctionFiles().map((f) => f.name);
    const before = (a: string, b: string) =>
      expect(order.indexOf(a)).toBeLessThan(order.indexOf(b));
    before('ledger_player_account', 'ledger_post');
    before('ledger_post', 'wallet_bet');
    before('wallet_bet', 'house_bet');
    before('wallet_win_record', 'wallet_win');
    before('house_round', 'wallet_op');
    before('wallet_op', 'wallet_batch');
    before('wallet_op', 'wallet_batch_hooked');

    const folder = mkdtempSync(join(tmpdir(), 'cardroom-functions-'));
    tmp.push(folder);
    const fn = (name: string, calls: string) =>
      `CREATE OR REPLACE FUNCTION ${name}() RETURNS int LANGUAGE sql AS $$ SELECT ${calls}() $$;\n`;
    writeFileSync(join(folder, 'one.sql'), fn('one', 'two'));
    writeFileSync(join(folder, 'two.sql'), fn('two', 'one'));
    expect(() => readFunctionFiles(folder)).toThrow(/cycle: one -> two -> one/);
    writeFileSync(join(folder, 'two.sql'), fn('three', 'one'));
    expect(() => readFunctionFiles(folder)).toThrow(/two.sql must define two/);
  });

  it('no migration but the old ones defines a function: a function changes in its file', () => {
    // The migrations that wrote functions before the files (found by name: numbers change
    // when branches merge). A new migration may drop an old signature, never define one.
    const history = [
      '_ledger_guards.sql',
      '_money_functions.sql',
      '_at_risk_wagering.sql',
      '_valid_bet.sql',
      '_vip.sql',
      '_operators.sql',
      '_wallet_batch.sql',
      '_wallet_batch_hooks.sql',
      '_house_round.sql',
      '_house_round_settled.sql',
    ];
    const defining = readdirSync(migrationsFolder)
      .filter((f) => f.endsWith('.sql') && !history.some((h) => f.endsWith(h)))
      .filter((f) =>
        /CREATE\s+(OR\s+REPLACE\s+)?FUNCTION/i.test(
          readFileSync(join(migrationsFolder, f), 'utf8'),
        ),
      );
    expect(defining).toEqual([]);
  });
});
