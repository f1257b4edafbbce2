import type { DbOrTx } from '../../db/client.js';
import { settings } from './schema.js';

/**
 * Tests only: stores a value without checking it, as an operator editing the table by hand
 * would (putSetting refuses bad values, so this is the only way one gets in).
 */
export async function storeUnchecked(db: DbOrTx, key: string, value: unknown): Promise<void> {
  await db
    .insert(settings)
    .values({ key, value })
    .onConflictDoUpdate({ target: settings.key, set: { value, updatedAt: new Date() } });
}
