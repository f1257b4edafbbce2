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
 *   on these two cores (the migrations are 0.25 s). A worker keeps the instances its closed
 *   test apps leave and wipes one for the next app: both schemas dropped and the migrations run
 *   again, the same state a new instance reaches, in a fraction of the time.
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

/** This worker's instances that no test app holds, ready to be wiped and handed out again. */
const idle: PGlite[] = [];

async function migrated(client: PGlite): Promise<Db> {
  const db = drizzle(client);
  await migrate(db, { migrationsFolder });
  await applySqlFunctions(db as unknown as Db);
  return db as unknown as Db;
}

async function wipe(client: PGlite): Promise<void> {
  // A test that failed mid-transaction may have left one open; outside one this only warns.
  await client.exec('rollback');
  await client.exec(
    'drop schema if exists drizzle cascade; drop schema public cascade; create schema public;',
  );
}

async function openPglite(): Promise<TestDatabase> {
  let client = idle.pop();
  let db: Db | undefined;
  if (client) {
    try {
      await wipe(client);
      db = await migrated(client);
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
