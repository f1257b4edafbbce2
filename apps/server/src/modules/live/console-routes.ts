import { type LiveTableSettings, liveTableSettings, MARKET_TIME_ZONE } from '@cardroom/contract';
import { consoleApi } from '@cardroom/contract/console';
import { tableLimitsProblem } from '@cardroom/games';
import type { Deps } from '../../deps.js';
import type { ConsoleRouter } from '../../http/console-router.js';
import { badRequest } from '../../http/errors.js';
import { type SaveAs, saveSetting, settingWithVersion } from '../settings/index.js';
import { consoleRow, recentRounds, tableFigures } from './console-figures.js';
import { roundTotals } from './rounds.js';
import { liveTablesSetting } from './settings.js';

/**
 * The console's live tables (docs/OPERATIONS.md "Live tables in the console"). Reads take the
 * `liveTables` setting fresh from the database (not the dealer's 2 s cache), so a change shows
 * at once. Both changes go through the settings module's audited save (saveSetting: schema,
 * compare-and-set on the version, the audit row in the same transaction); the dealer reads the
 * setting at most 2 s old, so a closed table opens no new round and a new betting window,
 * reveal or result time applies to rounds opened after it. Limits are copied onto each round
 * at its opening (live_rounds.limits), so a change of limits also waits for the next round.
 */

async function tablesNow(deps: Deps) {
  const { value, version } = await settingWithVersion(deps, liveTablesSetting);
  return { tables: value as LiveTableSettings[], version };
}

function tableIn(tables: LiveTableSettings[], tableId: string): LiveTableSettings {
  const table = tables.find((t) => t.id === tableId);
  if (!table) throw badRequest('liveTableUnknown');
  return table;
}

/** Saves the market's tables with one of them replaced, audited as `note` says. */
function saveTables(
  deps: Deps,
  ctx: SaveAs,
  tables: LiveTableSettings[],
  version: string,
  changed: LiveTableSettings,
  note: { action: string; before: unknown; after: unknown },
) {
  const next = tables.map((t) => (t.id === changed.id ? changed : t));
  return saveSetting(deps, ctx, liveTablesSetting, next, version, () => ({
    ...note,
    target: `liveTable:${changed.id}`,
  }));
}

/** The fields of a table the settings form changes. */
const EDITABLE = ['bettingMs', 'revealMs', 'resultMs', 'spot', 'round', 'chips'] as const;

export function registerLiveConsoleRoutes(c: ConsoleRouter, deps: Deps): void {
  c.handle(consoleApi.consoleLiveTables, async () => {
    const now = deps.now();
    const { tables, version } = await tablesNow(deps);
    const list = [];
    for (const table of tables) {
      const { roundId: _, ...row } = await consoleRow(deps, table, now);
      list.push(row);
    }
    return { serverNow: now.getTime(), currencySign: deps.market.currencySign, version, list };
  });

  c.handle(consoleApi.consoleLiveTable, async (input) => {
    const now = deps.now();
    const { tables, version } = await tablesNow(deps);
    const table = tableIn(tables, input.tableId);
    const figures = await tableFigures(deps, table.id, input.from, input.to);
    const { roundId, ...row } = await consoleRow(deps, table, now);
    const spots =
      roundId === null ? [] : (await roundTotals(deps, { id: roundId, game: table.game })).totals;
    return {
      serverNow: now.getTime(),
      currencySign: deps.market.currencySign,
      timeZone: MARKET_TIME_ZONE[deps.market.code].name,
      version,
      row,
      spots,
      recent: await recentRounds(deps, table.id),
      ...figures,
    };
  });

  c.handle(consoleApi.consoleLiveSetOpen, async (input, ctx) => {
    const { tables, version } = await tablesNow(deps);
    const table = tableIn(tables, input.tableId);
    const saved = await saveTables(
      deps,
      ctx,
      tables,
      version,
      { ...table, open: input.open },
      {
        action: input.open ? 'liveTable.open' : 'liveTable.close',
        before: { open: table.open },
        after: { open: input.open, reason: input.reason },
      },
    );
    return { open: input.open, version: saved.version };
  });

  c.handle(consoleApi.consoleLiveSettingsSave, async (input, ctx) => {
    const { tables } = await tablesNow(deps);
    const table = tableIn(tables, input.tableId);
    const { tableId: _, version, ...fields } = input;
    // The one table checked first, so the refusal names its field (not the list's index).
    const parsed = liveTableSettings.safeParse({ ...table, ...fields });
    if (!parsed.success) {
      const first = parsed.error.issues[0];
      throw badRequest('consoleSettingInvalid', {
        field: first?.path.map(String).join('.') || 'table',
        reason: first?.message ?? 'bad value',
      });
    }
    const problem = tableLimitsProblem(parsed.data);
    if (problem) throw badRequest('consoleSettingInvalid', { field: 'limits', reason: problem });
    const pick = (t: LiveTableSettings) => Object.fromEntries(EDITABLE.map((k) => [k, t[k]]));
    const saved = await saveTables(deps, ctx, tables, version, parsed.data, {
      action: 'liveTable.settings',
      before: pick(table),
      after: pick(parsed.data),
    });
    return { version: saved.version, table: parsed.data };
  });
}
