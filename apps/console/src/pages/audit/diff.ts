import type { MarketCode } from '@cardroom/contract';
import { formatMoney, isMinorUnits, MARKET_MONEY_LANGUAGE } from '@cardroom/contract';
import type { JsonSchema } from '../settings/schema';

/** One changed leaf of an audit row: where, and the value before and after (undefined = absent). */
export interface Change {
  path: string;
  before: unknown;
  after: unknown;
}

const isObj = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * A string holding JSON (the player app's wire format keeps some lists as JSON text, like
 * `chargeInfo.agentsV2`), read so its inside is compared field by field instead of as one line.
 */
function opened(v: unknown): unknown {
  if (typeof v !== 'string' || !/^\s*[[{]/.test(v)) return v;
  try {
    return JSON.parse(v);
  } catch {
    return v;
  }
}

const join = (path: string, key: string | number) => (path ? `${path}.${key}` : String(key));
const nested = (v: unknown) => isObj(v) || Array.isArray(v);

/**
 * The leaves that differ between two snapshots, in document order: a settings save lists the
 * fields it changed (`levels.3.reward`), not the whole document twice. A side that is missing
 * (a creation, a deletion) lists every leaf of the other side.
 */
export function changedPaths(before: unknown, after: unknown, path = ''): Change[] {
  const b = opened(before);
  const a = opened(after);
  const bothEmptyOrNested = (nested(b) || b == null) && (nested(a) || a == null);
  if (bothEmptyOrNested && (nested(b) || nested(a))) {
    if (Array.isArray(b) || Array.isArray(a)) {
      const bs = Array.isArray(b) ? b : [];
      const as = Array.isArray(a) ? a : [];
      // An array on one side and an object on the other is one change of the whole value.
      if ((b != null && !Array.isArray(b)) || (a != null && !Array.isArray(a))) {
        return [{ path, before: b ?? undefined, after: a ?? undefined }];
      }
      const n = Math.max(bs.length, as.length);
      return Array.from({ length: n }, (_, i) => changedPaths(bs[i], as[i], join(path, i))).flat();
    }
    const bo = isObj(b) ? b : {};
    const ao = isObj(a) ? a : {};
    const keys = [...Object.keys(bo), ...Object.keys(ao).filter((k) => !(k in bo))];
    return keys.flatMap((k) => changedPaths(bo[k], ao[k], join(path, k)));
  }
  if (JSON.stringify(b) === JSON.stringify(a)) return [];
  return [{ path, before: b ?? undefined, after: a ?? undefined }];
}

/**
 * Fields that hold money in the snapshots other modules write (a withdrawal's `amount` and
 * `arrivalAmount`, a money request's `amount`): minor units by the ledger's rule. Settings are
 * read from their schema instead (`x-money`), which is exact.
 */
const MONEY_KEYS = new Set(['amount', 'arrivalAmount', 'fee', 'balance']);

/** Whether a path of a setting's value is money, by the setting's JSON Schema. */
export function moneyBySchema(schema: JsonSchema | undefined, path: string): boolean {
  let node: JsonSchema | undefined = schema;
  for (const seg of path.split('.')) {
    if (!node) return false;
    if (node.type === 'array' || node.items) node = /^\d+$/.test(seg) ? node.items : undefined;
    else node = node.properties?.[seg];
  }
  return node?.['x-money'] === true;
}

/** Whether a changed path holds money: by the setting's schema where there is one, else by name. */
export function isMoneyPath(path: string, schema: JsonSchema | undefined): boolean {
  if (schema) return moneyBySchema(schema, path);
  const last = path.split('.').pop() ?? '';
  return MONEY_KEYS.has(last);
}

/** A changed value as the audit page writes it: money in the market's format, else compact JSON. */
export function shownValue(v: unknown, money: boolean, market: MarketCode): string {
  if (v === undefined) return '—';
  if (money && isMinorUnits(v)) return formatMoney(v, market, MARKET_MONEY_LANGUAGE[market]);
  return typeof v === 'string' ? v : JSON.stringify(v);
}
