import type { LiveTableSettings } from '@cardroom/contract';
import type { TestApp } from '../../../test/harness.js';
import { forgetCachedSetting, putSetting } from '../settings/index.js';
import { dealerTick } from './dealer.js';
import { defaultLiveTables, liveTablesSetting } from './settings.js';
import { latestRound } from './tables.js';

/**
 * For tests of instances on one database: the market's first default table (Dragon Tiger) as
 * the only one, seen at once by every instance, and its first round opened for bets by the
 * first instance's dealer. Answers the round's number.
 */
export async function openFirstTable(apps: readonly TestApp[]): Promise<number> {
  const [first] = apps;
  if (!first) throw new Error('no app');
  const market = first.deps.market.code;
  const table = defaultLiveTables(market)[0] as LiveTableSettings;
  await putSetting(first.deps.db, market, liveTablesSetting, [table]);
  for (const t of apps) forgetCachedSetting(t.deps.db, 'liveTables');
  await dealerTick(first.deps);
  const round = await latestRound(first.deps.db, table.id);
  if (round?.phase !== 'betting') throw new Error(`round not open: ${round?.phase}`);
  return round.number;
}
