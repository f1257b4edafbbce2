import { createHash, randomBytes } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { type Database, type Db, migrationsFolder, openDatabase } from '../src/db/client.js';
import { applySqlFunctions, functionsFolder } from '../src/db/sql-functions.js';

/**
 * Private databases for tests, made fast: every test app gets a database with the committed
 * migrations applied and nothing else, but not by running initdb and every migration each time.
 *
 * "Migrations" here means both steps of db/client.ts: the numbered migrations, then the
 * function files (db/sql-functions.ts).
 * - PGlite: starting an in-memory PGlite runs initdb inside WebAssembly, measured at 2.2-4.4 s
 *   on these two cores. A worker keeps the instances its closed test apps leave and resets one
 *   for the next app: every table emptied (0.15 s) or, when a test changed the catalog, both
 *   schemas dropped and the migrations run again (1.1 s): the state a new instance reaches.
 * - PostgreSQL: the migrations run once into a template database named after the migrations'
 *   contents, and each test database is created from it.
 */
export interface TestDatabase {
  database: Database;
  /** PostgreSQL only: the private database's address, for a second instance's own pool. */
  url?: string;
  /** Gives the database up; call once, after every app on it has closed. */
  drop(): Promise<void>;
}

export async function openTestDatabase(): Promise<TestDatabase> {
  const baseUrl = process.env.DATABASE_URL;
  return baseUrl ? openPostgres(baseUrl) : openPglite();
}

// ---- PGlite ---------------------------------------------------------------------------------

/** This worker's instances that no test app holds, ready to be reset and handed out again. */
const idle: PGlite[] = [];

/**
 * What the migrations leave, read once per worker from the first freshly migrated instance: the
 * catalog's fingerprint and the statement that empties every table. The migrations seed no
 * table row (only drizzle's own bookkeeping), so an emptied instance whose catalog still has
 * this fingerprint is in the state a new one reaches.
 */
let baseline: { fingerprint: string; empty: string } | undefined;

/** Every table, column, type, function body, trigger and index of the two schemas, hashed. */
const FINGERPRINT = `
  select md5(coalesce(string_agg(x, ';' order by x), '')) as f from (
    select n.nspname || '.' || c.relname || ':' || c.relkind::text || ':' ||
      coalesce((select string_agg(a.attname || ' ' || a.atttypid::text || ' ' || a.attnotnull::text, ','
        order by a.attnum) from pg_attribute a where a.attrelid = c.oid and a.attnum > 0
        and not a.attisdropped), '') as x
    from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where n.nspname in ('public', 'drizzle')
    union all
    select p.proname || '(' || pg_get_function_identity_arguments(p.oid) || '):' || md5(p.prosrc)
    from pg_proc p join pg_namespace n on n.oid = p.pronamespace where n.nspname = 'public'
    union all
    select t.tgname || ':' || t.tgrelid::regclass::text || ':' || t.tgenabled::text
    from pg_trigger t join pg_class c on c.oid = t.tgrelid
    join pg_namespace n on n.oid = c.relnamespace where n.nspname = 'public'
  ) parts`;

async function fingerprint(client: PGlite): Promise<string> {
  const { rows } = await client.query<{ f: string }>(FINGERPRINT);
  return rows[0]?.f ?? '';
}

/**
 * Empties every table and restarts every sequence. Session state an app may leave (settings,
 * advisory locks, LISTENs, prepared statements) goes with DISCARD ALL. The audit log refuses
 * TRUNCATE by trigger; replication role "replica" keeps that trigger (and every other) quiet
 * for this statement only.
 */
async function emptyStatement(client: PGlite): Promise<string> {
  const { rows: tables } = await client.query<{ t: string }>(
    `select format('%I.%I', schemaname, tablename) as t from pg_tables where schemaname = 'public'`,
  );
  const { rows: sequences } = await client.query<{ s: string }>(
    `select format('%I.%I', sequence_schema, sequence_name) as s
     from information_schema.sequences where sequence_schema = 'public'`,
  );
  return [
    'set session_replication_role = replica',
    `truncate ${tables.map((r) => r.t).join(', ')} restart identity cascade`,
    ...sequences.map((r) => `alter sequence ${r.s} restart`),
    'set session_replication_role = origin',
  ].join(';\n');
}

async function migrated(client: PGlite): Promise<Db> {
  const db = drizzle(client);
  await migrate(db, { migrationsFolder });
  await applySqlFunctions(db as unknown as Db);
  baseline ??= { fingerprint: await fingerprint(client), empty: await emptyStatement(client) };
  return db as unknown as Db;
}

/**
 * Makes an instance a closed test app left as good as new: emptied (about 0.15 s) when its
 * catalog is the migrations' own, otherwise (a test dropped a table or added a function) both
 * schemas dropped and the migrations run again (about 1.1 s).
 */
async function reset(client: PGlite): Promise<Db> {
  // A test that failed mid-transaction may have left one open; outside one this only warns.
  await client.exec('rollback');
  if (baseline && (await fingerprint(client)) === baseline.fingerprint) {
    await client.exec(baseline.empty);
    // Not in the statement above: a multi-statement string is one transaction, which DISCARD refuses.
    await client.exec('discard all');
    return drizzle(client) as unknown as Db;
  }
  await client.exec(
    'drop schema if exists drizzle cascade; drop schema public cascade; create schema public;',
  );
  return migrated(client);
}

async function openPglite(): Promise<TestDatabase> {
  let client = idle.pop();
  let db: Db | undefined;
  if (client) {
    try {
      db = await reset(client);
    } catch {
      await client.close().catch(() => {});
      client = undefined;
    }
  }
  if (!client || !db) {
    client = new PGlite();
    await client.waitReady;
    db = await migrated(client);
  }
  const held = client;
  let given = false;
  return {
    // Closing is giving it back (drop); the instance stays open for the next test app.
    database: { db, kind: 'pglite', close: async () => {} },
    drop: async () => {
      if (given) return;
      given = true;
      idle.push(held);
    },
  };
}

// ---- PostgreSQL -----------------------------------------------------------------------------

/**
 * The template is named after the migrations and the function files, so a changed migration or
 * function gets a new one.
 */
function templateName(): string {
  const hash = createHash('sha256');
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) =>
      a.name.localeCompare(b.name),
    )) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else hash.update(entry.name).update(readFileSync(path));
    }
  };
  walk(migrationsFolder);
  walk(functionsFolder);
  return `cardroom_tpl_${hash.digest('hex').slice(0, 16)}`;
}

/** Any constant; only test processes take it, while one of them builds the template. */
const TEMPLATE_LOCK = 727_110_802;
let template: Promise<string> | undefined;

async function adminQuery<T>(baseUrl: string, run: (c: pg.Client) => Promise<T>): Promise<T> {
  const c = new pg.Client({ connectionString: baseUrl });
  await c.connect();
  try {
    return await run(c);
  } finally {
    await c.end();
  }
}

/** Builds the template once per cluster and migration set (other workers wait on the lock). */
function ensureTemplate(baseUrl: string): Promise<string> {
  template ??= adminQuery(baseUrl, async (c) => {
    const name = templateName();
    await c.query('select pg_advisory_lock($1)', [TEMPLATE_LOCK]);
    try {
      const found = await c.query('select 1 from pg_database where datname = $1', [name]);
      if (found.rowCount) return name;
      // Built under another name and renamed when whole: a crash mid-way leaves no template.
      const building = `${name}_wip`;
      await c.query(`drop database if exists ${building} with (force)`);
      await c.query(`create database ${building}`);
      const database = await openDatabase({
        databaseUrl: withDatabase(baseUrl, building),
        poolSize: 1,
      });
      await database.close();
      await c.query(`alter database ${building} rename to ${name}`);
      return name;
    } finally {
      await c.query('select pg_advisory_unlock($1)', [TEMPLATE_LOCK]);
    }
  });
  return template;
}

async function openPostgres(baseUrl: string): Promise<TestDatabase> {
  const source = await ensureTemplate(baseUrl);
  const name = `cardroom_test_${randomBytes(6).toString('hex')}`;
  await adminQuery(baseUrl, (c) => c.query(`create database ${name} template ${source}`));
  const drop = () =>
    adminQuery(baseUrl, async (c) => {
      await c.query(`drop database if exists ${name} with (force)`);
    });
  try {
    const url = withDatabase(baseUrl, name);
    // openDatabase still checks the migrations: all applied, so it only reads their table.
    return { database: await openDatabase({ databaseUrl: url, poolSize: 10 }), url, drop };
  } catch (err) {
    // Leave no database behind when start-up fails.
    await drop();
    throw err;
  }
}

/**
 * The same connection string pointing at another database. Not `new URL`: a socket URL such as
 * postgres://root@/postgres?host=/var/run/postgresql has an empty host, which URL refuses.
 */
function withDatabase(url: string, name: string): string {
  const m = /^(postgres(?:ql)?:\/\/[^/?]*)(\/[^?]*)?(\?.*)?$/.exec(url);
  if (!m) throw new Error(`DATABASE_URL not understood: ${url}`);
  return `${m[1]}/${name}${m[3] ?? ''}`;
}
