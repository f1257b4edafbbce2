import { api } from '@cardroom/contract';
import { consoleApi } from '@cardroom/contract/console';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { failure, guest, resultData } from '../../../test/factories.js';
import { useTestApp } from '../../../test/use-test-app.js';
import { consoleCall, makeOperator, type SignedIn, signInAs } from '../operators/testkit.js';
import { settingsTable } from '../settings/index.js';
import { users } from '../users/index.js';

/** Issue 34, input hygiene: invisible characters in player text, unsafe links in settings. */
let owner: SignedIn;
const t = useTestApp();
beforeAll(async () => {
  owner = await signInAs(t, await makeOperator(t, 'owner'));
});

const stored = async (key: string) =>
  (await t.deps.db.select().from(settingsTable).where(eq(settingsTable.key, key)))[0]?.value;
const save = async (key: string, value: unknown) => {
  const { settings } = resultData<{ settings: { key: string; version: string }[] }>(
    await consoleCall(t, consoleApi.consoleSettingsList, {}, { cookie: owner.cookie }),
  );
  const version = settings.find((s) => s.key === key)?.version;
  return consoleCall(
    t,
    consoleApi.consoleSettingSave,
    { key, version, value },
    { cookie: owner.cookie, csrf: owner.csrf },
  );
};

describe('player text', () => {
  it('stores a nickname without its right-to-left override', async () => {
    const g = await guest(t);
    const res = await t.call(api.updateUserInfo, { nickname: 'Eve\u202E4321' }, { sign: g.sign });
    expect(res.body.state).toBe('200');
    const [row] = await t.deps.db.select().from(users).where(eq(users.uid, g.uid));
    expect(row?.nickname).toBe('Eve4321');
  });

  it('refuses a nickname made only of invisible characters, like an empty one', async () => {
    const g = await guest(t);
    const [before] = await t.deps.db.select().from(users).where(eq(users.uid, g.uid));
    const res = await t.call(
      api.updateUserInfo,
      { nickname: '\u202E\u200B\uFEFF' },
      { sign: g.sign },
    );
    const empty = await t.call(api.updateUserInfo, { nickname: '' }, { sign: g.sign });
    expect(failure(res).msg).toBe(failure(empty).msg);
    const [after] = await t.deps.db.select().from(users).where(eq(users.uid, g.uid));
    expect(after?.nickname).toBe(before?.nickname);
  });
});

describe('settings links', () => {
  it.each([
    ['javascript:alert(1)'],
    ['JaVaScRiPt:alert(1)'],
    ['data:text/html,x'],
    ['http://example.com'],
    ['//evil.example'],
    [' https://example.com'],
  ])('refuses %j as the FAQ address with a clear message, storing nothing', async (bad) => {
    const before = await stored('app');
    const res = await save('app', { ...(before as object), faqUrl: bad });
    expect(res.body.state).not.toBe('200');
    expect(res.body.msg).toMatch(/faqUrl/);
    expect(res.body.msg).toMatch(/https:\/\/ address or an app path starting with \/pages\//);
    expect(await stored('app')).toEqual(before);
  });

  it('accepts an https address and an app path', async () => {
    const before = (await stored('app')) as object;
    expect(
      (await save('app', { ...before, faqUrl: 'https://help.example.com/faq' })).body.state,
    ).toBe('200');
    expect((await save('app', { ...before, faqUrl: '/pages/faq' })).body.state).toBe('200');
  });

  it('takes banner images only from the app or the image hosts setting', async () => {
    const banners = (await stored('banners')) as { imageUrl: string }[];
    const offsite = banners.map((b, i) =>
      i === 0 ? { ...b, imageUrl: 'https://cdn.example.com/a.png' } : b,
    );
    const refused = await save('banners', offsite);
    expect(refused.body.state).not.toBe('200');
    expect(refused.body.msg).toMatch(/image must be an app path/);
    expect(await stored('banners')).toEqual(banners);
    expect((await save('imageHosts', { hosts: ['cdn.example.com'] })).body.state).toBe('200');
    expect((await save('banners', offsite)).body.state).toBe('200');
    const shown = resultData<{ imageUrl: string }[]>(await t.call(api.bannerList, {}));
    expect(shown.map((b) => b.imageUrl)).toContain('https://cdn.example.com/a.png');
    // A host taken off the list: the banner is no longer served.
    expect((await save('imageHosts', { hosts: [] })).body.state).toBe('200');
    const after = resultData<{ imageUrl: string }[]>(await t.call(api.bannerList, {}));
    expect(after.map((b) => b.imageUrl)).not.toContain('https://cdn.example.com/a.png');
  });
});
