import { State } from '@cardroom/contract';
import { consoleApi, type OperatorRole } from '@cardroom/contract/console';
import { and, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Deps } from '../../deps.js';
import type { AuditNote, ConsoleCtx, ConsoleRouter } from '../../http/console-router.js';
import { AppError, badRequest, conflict, forbidden, notFound } from '../../http/errors.js';
import { forgetCachedSetting } from './cache.js';
import { type AnySetting, editionDefaults } from './define.js';
import { diffValues, fieldErrors } from './diff.js';
import { settings } from './schema.js';
import { parseSetting, readSetting, SettingInvalidError } from './service.js';

/**
 * What marketing may edit (docs/architecture/console.md, "Operator console"): the content settings
 * whole, and of `app` only the FAQ address. Every other key and field is the owner's.
 * `null` = every field of the key.
 */
const MARKETING_FIELDS: Readonly<Record<string, readonly string[] | null>> = {
  banners: null,
  rollMessages: null,
  service: null,
  app: ['faqUrl'],
};

/** The fields of `key` this role may change: null = all, [] = none. */
export function editableFields(role: OperatorRole, key: string): readonly string[] | null {
  if (role === 'owner') return null;
  if (role === 'marketing' && key in MARKETING_FIELDS) return MARKETING_FIELDS[key] ?? null;
  return [];
}

/**
 * The row's version: its updated_at in microseconds, as text. A save sets updated_at to at
 * least one microsecond past the old one, so the version always moves on a write (even when
 * two writes fall in the same clock tick) and `WHERE version = seen` lets one writer win.
 */
const versionSql = sql<string>`(floor(extract(epoch from ${settings.updatedAt}) * 1000000))::bigint::text`;

async function storedRow(deps: Deps, key: string) {
  const [row] = await deps.db
    .select({ value: settings.value, version: versionSql })
    .from(settings)
    .where(eq(settings.key, key));
  return row;
}

/** The setting by key, refused up front (before the value is looked at) if the role has no field of it. */
function settingFor(deps: Deps, role: OperatorRole, key: string): AnySetting {
  const s = deps.settings.get(key);
  if (!s) throw notFound('consoleSettingUnknown');
  if (editableFields(role, key)?.length === 0) throw forbidden('consoleRoleRefused');
  return s;
}

/** The JSON Schema of a setting's input, with what zod cannot say left to the server's check. */
export function jsonSchemaOf(s: AnySetting): Record<string, unknown> {
  return z.toJSONSchema(s.schema, { io: 'input', unrepresentable: 'any' }) as Record<
    string,
    unknown
  >;
}

/** The value the operator's form started from: the stored one parsed, or the default. */
function currentValue(deps: Deps, s: AnySetting, stored: unknown): unknown {
  if (stored === undefined) return editionDefaults(s, deps.market.code, deps.config.edition);
  try {
    return parseSetting(s, deps.market.code, stored);
  } catch (err) {
    // A stored value that no longer parses is shown as stored, so the operator can fix it.
    if (err instanceof SettingInvalidError) return stored;
    throw err;
  }
}

/** Refuses a change to a field this role may not touch (compared on the parsed values). */
function checkFields(role: OperatorRole, key: string, before: unknown, after: unknown): void {
  const allowed = editableFields(role, key);
  if (allowed === null) return;
  for (const change of diffValues(before, after)) {
    const top = change.path.split('.')[0] ?? '';
    if (!allowed.includes(top))
      throw new AppError(State.forbidden, 'consoleSettingFieldRefused', { field: top });
  }
}

/** The owner's and marketing's settings forms: list, preview (saves nothing) and save. */
export function registerSettingsConsoleRoutes(c: ConsoleRouter, deps: Deps): void {
  c.handle(consoleApi.consoleSettingsList, async (_input, ctx) => {
    const rows = await deps.db
      .select({ key: settings.key, value: settings.value, version: versionSql })
      .from(settings);
    const byKey = new Map(rows.map((r) => [r.key, r]));
    const list = deps.settings
      .all()
      .filter((s) => {
        const fields = editableFields(ctx.operator.role, s.key);
        return fields === null || fields.length > 0;
      })
      .map((s) => {
        const row = byKey.get(s.key);
        const fields = editableFields(ctx.operator.role, s.key);
        return {
          key: s.key,
          module: deps.settings.ownerOf(s.key),
          jsonSchema: jsonSchemaOf(s),
          value: currentValue(deps, s, row?.value),
          defaultValue: editionDefaults(s, deps.market.code, deps.config.edition),
          // Every key is seeded at start; a missing row (none in practice) cannot be saved.
          version: row?.version ?? '0',
          editableFields: fields === null ? null : [...fields],
        };
      })
      .sort((a, b) => a.module.localeCompare(b.module) || a.key.localeCompare(b.key));
    return { settings: list, market: deps.market.code };
  });

  c.handle(consoleApi.consoleSettingPreview, async (input, ctx) => {
    const s = settingFor(deps, ctx.operator.role, input.key);
    const row = await storedRow(deps, s.key);
    const before = currentValue(deps, s, row?.value);
    let after: unknown;
    try {
      after = parseSetting(s, deps.market.code, input.value);
    } catch (err) {
      if (err instanceof SettingInvalidError)
        return { errors: fieldErrors(err.issues), changes: [] };
      throw err;
    }
    checkFields(ctx.operator.role, s.key, before, after);
    return { errors: [], changes: diffValues(before, after) };
  });

  c.handle(consoleApi.consoleSettingSave, async (input, ctx) => {
    const s = settingFor(deps, ctx.operator.role, input.key);
    return saveSetting(deps, ctx, s, input.value, input.version);
  });
}

/** Who saves and how the audit row is written; by default `setting.save` with both values. */
export interface SaveAs {
  operator: { role: OperatorRole };
  audit: ConsoleCtx<true>['audit'];
}

/**
 * The one audited way a console change reaches a setting: the value checked by its schema and
 * cross-check, the role's fields, a compare-and-set on the version the operator saw, and the
 * audit row in the same transaction. `note` words the audit row for a page that changes part
 * of a setting (live tables: `liveTable.close`), from the values before and after.
 */
export async function saveSetting(
  deps: Deps,
  ctx: SaveAs,
  s: AnySetting,
  value: unknown,
  version: string,
  note?: (before: unknown, after: unknown) => AuditNote,
): Promise<{ version: string; value: unknown }> {
  let after: unknown;
  try {
    after = parseSetting(s, deps.market.code, value);
  } catch (err) {
    if (!(err instanceof SettingInvalidError)) throw err;
    const first = fieldErrors(err.issues)[0];
    throw badRequest('consoleSettingInvalid', {
      field: first?.path || s.key,
      reason: first?.message ?? 'bad value',
    });
  }
  const problem = await s.crossCheck?.(after, (other) =>
    readSetting(deps.db, deps.market.code, other),
  );
  if (problem) throw badRequest('consoleSettingInvalid', { field: s.key, reason: problem });
  const result = await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .select({ value: settings.value, version: versionSql })
      .from(settings)
      .where(eq(settings.key, s.key));
    if (!row) throw conflict('consoleSettingStale');
    const before = currentValue(deps, s, row.value);
    checkFields(ctx.operator.role, s.key, before, after);
    // Compare-and-set in one statement: only a writer that saw the current version updates.
    const [saved] = await tx
      .update(settings)
      .set({
        value: after,
        updatedAt: sql`greatest(clock_timestamp(), ${settings.updatedAt} + interval '1 microsecond')`,
      })
      .where(and(eq(settings.key, s.key), sql`${versionSql} = ${version}`))
      .returning({ version: versionSql });
    if (!saved) throw conflict('consoleSettingStale');
    await ctx.audit(
      tx,
      note?.(before, after) ?? {
        action: 'setting.save',
        target: `setting:${s.key}`,
        before: row.value,
        after,
      },
    );
    return { version: saved.version, value: after };
  });
  forgetCachedSetting(deps.db, s.key);
  return result;
}

/** A setting's stored value and version (the version a save compares against). */
export async function settingWithVersion(deps: Deps, s: AnySetting) {
  const row = await storedRow(deps, s.key);
  return { value: currentValue(deps, s, row?.value), version: row?.version ?? '0' };
}
