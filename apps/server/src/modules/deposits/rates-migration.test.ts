import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { api } from '@cardroom/contract';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { codeData } from '../../../test/factories.js';
import { useTestApp } from '../../../test/use-test-app.js';
import { migrationsFolder } from '../../db/client.js';
import { readSetting, settingsTable } from '../settings/index.js';
import { storeUnchecked } from '../settings/testkit.js';
import { chargeInfoSetting, depositRulesSetting } from './index.js';
import { selfUtrBonus } from './service.js';
import { player } from './testkit.js';

/**
 * The migration that turned every stored rate into basis points, run again on a database
 * holding the settings as they were stored before it (fractions and percents, old names).
 * Found by name, not number: the number may change when branches merge.
 */
const statementsOf = (suffix: string) => {
  const file = readdirSync(migrationsFolder).find((f) => f.endsWith(suffix));
  return readFileSync(join(migrationsFolder, file ?? `missing${suffix}`), 'utf8')
    .split('--> statement-breakpoint')
    .map((s) => s.trim())
    .filter((s) => s.length > 0);
};
const ratesInBps = statementsOf('_rates_in_bps.sql');
/** The later migration that drops the online gift (it moved into the promotions engine). */
const onlineGiftRemoved = statementsOf('_online_gift_removed.sql');

const t = useTestApp({ MARKET: 'IN' });

const run = async (statements: string[]) => {
  for (const s of statements) await t.deps.db.execute(sql.raw(s));
};
const migrate = async () => {
  await run(ratesInBps);
  await run(onlineGiftRemoved);
};
const rawRow = async (key: string) => {
  const [row] = await t.deps.db
    .select({ value: settingsTable.value })
    .from(settingsTable)
    .where(eq(settingsTable.key, key));
  return row?.value as Record<string, unknown>;
};

describe('stored rates become basis points (migration rates_in_bps)', () => {
  it('converts fractions and percents once, and the rates read the same afterwards', async () => {
    const {
      transferGiftBps: _t,
      agentRechargeGiftBps: _a,
      cryptoGiftBps: _c,
      ...info
    } = chargeInfoSetting.defaults('IN');
    await storeUnchecked(t.deps.db, 'chargeInfo', {
      ...info,
      transferGift: 0.035,
      agentRechargeGift: 0.07,
      cryptoGift: 0.05,
    });
    const { selfUtrBonus: _s, ...rules } = depositRulesSetting.defaults('IN');
    await storeUnchecked(t.deps.db, 'depositRules', {
      ...rules,
      onlineGift: 0.015,
      onlineGiftSwitch: false,
      selfUtrBonus: { enabled: true, percentPerPeriod: 1.5, periodHours: 6, maxPercent: 25 },
    });
    // Before the migration the old names are refused with the new one, never read as 0.
    await expect(readSetting(t.deps.db, 'IN', chargeInfoSetting)).rejects.toThrow(
      'renamed to transferGiftBps',
    );

    await run(ratesInBps);
    expect(await rawRow('depositRules')).toMatchObject({ onlineGiftBps: 150 });
    expect(await rawRow('depositRules')).not.toHaveProperty('onlineGift');
    // The online gift is a first-deposit promotion now: its stored field is refused by name
    // until the later migration drops it.
    await expect(readSetting(t.deps.db, 'IN', depositRulesSetting)).rejects.toThrow(
      'removed: the online deposit bonus is a first_deposit promotion',
    );
    await run(onlineGiftRemoved);
    const stored = await readSetting(t.deps.db, 'IN', chargeInfoSetting);
    expect(stored).toMatchObject({
      transferGiftBps: 350,
      agentRechargeGiftBps: 700,
      cryptoGiftBps: 500,
    });
    const migratedRules = await readSetting(t.deps.db, 'IN', depositRulesSetting);
    expect(migratedRules.selfUtrBonus).toEqual({
      enabled: true,
      bpsPerPeriod: 150,
      periodHours: 6,
      maxBps: 2_500,
      // Not in the old row: the default handling time (SPEC.md §9: 2-24 hours).
      handlingHours: { min: 2, max: 24 },
    });
    const rawInfo = await rawRow('chargeInfo');
    expect(rawInfo).not.toHaveProperty('transferGift');
    expect(rawInfo).not.toHaveProperty('cryptoGift');
    const rawRules = await rawRow('depositRules');
    expect(rawRules).not.toHaveProperty('onlineGiftBps');
    expect(rawRules).not.toHaveProperty('onlineGiftSwitch');

    // The player sees the same rates as before: the answer keeps the spec's fractions.
    const p = await player(t);
    const answer = codeData<{
      transferGift: number;
      agentRechargeGift: number;
      cryptoGift: number;
    }>(await t.call(api.getChargeInfo, {}, { sign: p.sign }));
    expect(answer).toMatchObject({
      transferGift: 0.035,
      agentRechargeGift: 0.07,
      cryptoGift: 0.05,
    });
    // 1.5% per 6 hours, at most 25%: 12 hours on ₹1,000 is 3%, as the percents said. The wait
    // counts up to the 24 hours of handling (4 periods: 6%); with a longer handling time the
    // migrated 25% cap holds.
    const h = 3_600_000;
    expect(selfUtrBonus(100_000, 12 * h, migratedRules)).toBe(3_000);
    expect(selfUtrBonus(100_000, 1_000 * h, migratedRules)).toBe(6_000);
    const slow = { ...migratedRules.selfUtrBonus, handlingHours: { min: 2, max: 720 } };
    expect(selfUtrBonus(100_000, 1_000 * h, { ...migratedRules, selfUtrBonus: slow })).toBe(25_000);

    // A second run changes nothing.
    const before = [await rawRow('chargeInfo'), await rawRow('depositRules')];
    await migrate();
    expect([await rawRow('chargeInfo'), await rawRow('depositRules')]).toEqual(before);
  });

  it('leaves settings already in basis points as they are', async () => {
    await storeUnchecked(t.deps.db, 'chargeInfo', chargeInfoSetting.defaults('IN'));
    await storeUnchecked(t.deps.db, 'depositRules', depositRulesSetting.defaults('IN'));
    await migrate();
    expect(await rawRow('chargeInfo')).toEqual(chargeInfoSetting.defaults('IN'));
    expect(await rawRow('depositRules')).toEqual(depositRulesSetting.defaults('IN'));
  });
});
