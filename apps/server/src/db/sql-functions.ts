import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';

/**
 * The database functions, one file per name in `db/functions/<name>.sql` (the overloads of one
 * name share its file, split by `--> statement-breakpoint` as in the migrations). The file is
 * the function's one definition: the numbered migrations that created and replaced them are
 * history (they ran on existing databases). After the migrations, every file whose content
 * changed since it was last applied is applied again (`CREATE OR REPLACE`), in dependency
 * order, with its hash kept in `drizzle.sql_functions`. docs/ARCHITECTURE.md "SQL functions".
 *
 * What a file cannot do alone: change a function's arguments or result type (CREATE OR
 * REPLACE would add an overload or fail). That takes a migration that drops the old signature,
 * committed with the file's change (the migrations run first).
 */

export const functionsFolder = fileURLToPath(new URL('./functions', import.meta.url));

/** Either driver's drizzle instance, a pool's or one connection's. */
type AnyDb = PgDatabase<PgQueryResultHKT>;

export interface SqlFunctionFile {
  name: string;
  hash: string;
  statements: string[];
  /** The other files' functions this one calls, applied before it. */
  needs: string[];
}

/** The folder's files in the order they must be applied: a function after those it calls. */
export function readFunctionFiles(folder = functionsFolder): SqlFunctionFile[] {
  const texts = new Map<string, string>();
  for (const file of readdirSync(folder).sort()) {
    if (!file.endsWith('.sql')) continue;
    texts.set(file.slice(0, -'.sql'.length), readFileSync(join(folder, file), 'utf8'));
  }
  const files = [...texts].map(([name, text]): SqlFunctionFile => {
    const declared = [...text.matchAll(/CREATE OR REPLACE FUNCTION (\w+)\s*\(/gi)].map((m) => m[1]);
    if (declared.length === 0 || declared.some((d) => d !== name)) {
      throw new Error(`db/functions/${name}.sql must define ${name} and nothing else`);
    }
    const calls = (other: string) => new RegExp(`\\b${other}\\s*\\(`).test(text);
    return {
      name,
      hash: createHash('sha256').update(text).digest('hex'),
      statements: text
        .split('--> statement-breakpoint')
        .map((s) => s.trim())
        .filter((s) => s.length > 0),
      needs: [...texts.keys()].filter((other) => other !== name && calls(other)),
    };
  });
  return inDependencyOrder(files);
}

/**
 * Depth first, names in alphabetical order, so the order is the same on every machine. A cycle
 * is refused: a `LANGUAGE sql` function's body is checked when it is created, so what it calls
 * must exist first, and a cycle has no such order.
 */
function inDependencyOrder(files: SqlFunctionFile[]): SqlFunctionFile[] {
  const byName = new Map(files.map((f) => [f.name, f]));
  const done = new Set<string>();
  const visiting: string[] = [];
  const ordered: SqlFunctionFile[] = [];
  const visit = (f: SqlFunctionFile) => {
    if (done.has(f.name)) return;
    if (visiting.includes(f.name)) {
      throw new Error(
        `db/functions call each other in a cycle: ${[...visiting, f.name].join(' -> ')}`,
      );
    }
    visiting.push(f.name);
    for (const need of f.needs) visit(byName.get(need) as SqlFunctionFile);
    visiting.pop();
    done.add(f.name);
    ordered.push(f);
  };
  for (const f of files) visit(f);
  return ordered;
}

/**
 * Applies the function files whose content is new to this database, all in one transaction,
 * and answers their names in the order applied. Runs after the migrations, under the same
 * lock on PostgreSQL (client.ts), so two instances starting together never both apply.
 */
export async function applySqlFunctions(db: AnyDb, folder = functionsFolder): Promise<string[]> {
  const files = readFunctionFiles(folder);
  await db.execute(sql`create schema if not exists drizzle`);
  await db.execute(sql`create table if not exists drizzle.sql_functions (
    name text primary key,
    hash text not null,
    applied_at timestamptz not null default now())`);
  const applied = (await db.execute(
    sql`select name, hash from drizzle.sql_functions`,
  )) as unknown as {
    rows: { name: string; hash: string }[];
  };
  const known = new Map(applied.rows.map((r) => [r.name, r.hash]));
  const changed = files.filter((f) => known.get(f.name) !== f.hash);
  if (changed.length === 0) return [];
  await db.transaction(async (tx) => {
    for (const f of changed) {
      for (const statement of f.statements) await tx.execute(sql.raw(statement));
      await tx.execute(sql`insert into drizzle.sql_functions (name, hash) values (${f.name}, ${f.hash})
        on conflict (name) do update set hash = excluded.hash, applied_at = now()`);
    }
  });
  return changed.map((f) => f.name);
}
