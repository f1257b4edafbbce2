import type { MarketCode } from '@cardroom/contract';
import { eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { DbOrTx } from '../../db/client.js';
import { type AnySetting, editionDefaults, type Setting, type SettingValue } from './define.js';
import { settings } from './schema.js';

/**
 * Writes the market's defaults for keys the operator has not set yet (the play-money edition's
 * own defaults where a setting has them).
 */
export async function seedSettings(
  db: DbOrTx,
  market: MarketCode,
  all: ReadonlyArray<AnySetting>,
  edition: 'real' | 'play' = 'real',
): Promise<void> {
  if (all.length === 0) return;
  const rows = all.map((s) => ({
    key: s.key,
    value: s.schema.parse(editionDefaults(s, market, edition)),
  }));
  await db.insert(settings).values(rows).onConflictDoNothing();
}

/** A value that does not pass its setting's schema: says which key and which field. */
export class SettingInvalidError extends Error {
  constructor(
    readonly key: string,
    readonly issues: z.core.$ZodIssue[],
  ) {
    const first = issues[0];
    const where = first && first.path.length > 0 ? `${first.path.join('.')}: ` : '';
    super(`setting ${key} is invalid: ${where}${first?.message ?? 'bad value'}`);
    this.name = 'SettingInvalidError';
  }
}

const isPlainObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * Checks a value against the setting's schema. A stored object missing a field (an operator
 * edited it by hand) takes that field from the market's default first, as it always has.
 */
export function parseSetting<S extends z.ZodType>(
  setting: Setting<S>,
  market: MarketCode,
  value: unknown,
): z.output<S> {
  const def: unknown = setting.defaults(market);
  const filled = isPlainObject(def) && isPlainObject(value) ? { ...def, ...value } : value;
  const parsed = setting.schema.safeParse(filled);
  if (!parsed.success) throw new SettingInvalidError(setting.key, parsed.error.issues);
  return parsed.data;
}

/**
 * The operator's value of a setting, parsed with its schema (one query). A missing row
 * falls back to the default; a stored value that does not parse throws SettingInvalidError
 * (a route answers the generic server error and logs the key and field), never half a value.
 */
export async function readSetting<S extends z.ZodType>(
  db: DbOrTx,
  market: MarketCode,
  setting: Setting<S>,
): Promise<z.output<S>> {
  const [row] = await db
    .select({ value: settings.value })
    .from(settings)
    .where(eq(settings.key, setting.key))
    .limit(1);
  if (!row) return setting.defaults(market);
  return parseSetting(setting, market, row.value);
}

/** Several settings a request needs together, in one query, each parsed as readSetting does. */
export async function readSettings<const L extends ReadonlyArray<AnySetting>>(
  db: DbOrTx,
  market: MarketCode,
  list: L,
): Promise<{ -readonly [I in keyof L]: SettingValue<L[I]> }> {
  const rows = await db
    .select({ key: settings.key, value: settings.value })
    .from(settings)
    .where(
      inArray(
        settings.key,
        list.map((s) => s.key),
      ),
    );
  const stored = new Map(rows.map((r) => [r.key, r.value]));
  const values = list.map((s) =>
    stored.has(s.key) ? parseSetting(s, market, stored.get(s.key)) : s.defaults(market),
  );
  return values as { -readonly [I in keyof L]: SettingValue<L[I]> };
}

/** Stores a value after checking it; a bad one throws SettingInvalidError and stores nothing. */
export async function putSetting<S extends z.ZodType>(
  db: DbOrTx,
  market: MarketCode,
  setting: Setting<S>,
  value: z.input<S>,
): Promise<z.output<S>> {
  const checked = parseSetting(setting, market, value);
  await db
    .insert(settings)
    .values({ key: setting.key, value: checked })
    .onConflictDoUpdate({ target: settings.key, set: { value: checked, updatedAt: new Date() } });
  return checked;
}
