import { type AnyColumn, type SQL, sql } from 'drizzle-orm';
import { badRequest } from '../http/errors.js';

/**
 * Keyset (cursor) paging for the payments desk's lists (issue 37): a page is asked with the
 * last row's sort key and id, so it reads its rows from an index wherever it is in the list
 * and rows written meanwhile never shift it (no row shown twice or skipped), where an offset
 * reads and sorts every row before the page.
 */

/** The last row's sort key (the column's exact value as PostgreSQL text) and its id. */
export type Cursor = [key: string, id: number];

/** Opaque to the console: it sends back what it got. */
export const encodeCursor = (c: Cursor) => Buffer.from(JSON.stringify(c)).toString('base64url');

/** A cursor this server made, or the desk's refusal (a 400 in the operator's words). */
export function decodeCursor(text: string): Cursor {
  try {
    const c: unknown = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
    if (
      Array.isArray(c) &&
      c.length === 2 &&
      typeof c[0] === 'string' &&
      c[0].length <= 64 &&
      Number.isSafeInteger(c[1])
    ) {
      return [c[0], c[1] as number];
    }
  } catch {
    // Falls through to the refusal below: a cursor the console did not get from us.
  }
  throw badRequest('consoleDeskCursorInvalid');
}

/**
 * The sort column's exact value as text, for the cursor: a timestamp keeps its microseconds.
 * mapWith: drizzle would otherwise read a lone column's text back through its own mapper (a
 * Date, which drops the microseconds).
 */
export const keyText = (column: AnyColumn) => sql<string>`${column}::text`.mapWith(String);

/**
 * The rows after the cursor in the order `(column, id)` ascending or descending: a row
 * comparison, which PostgreSQL answers from an index on `(column, id)`. A timestamp key is
 * cast back from its text; any other is a whole number (an amount), checked before use.
 */
export function afterKey(
  column: AnyColumn,
  id: AnyColumn,
  kind: 'timestamp' | 'integer',
  descending: boolean,
  [key, last]: Cursor,
): SQL {
  if (kind === 'integer' && !/^-?\d{1,19}$/.test(key)) throw badRequest('consoleDeskCursorInvalid');
  const value = kind === 'timestamp' ? sql`${key}::timestamptz` : sql`${key}::bigint`;
  return descending
    ? sql`(${column}, ${id}) < (${value}, ${last}::bigint)`
    : sql`(${column}, ${id}) > (${value}, ${last}::bigint)`;
}
