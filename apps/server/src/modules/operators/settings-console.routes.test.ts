import { api, message } from '@cardroom/contract';
import { type ConsoleSettingEntry, consoleApi } from '@cardroom/contract/console';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { resultData } from '../../../test/factories.js';
import { useTestApp } from '../../../test/use-test-app.js';
import { settingsTable as settings } from '../settings/index.js';
import { auditLog } from './index.js';
import { consoleCall, makeOperator, type SignedIn, signInAs } from './testkit.js';

const t = useTestApp();
let owner: SignedIn;
let marketing: SignedIn;
beforeAll(async () => {
  owner = await signInAs(t, await makeOperator(t, 'owner'));
  marketing = await signInAs(t, await makeOperator(t, 'marketing'));
});

type List = { settings: ConsoleSettingEntry[]; market: string };
type Preview = {
  errors: { path: string; message: string }[];
  changes: { path: string; before: unknown; after: unknown }[];
};

const list = async (who: SignedIn) =>
  resultData<List>(
    await consoleCall(t, consoleApi.consoleSettingsList, {}, { cookie: who.cookie }),
  );
const entryOf = async (who: SignedIn, key: string) => {
  const e = (await list(who)).settings.find((s) => s.key === key);
  if (!e) throw new Error(`no ${key} in the list`);
  return e;
};
const post = (
  who: SignedIn,
  endpoint: typeof consoleApi.consoleSettingPreview | typeof consoleApi.consoleSettingSave,
  payload: Record<string, unknown>,
) => consoleCall(t, endpoint, payload, { cookie: who.cookie, csrf: who.csrf });
const stored = async (key: string) =>
  (await t.deps.db.select().from(settings).where(eq(settings.key, key)))[0]?.value;
const auditsOf = (key: string) =>
  t.deps.db
    .select()
    .from(auditLog)
    .where(eq(auditLog.target, `setting:${key}`));

describe('console settings list', () => {
  it('gives the owner every setting with its module, JSON Schema, value, default and version', async () => {
    const { settings: all, market } = await list(owner);
    expect(market).toBe(t.deps.market.code);
    expect(all.map((s) => s.key)).toEqual(
      expect.arrayContaining([
        'app',
        'banners',
        'rollMessages',
        'service',
        'vipLevels',
        'withdrawRules',
      ]),
    );
    const roll = all.find((s) => s.key === 'rollMessages');
    expect(roll).toMatchObject({
      module: 'app',
      editableFields: null,
      version: expect.any(String),
    });
    expect(roll?.jsonSchema).toMatchObject({ type: 'array', items: { type: 'object' } });
    expect(roll?.value).toEqual(roll?.defaultValue);
    // Money fields are marked so the form shows the formatted amount.
    const withdraw = all.find((s) => s.key === 'withdrawRules');
    expect(withdraw?.module).toBe('withdrawals');
    expect(withdraw?.jsonSchema).toMatchObject({ properties: { min: { 'x-money': true } } });
  });

  it('gives marketing only the content settings, and of app only the FAQ address', async () => {
    const keys = (await list(marketing)).settings.map((s) => [s.key, s.editableFields]);
    expect(Object.fromEntries(keys)).toEqual({
      app: ['faqUrl'],
      banners: null,
      rollMessages: null,
      service: null,
    });
  });
});

describe('preview', () => {
  it('answers the changes before → after and saves nothing', async () => {
    const roll = await entryOf(owner, 'rollMessages');
    const value = structuredClone(roll.value) as { id: string; text: { en: string; id: string } }[];
    const oldText = value[0]?.text.en;
    if (value[0]) value[0].text.en = 'Preview only';
    const res = resultData<Preview>(
      await post(owner, consoleApi.consoleSettingPreview, { key: 'rollMessages', value }),
    );
    expect(res).toEqual({
      errors: [],
      changes: [{ path: '0.text.en', before: oldText, after: 'Preview only' }],
    });
    expect(await stored('rollMessages')).toEqual(roll.value);
  });

  it('answers the errors per field path for a bad value', async () => {
    const res = resultData<Preview>(
      await post(owner, consoleApi.consoleSettingPreview, {
        key: 'vipLevels',
        value: { levels: [{ level: 0, deposit: -5, validBet: 1.5, reward: 0 }] },
      }),
    );
    expect(res.changes).toEqual([]);
    expect(res.errors.map((e) => e.path).sort()).toEqual(['levels.0.deposit', 'levels.0.validBet']);
  });

  it('refuses an unknown key', async () => {
    const res = await post(owner, consoleApi.consoleSettingPreview, { key: 'nope', value: 1 });
    expect(res.body).toEqual({ state: '404', msg: message('consoleSettingUnknown', 'en') });
  });
});

describe('save', () => {
  it('saves a value with its audit row (before → after) and the player reads it', async () => {
    const roll = await entryOf(owner, 'rollMessages');
    const value = [{ id: 'news', text: { en: 'Saved by the owner', id: 'Disimpan oleh pemilik' } }];
    const res = await post(owner, consoleApi.consoleSettingSave, {
      key: 'rollMessages',
      value,
      version: roll.version,
    });
    const saved = resultData<{ version: string; value: unknown }>(res);
    expect(saved.value).toEqual(value);
    expect(saved.version).not.toBe(roll.version);
    expect(await stored('rollMessages')).toEqual(value);
    const audits = await auditsOf('rollMessages');
    expect(audits.at(-1)).toMatchObject({
      action: 'setting.save',
      before: roll.value,
      after: value,
    });
    const player = await t.call(api.rollMsg, {}, { locale: 'id' });
    expect(player.body.resultData).toEqual([{ id: 'news', text: 'Disimpan oleh pemilik' }]);
  });

  it('refuses a bad value with the field, in the operator’s language, and changes nothing', async () => {
    const vip = await entryOf(owner, 'vipLevels');
    const before = await stored('vipLevels');
    const auditCount = (await auditsOf('vipLevels')).length;
    const value = { levels: [{ level: 0, deposit: -5, validBet: 0, reward: 0 }] };
    const en = await post(owner, consoleApi.consoleSettingSave, {
      key: 'vipLevels',
      value,
      version: vip.version,
    });
    expect(en.body.state).toBe('400');
    expect(en.body.msg).toMatch(
      /^This value is not valid \(levels\.0\.deposit: .+\); nothing was saved$/,
    );
    const id = await post(owner, consoleApi.consoleSettingSave, {
      key: 'vipLevels',
      value,
      version: vip.version,
      locale: 'id',
    });
    expect(id.body.msg).toMatch(/^Nilai ini tidak valid \(levels\.0\.deposit: /);
    expect(await stored('vipLevels')).toEqual(before);
    expect(await auditsOf('vipLevels')).toHaveLength(auditCount);
  });

  it('refuses a save from a stale version: the other operator’s change stays', async () => {
    const seen = await entryOf(owner, 'banners');
    const first = structuredClone(seen.value) as { id: string }[];
    first.pop();
    resultData(
      await post(owner, consoleApi.consoleSettingSave, {
        key: 'banners',
        value: first,
        version: seen.version,
      }),
    );
    const late = await post(marketing, consoleApi.consoleSettingSave, {
      key: 'banners',
      value: [],
      version: seen.version,
    });
    expect(late.body).toEqual({ state: '409', msg: message('consoleSettingStale', 'en') });
    expect(await stored('banners')).toEqual(first);
  });

  it('lets exactly one of 50 concurrent saves from the same version win', async () => {
    const seen = await entryOf(owner, 'rechargeButton');
    const audits = (await auditsOf('rechargeButton')).length;
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        post(owner, consoleApi.consoleSettingSave, {
          key: 'rechargeButton',
          value: { show: i % 2 === 0 },
          version: seen.version,
        }),
      ),
    );
    const states = results.map((r) => r.body.state);
    expect(states.filter((s) => s === '200')).toHaveLength(1);
    expect(states.filter((s) => s === '409')).toHaveLength(49);
    const winner = results.find((r) => r.body.state === '200');
    const won = (winner?.body.resultData as { value: unknown } | undefined)?.value;
    expect(await stored('rechargeButton')).toEqual(won);
    expect(await auditsOf('rechargeButton')).toHaveLength(audits + 1);
  });
});

describe('per-key roles', () => {
  it('lets marketing save a content setting and the FAQ address', async () => {
    const app = await entryOf(marketing, 'app');
    const value = { ...(app.value as Record<string, unknown>), faqUrl: '/pages/faq?from=console' };
    const res = await post(marketing, consoleApi.consoleSettingSave, {
      key: 'app',
      value,
      version: app.version,
    });
    expect(res.body.state).toBe('200');
    expect(await stored('app')).toMatchObject({ faqUrl: '/pages/faq?from=console' });
    const [row] = (await auditsOf('app')).slice(-1);
    expect(row?.actor).toMatch(/-marketing-/);
  });

  it.each<[string, unknown]>([
    ['vipLevels', { levels: [{ level: 0, deposit: 0, validBet: 0, reward: 0 }] }],
    ['withdrawRules', {}],
    ['rechargeButton', { show: false }],
    ['consoleSession', { idleMinutes: 5, absoluteHours: 1 }],
  ])('refuses marketing the owner’s setting %s (preview and save)', async (key, value) => {
    const before = await stored(key);
    for (const endpoint of [consoleApi.consoleSettingPreview, consoleApi.consoleSettingSave]) {
      const version = endpoint === consoleApi.consoleSettingSave ? { version: '1' } : {};
      const res = await post(marketing, endpoint, { key, value, ...version });
      expect(res.body, `${key} ${endpoint.path}`).toEqual({
        state: '403',
        msg: message('consoleRoleRefused', 'en'),
      });
    }
    expect(await stored(key)).toEqual(before);
  });

  it('refuses marketing a change to an owner-only field of app, and changes nothing', async () => {
    const app = await entryOf(owner, 'app');
    const before = await stored('app');
    const value = { ...(app.value as Record<string, unknown>), auditStatus: 1 };
    for (const endpoint of [consoleApi.consoleSettingPreview, consoleApi.consoleSettingSave]) {
      const version = endpoint === consoleApi.consoleSettingSave ? { version: app.version } : {};
      const res = await post(marketing, endpoint, { key: 'app', value, ...version });
      expect(res.body).toEqual({
        state: '403',
        msg: message('consoleSettingFieldRefused', 'en', { field: 'auditStatus' }),
      });
    }
    expect(await stored('app')).toEqual(before);
  });
});
