import { formatMoney, type Locale, type TableInfo } from '@cardroom/contract';
import type { LimitBreach } from '@cardroom/games';
import type { Deps } from '../../deps.js';
import { type AppError, badRequest } from '../../http/errors.js';
import { readSetting, SettingInvalidError } from '../settings/index.js';
import { defaultTableLimits, tableLimitsSetting } from './settings.js';

export interface ErrorLog {
  error(o: object, m: string): void;
}

/** Operators whose stored limits do not parse get one log line per distinct value. */
const reported = new WeakMap<Deps, string>();

/**
 * The market's table limits and chips (settings key `tableLimits`). An operator's value that
 * is not usable (see tableLimitsProblem) is logged and the market's defaults apply, so a typo
 * can neither close the tables nor lift the limits.
 */
export async function tableLimits(deps: Deps, log: ErrorLog): Promise<TableInfo> {
  const now = deps.now().getTime();
  const hit = cached.get(deps);
  if (hit && now - hit.at < CACHE_MS) return hit.limits;
  const limits = await readLimits(deps, log);
  cached.set(deps, { at: now, limits });
  return limits;
}

/**
 * Read at most every 10 seconds per instance: a round stays two round trips to the database,
 * and an operator's change reaches every table within seconds.
 */
const CACHE_MS = 10_000;
const cached = new WeakMap<Deps, { at: number; limits: TableInfo }>();

async function readLimits(deps: Deps, log: ErrorLog): Promise<TableInfo> {
  try {
    const limits = await readSetting(deps.db, deps.market.code, tableLimitsSetting);
    return { spot: limits.spot, round: limits.round, chips: [...limits.chips] };
  } catch (err) {
    if (!(err instanceof SettingInvalidError)) throw err;
    const problem = err.message;
    if (reported.get(deps) !== problem) {
      reported.set(deps, problem);
      log.error({ problem, issues: err.issues }, 'settings.tableLimits unusable: defaults apply');
    }
  }
  const d = defaultTableLimits(deps.market.code);
  return { spot: d.spot, round: d.round, chips: [...d.chips] };
}

/** `coins`: the play-money edition, where the limit is in coins (no currency sign). */
export function limitRefusal(
  breach: LimitBreach,
  market: 'ID' | 'IN',
  locale: Locale,
  coins = false,
): AppError {
  const amount = formatMoney(breach.limit, market, locale, { coins });
  switch (breach.kind) {
    case 'spotMin':
      return badRequest('gameSpotBelowMin', { amount });
    case 'spotMax':
      return badRequest('gameSpotAboveMax', { amount });
    case 'roundMin':
      return badRequest('gameRoundBelowMin', { amount });
    case 'roundMax':
      return badRequest('gameRoundAboveMax', { amount });
  }
}
