import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { useTestApp } from '../../../test/use-test-app.js';
import { defineSetting, SettingsRegistry } from './define.js';
import { putSetting, readSetting, readSettings, SettingInvalidError } from './service.js';
import { storeUnchecked } from './testkit.js';

/** Settings of its own (no feature module's), stored in a real database. */
const limitsSetting = defineSetting({
  key: 'testLimits',
  schema: z.object({ min: z.number().int().min(0), max: z.number().int(), label: z.string() }),
  defaults: (market) => ({ min: 1, max: market === 'IN' ? 100 : 200, label: 'default' }),
});
const listSetting = defineSetting({
  key: 'testList',
  schema: z.array(z.string()),
  defaults: () => ['a'],
});

const t = useTestApp();

describe('reading a setting', () => {
  it('answers the default while no row exists', async () => {
    expect(await readSetting(t.deps.db, 'IN', limitsSetting)).toEqual({
      min: 1,
      max: 100,
      label: 'default',
    });
  });

  it('parses the stored value; a field left out comes from the default', async () => {
    await storeUnchecked(t.deps.db, 'testLimits', { min: 5, max: 9 });
    expect(await readSetting(t.deps.db, 'ID', limitsSetting)).toEqual({
      min: 5,
      max: 9,
      label: 'default',
    });
  });

  it('refuses a stored value that does not parse, naming the key and the field', async () => {
    await storeUnchecked(t.deps.db, 'testLimits', { min: -1, max: 9, label: 'x' });
    const err = await readSetting(t.deps.db, 'ID', limitsSetting).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(SettingInvalidError);
    expect((err as Error).message).toMatch(/^setting testLimits is invalid: min: /);
    await storeUnchecked(t.deps.db, 'testList', { not: 'a list' });
    await expect(readSetting(t.deps.db, 'ID', listSetting)).rejects.toThrow(
      'setting testList is invalid',
    );
  });

  it('reads several settings in one call, each checked', async () => {
    await storeUnchecked(t.deps.db, 'testList', ['x', 'y']);
    await storeUnchecked(t.deps.db, 'testLimits', { min: 2, max: 3, label: 'two' });
    const [limits, list] = await readSettings(t.deps.db, 'ID', [limitsSetting, listSetting]);
    expect(limits).toEqual({ min: 2, max: 3, label: 'two' });
    expect(list).toEqual(['x', 'y']);
    await storeUnchecked(t.deps.db, 'testList', [1]);
    await expect(readSettings(t.deps.db, 'ID', [limitsSetting, listSetting])).rejects.toThrow(
      'setting testList is invalid: 0: ',
    );
  });
});

describe('writing a setting', () => {
  it('refuses a bad value and leaves the stored one as it was', async () => {
    await putSetting(t.deps.db, 'ID', limitsSetting, { min: 3, max: 4, label: 'kept' });
    await expect(
      putSetting(t.deps.db, 'ID', limitsSetting, { min: 1.5, max: 4, label: 'bad' }),
    ).rejects.toThrow('setting testLimits is invalid: min: ');
    expect(await readSetting(t.deps.db, 'ID', limitsSetting)).toEqual({
      min: 3,
      max: 4,
      label: 'kept',
    });
  });
});

describe("the app's settings", () => {
  it('every module setting is registered, seeded, and its defaults pass its schema in both markets', async () => {
    const all = t.deps.settings.all();
    expect(all.map((s) => s.key).sort()).toEqual([
      'addressLimits',
      'app',
      'banners',
      'chargeInfo',
      'consoleSession',
      'depositRules',
      'feedbackReplies',
      'fourEyes',
      'gameProviders',
      'imageHosts',
      'inviteRules',
      'kyc',
      'liveSockets',
      'liveTables',
      'playTopUp',
      'realityCheck',
      'rechargeButton',
      'riskRules',
      'rollMessages',
      'service',
      'tableLimits',
      'vipLevels',
      'withdrawRules',
    ]);
    for (const s of all) {
      for (const market of ['ID', 'IN'] as const) {
        expect(s.schema.safeParse(s.defaults(market)).success, `${s.key} ${market}`).toBe(true);
      }
      // Seeded at start (market ID), so each reads back as stored.
      expect(await readSetting(t.deps.db, 'ID', s)).toEqual(s.defaults('ID'));
    }
  });

  it('a key declared twice with different descriptors is refused', () => {
    const again = defineSetting({
      key: 'testList',
      schema: z.array(z.string()),
      defaults: () => [],
    });
    expect(() => new SettingsRegistry([listSetting, again])).toThrow('declared twice');
    expect(() =>
      defineSetting({ key: 'bad key', schema: z.string(), defaults: () => '' }),
    ).toThrow();
  });
});
