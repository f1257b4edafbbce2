import { type AppConfig, api, appConfig } from '@cardroom/contract';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { guest, resultData, uniqueDevice } from '../../../test/factories.js';
import type { TestApp } from '../../../test/harness.js';
import { useTestApp, withTestApp } from '../../../test/use-test-app.js';
import { appEvents, errorReports } from '../client-events/index.js';
import { putSetting, readSetting } from '../settings/index.js';
import { users } from '../users/index.js';
import { rollMessagesSetting } from './index.js';

const t = useTestApp();

const parseConfig = (res: Awaited<ReturnType<TestApp['call']>>): AppConfig => {
  const { config, auditStatus } = resultData<{ config: string; auditStatus: number }>(res);
  expect(auditStatus).toBe(0);
  return appConfig.parse(JSON.parse(config));
};

describe('/u/gconfig', () => {
  it('gives the Indonesian app configuration by default', async () => {
    const config = parseConfig(await t.call(api.gconfig, {}));
    expect(config).toMatchObject({ currency_sign: 'Rp', phone_prefix: '+62', market: 'ID' });
    expect(config.manual_recharge_url).not.toBe('');
    expect(config.faq_url).not.toBe('');
    expect(config.sandbox).toBe(true);
  });

  it('gives rupee and +91 for MARKET=IN', async () => {
    await withTestApp({ MARKET: 'IN' }, {}, async (india) => {
      const config = parseConfig(await india.call(api.gconfig, {}));
      expect(config).toMatchObject({ currency_sign: '₹', phone_prefix: '+91', market: 'IN' });
      expect(config.manual_recharge_url).not.toBe('');
      expect(config.faq_url).not.toBe('');
    });
  });
});

describe('home and language calls', () => {
  it('GET /language/languages lists Indonesian and English with their request keys', async () => {
    const res = await t.call(api.languages, {});
    expect(res.status).toBe(200);
    expect(resultData(res)).toEqual([
      { name: 'Bahasa Indonesia', key: 'ind', requestKey: 'id' },
      { name: 'English', key: 'en', requestKey: 'en' },
    ]);
    const plain = await t.inject({ method: 'GET', url: '/language/languages' });
    expect(plain.json()).toMatchObject({ state: '200' });
  });

  it('/banner/list gives banners with app links, signed in or not', async () => {
    const g = await guest(t);
    for (const sign of [undefined, g.sign]) {
      const banners = resultData<
        Array<{ id: string; title: string; imageUrl: string; link: string }>
      >(await t.call(api.bannerList, {}, sign ? { sign } : {}));
      expect(banners.length).toBeGreaterThan(0);
      for (const b of banners) {
        expect(b.title).not.toBe('');
        expect(b.link).toMatch(/^(\/pages\/|https:\/\/)/);
      }
    }
  });

  it('/home/rollMsg gives the announcement lines', async () => {
    const lines = resultData<Array<{ id: string; text: string }>>(await t.call(api.rollMsg, {}));
    expect(lines.length).toBeGreaterThan(0);
    expect(lines.every((l) => l.text.length > 0)).toBe(true);
  });

  it('serves banners and announcement lines in the language of the request', async () => {
    type Banner = { id: string; title: string };
    const en = resultData<Banner[]>(await t.call(api.bannerList, {}, { locale: 'en' }));
    const id = resultData<Banner[]>(await t.call(api.bannerList, {}, { locale: 'id' }));
    expect(en.map((b) => b.id)).toEqual(id.map((b) => b.id));
    expect(en[0]?.title).toBe('Four card games, ready to play');
    expect(id[0]?.title).toBe('Empat permainan kartu, siap dimainkan');
    const lines = (locale: 'en' | 'id') =>
      t
        .call(api.rollMsg, {}, { locale })
        .then((r) => resultData<Array<{ text: string }>>(r).map((l) => l.text));
    expect((await lines('en'))[0]).toMatch(/^Welcome to Cardroom/);
    expect((await lines('id'))[0]).toMatch(/^Selamat datang di Cardroom/);
  });

  it('promises no bonus, check-in or invitation reward in the default banners or lines', async () => {
    for (const locale of ['en', 'id'] as const) {
      const banners = resultData<Array<{ title: string; link: string }>>(
        await t.call(api.bannerList, {}, { locale }),
      );
      const lines = resultData<Array<{ text: string }>>(await t.call(api.rollMsg, {}, { locale }));
      const texts = [...banners.map((b) => b.title), ...lines.map((l) => l.text)].join(' ');
      expect(texts).not.toMatch(/bonus|hadiah|reward|invite|ajak|check-in|absen|%/i);
      for (const b of banners) expect(b.link).not.toMatch(/\/pages\/(promo|earn|vip)\//);
    }
  });

  it('serves an operator text written as one plain string in every language', async () => {
    const before = await readSetting(t.deps.db, 'ID', rollMessagesSetting);
    try {
      await t.deps.db.execute(
        sql`update settings set value = '[{"id":"x","text":"Maintenance at 02:00"}]' where key = 'rollMessages'`,
      );
      for (const locale of ['en', 'id'] as const) {
        const lines = resultData<Array<{ text: string }>>(
          await t.call(api.rollMsg, {}, { locale }),
        );
        expect(lines).toEqual([{ id: 'x', text: 'Maintenance at 02:00' }]);
      }
    } finally {
      await putSetting(t.deps.db, 'ID', rollMessagesSetting, before);
    }
  });

  it('/home/rechargeButtonStatus says whether to show the deposit button', async () => {
    expect(resultData(await t.call(api.rechargeButtonStatus, {}))).toEqual({ show: true });
  });

  it('ignores an ended session on calls that do not need one', async () => {
    const g = await guest(t);
    await t.call(api.ssoLogout, {}, { sign: g.sign });
    expect((await t.call(api.bannerList, {}, { sign: g.sign })).body.state).toBe('200');
  });
});

describe('/u/transferEventUpload and /u/appStackUpload', () => {
  it('stores an app event with the player when signed in, without one when not', async () => {
    const g = await guest(t);
    const device = uniqueDevice('events');
    resultData(
      await t.call(
        api.transferEventUpload,
        { eventName: 'register', data: '{"channel":"sms"}' },
        { sign: g.sign, deviceNumber: device },
      ),
    );
    resultData(
      await t.call(api.transferEventUpload, { eventName: 'open' }, { deviceNumber: device }),
    );
    const rows = await t.deps.db.select().from(appEvents).where(eq(appEvents.deviceNumber, device));
    const [me] = await t.deps.db.select().from(users).where(eq(users.uid, g.uid));
    expect(rows.map((r) => [r.eventName, r.data, r.userId]).sort()).toEqual(
      [
        ['open', null, null],
        ['register', '{"channel":"sms"}', me?.id],
      ].sort(),
    );
  });

  it('refuses an event without a name', async () => {
    const res = await t.call(api.transferEventUpload, { eventName: ' ' });
    expect(res.body).toEqual({ state: '400', msg: 'Invalid value: eventName' });
  });

  it('stores an error report as sent', async () => {
    const device = uniqueDevice('crash');
    const data = 'TypeError: x is undefined\n    at Home (Home.tsx:10:5)';
    resultData(
      await t.call(api.appStackUpload, { data, userId: '12345678' }, { deviceNumber: device }),
    );
    const rows = await t.deps.db
      .select()
      .from(errorReports)
      .where(eq(errorReports.deviceNumber, device));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      data,
      reportedUserId: '12345678',
      appPackageName: 'Web',
      userId: null,
    });
    const empty = await t.call(api.appStackUpload, { data: '' }, { locale: 'id' });
    expect(empty.body).toEqual({ state: '400', msg: 'Nilai tidak valid: data' });
  });
});
