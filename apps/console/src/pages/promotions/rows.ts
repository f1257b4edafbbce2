import type { ReactNode } from 'react';

/**
 * What the console's table editors of promotion rules share (first-deposit tiers, prize boards,
 * sign-up tasks): the form's draft is text per field, so a table keeps its rows as JSON text;
 * reading the rows answers the rules' value or the problems keyed by row (`"2"`, or `"1.3"` for
 * the 4th prize row of the 2nd board) and of the table as a whole (`list`).
 */
export type RowsRead<T> =
  | { ok: true; value: T }
  | { ok: false; rows: Record<string, string>; list: string | null };

/** Rows → the form's draft text. */
export const rowsDraft = (rows: readonly unknown[]) => JSON.stringify(rows);

/**
 * The form's draft text → rows, each brought to its shape by `row`; text that is not a list
 * (a draft never edited) gives `fallback`.
 */
export function draftRows<R>(
  text: string | undefined,
  row: (r: Record<string, unknown>) => R,
  fallback: () => R[],
): R[] {
  try {
    const v: unknown = JSON.parse(text ?? '');
    if (Array.isArray(v)) return v.map((r) => row(typeof r === 'object' && r ? r : {}));
  } catch {
    // Not rows: start from the fallback.
  }
  return fallback();
}

/** A field of a row read back as text (what the inputs hold). */
export const textOf = (v: unknown) => (v === undefined || v === null ? '' : String(v));

/** The answer of a read: the value when nothing is wrong. */
export function readDone<T>(
  value: T,
  rows: Record<string, string>,
  list: string | null,
): RowsRead<T> {
  return Object.keys(rows).length === 0 && list === null
    ? { ok: true, value }
    : { ok: false, rows, list };
}

/** Lists edited without changing the one given (React state). */
export const withRow = <R>(rows: readonly R[], i: number, change: Partial<R>): R[] =>
  rows.map((r, j) => (j === i ? { ...r, ...change } : r));
export const withoutRow = <R>(rows: readonly R[], i: number): R[] => rows.filter((_, j) => j !== i);
/** Row `i` moved one place up (`-1`) or down (`1`); at an end, the list as it was. */
export function movedRow<R>(rows: readonly R[], i: number, by: -1 | 1): R[] {
  const j = i + by;
  const a = rows[i];
  const b = rows[j];
  if (a === undefined || b === undefined) return [...rows];
  const next = [...rows];
  next[i] = b;
  next[j] = a;
  return next;
}

/** A whole number typed in a box (no sign, no decimals), or null. */
export const wholeOf = (text: string): number | null =>
  /^\d+$/.test(text.trim()) ? Number(text.trim()) : null;

/** What the form gives each table editor: its draft, the market's sign, and where problems show. */
export interface TableEditorProps {
  value: string | undefined;
  sign: string;
  onChange: (draft: string) => void;
  /** The problem under a row (`"2"`, or `"1.3"` for a board's prize row) or the table (null). */
  problem: (row: string | null) => ReactNode;
}
