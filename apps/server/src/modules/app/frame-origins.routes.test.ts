import { type AppConfig, api, appConfig } from '@cardroom/contract';
import { consoleApi } from '@cardroom/contract/console';
import { beforeAll, describe, expect, it } from 'vitest';
import { resultData } from '../../../test/factories.js';
import { useTestApp } from '../../../test/use-test-app.js';
import { consoleCall, makeOperator, type SignedIn, signInAs } from '../operators/testkit.js';

/** Issue 34: the app frames only the operator's game providers (GameWeb, CSP frame-src). */
let owner: SignedIn;
let marketing: SignedIn;
const t = useTestApp();
beforeAll(async () => {
  owner = await signInAs(t, await makeOperator(t, 'owner'));
  marketing = await signInAs(t, await makeOperator(t, 'marketing'));
});

const frameSrc = async (url = '/healthz'): Promise<string> => {
  const res = await t.inject({ method: 'GET', url });
  const csp = String(res.headers['content-security-policy'] ?? '');
  const directive = csp.split(';').find((d) => d.trim().startsWith('frame-src'));
  return directive?.trim() ?? '';
};
const gameOrigins = async (): Promise<AppConfig['game_origins']> => {
  const { config } = resultData<{ config: string }>(await t.call(api.gconfig, {}));
  return appConfig.parse(JSON.parse(config)).game_origins;
};
const entry = async (who: SignedIn) => {
  const { settings } = resultData<{
    settings: { key: string; version: string; editableFields: string[] | null }[];
  }>(await consoleCall(t, consoleApi.consoleSettingsList, {}, { cookie: who.cookie }));
  return settings.find((s) => s.key === 'gameProviders');
};
const save = async (who: SignedIn, origins: string[]) => {
  const version = (await entry(owner))?.version;
  return consoleCall(
    t,
    consoleApi.consoleSettingSave,
    { key: 'gameProviders', version, value: { origins } },
    { cookie: who.cookie, csrf: who.csrf },
  );
};

describe('game provider origins', () => {
  it('frames only the app itself by default, and the app config lists no provider', async () => {
    expect(await frameSrc()).toBe("frame-src 'self'");
    expect(await gameOrigins()).toEqual([]);
  });

  it('follows the setting the owner saves: CSP and app config list exactly the allowlist', async () => {
    const origins = ['https://games.example.com', 'https://slots.example.net:8443'];
    const saved = await save(owner, origins);
    expect(saved.body.state).toBe('200');
    expect(await frameSrc()).toBe(
      "frame-src 'self' https://games.example.com https://slots.example.net:8443",
    );
    expect(await frameSrc('/u/gconfig')).toContain('https://games.example.com');
    expect(await gameOrigins()).toEqual(origins);
    // Changing it again changes the header at once; no wildcard `https:` remains.
    expect((await save(owner, ['https://other.example.org'])).body.state).toBe('200');
    expect(await frameSrc()).toBe("frame-src 'self' https://other.example.org");
    expect(await gameOrigins()).toEqual(['https://other.example.org']);
  });

  it.each([
    ['https://games.example.com/launch'],
    ['http://games.example.com'],
    ['javascript:alert(1)'],
    ['https://*.example.com'],
    ['https:'],
    [' https://games.example.com'],
  ])('refuses %j as an origin and keeps the header as it was', async (bad) => {
    const before = await frameSrc();
    const res = await save(owner, [bad]);
    expect(res.body.state).not.toBe('200');
    expect(res.body.msg).toMatch(/origin/);
    expect(await frameSrc()).toBe(before);
  });

  it('is the owner’s alone: marketing cannot change it', async () => {
    expect((await entry(marketing))?.editableFields ?? []).toEqual([]);
    const res = await save(marketing, ['https://evil.example']);
    expect(res.body.state).not.toBe('200');
    expect(await frameSrc()).not.toContain('evil.example');
  });
});
