import type { MarketCode } from '@cardroom/contract';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { defaultSettings, type SettingKey, type SettingsShape } from './defaults.js';
import { settings } from './schema.js';

/** Writes the market's defaults for keys the operator has not set yet. */
export async function seedSettings(db: DbOrTx, market: MarketCode): Promise<void> {
  const defaults = defaultSettings(market);
  const rows = Object.entries(defaults).map(([key, value]) => ({ key, value }));
  await db.insert(settings).values(rows).onConflictDoNothing();
}

export async function getSetting<K extends SettingKey>(
  db: DbOrTx,
  market: MarketCode,
  key: K,
): Promise<SettingsShape[K]> {
  const [row] = await db.select().from(settings).where(eq(settings.key, key)).limit(1);
  // Falls back to the default when an operator deleted the row rather than editing it.
  return (row?.value as SettingsShape[K] | undefined) ?? defaultSettings(market)[key];
}

export async function putSetting<K extends SettingKey>(
  db: DbOrTx,
  key: K,
  value: SettingsShape[K],
): Promise<void> {
  await db
    .insert(settings)
    .values({ key, value })
    .onConflictDoUpdate({ target: settings.key, set: { value, updatedAt: new Date() } });
}
