import type { z } from 'zod';

/** One field that differs between two setting values, by its path (`0.text.en`). */
export interface FieldChange {
  path: string;
  before: unknown;
  after: unknown;
}

const isPlainObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * The leaf-level differences between two JSON values, in document order: what the operator
 * reviews before saving. Arrays compare index by index (a row added shows as new fields, a
 * row removed as fields going to undefined).
 */
export function diffValues(before: unknown, after: unknown, path = ''): FieldChange[] {
  const join = (k: string | number) => (path ? `${path}.${k}` : String(k));
  if (Array.isArray(before) && Array.isArray(after)) {
    const out: FieldChange[] = [];
    for (let i = 0; i < Math.max(before.length, after.length); i++) {
      out.push(...diffValues(before[i], after[i], join(i)));
    }
    return out;
  }
  if (isPlainObject(before) && isPlainObject(after)) {
    const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])];
    return keys.flatMap((k) => diffValues(before[k], after[k], join(k)));
  }
  if (JSON.stringify(before) === JSON.stringify(after)) return [];
  return [{ path: path || '(value)', before, after }];
}

/** A zod failure as one message per field path, the way the console form shows them. */
export function fieldErrors(issues: ReadonlyArray<z.core.$ZodIssue>) {
  return issues.map((i) => ({ path: i.path.map(String).join('.'), message: i.message }));
}
