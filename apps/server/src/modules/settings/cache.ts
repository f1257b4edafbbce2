import type { MarketCode } from '@cardroom/contract';
import type { z } from 'zod';
import type { DbOrTx } from '../../db/client.js';
import type { Setting } from './define.js';
import { readSetting } from './service.js';

/**
 * A setting read on (nearly) every request, such as the frame origins every page's CSP
 * names: one database read per `ttlMs` per instance instead of one per request. A save
 * through the console forgets the key at once on the instance that saved it; other
 * instances follow within `ttlMs`.
 */
const cache = new WeakMap<object, Map<string, { at: number; value: unknown }>>();

export async function cachedSetting<S extends z.ZodType>(
  db: DbOrTx,
  market: MarketCode,
  setting: Setting<S>,
  ttlMs: number,
): Promise<z.output<S>> {
  let byKey = cache.get(db);
  if (!byKey) {
    byKey = new Map();
    cache.set(db, byKey);
  }
  const hit = byKey.get(setting.key);
  const now = Date.now();
  if (hit && now - hit.at < ttlMs) return hit.value as z.output<S>;
  const value = await readSetting(db, market, setting);
  byKey.set(setting.key, { at: now, value });
  return value;
}

/** Drops a key's cached value (after a save), so the next read sees the new one. */
export function forgetCachedSetting(db: DbOrTx, key: string): void {
  cache.get(db)?.delete(key);
}
