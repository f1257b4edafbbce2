import { api } from '@cardroom/contract';
import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { alignToWindow, codeData, uniqueDevice, uniqueIp } from '../../../test/factories.js';
import { useTestApp, withTestApp } from '../../../test/use-test-app.js';
import { users } from '../users/index.js';

// Accounts that prove nothing (guest, one-click) are capped per address: 30 an hour and 200 a
// day by default (SIGNUPS_PER_ADDRESS_HOUR / _DAY). The slot is taken in the account's own
// transaction, so a burst cannot pass the cap, and a sign-in that made no account took none.
const t = useTestApp();

const guestFrom = (ip: string, device = uniqueDevice('cap'), locale: 'en' | 'id' = 'en') =>
  t.call(api.ssoGuest, {}, { deviceNumber: device, ip, locale });
const oneClickFrom = (ip: string) => t.call(api.ssoOneClickRegister, {}, { ip });
const refusedMsg = /^Too many new accounts from your network, please try again in \d+ minutes$/;

describe('sign-ups per address', () => {
  it('of 50 guest sign-ups at once from one address, exactly the hourly cap (30) make accounts', async () => {
    alignToWindow(t, 86_400);
    const ip = uniqueIp();
    const devices = Array.from({ length: 50 }, () => uniqueDevice('burst'));
    const results = await Promise.all(devices.map((d) => guestFrom(ip, d)));
    const made = results.filter((r) => r.body.code === 200);
    expect(made).toHaveLength(30);
    for (const r of results.filter((x) => x.body.code !== 200)) {
      expect(r.body.code).toBe(429);
      expect(r.body.msg).toMatch(refusedMsg);
    }
    const rows = await t.deps.db
      .select({ id: users.id })
      .from(users)
      .where(inArray(users.guestDevice, devices));
    expect(rows).toHaveLength(30);
    // The refusal is in the player's language, and covers one-click accounts too.
    const id = await guestFrom(ip, uniqueDevice('cap'), 'id');
    expect(id.body).toEqual({
      code: 429,
      msg: expect.stringMatching(
        /^Terlalu banyak akun baru dari jaringan Anda, silakan coba lagi dalam \d+ menit$/,
      ),
    });
    expect((await oneClickFrom(ip)).body.code).toBe(429);
    // A guest who already has an account still signs in, and another address is not affected.
    const knownDevice = devices[results.findIndex((r) => r.body.code === 200)];
    expect(codeData(await guestFrom(ip, knownDevice))).toMatchObject({ newUserFlag: false });
    expect(codeData(await guestFrom(uniqueIp()))).toMatchObject({ newUserFlag: true });
    // The next hour has room again.
    t.advance(3_600_000);
    expect(codeData(await guestFrom(ip))).toMatchObject({ newUserFlag: true });
  });

  it('10 first sign-ins of one device at once make one account and take one slot', async () => {
    await withTestApp({ SIGNUPS_PER_ADDRESS_HOUR: '3' }, {}, async (small) => {
      alignToWindow(small, 86_400);
      const ip = uniqueIp();
      const device = uniqueDevice('race');
      const call = (d: string) => small.call(api.ssoGuest, {}, { deviceNumber: d, ip });
      const same = await Promise.all(Array.from({ length: 10 }, () => call(device)));
      const uids = new Set(same.map((r) => codeData(r).uid));
      expect(uids.size).toBe(1);
      // One slot used: two more new accounts fit in the hour, the third does not.
      codeData(await call(uniqueDevice('race')));
      codeData(await call(uniqueDevice('race')));
      expect((await call(uniqueDevice('race'))).body.code).toBe(429);
    });
  });

  it('the daily cap holds across hours, and one-click accounts count against it', async () => {
    await withTestApp(
      {
        SIGNUPS_PER_ADDRESS_HOUR: '5',
        SIGNUPS_PER_ADDRESS_DAY: '8',
      },
      {},
      async (small) => {
        alignToWindow(small, 86_400);
        const ip = uniqueIp();
        const guestCall = () =>
          small.call(api.ssoGuest, {}, { deviceNumber: uniqueDevice('day'), ip });
        const oneClick = () => small.call(api.ssoOneClickRegister, {}, { ip });
        const first = await Promise.all([
          guestCall(),
          guestCall(),
          guestCall(),
          oneClick(),
          oneClick(),
        ]);
        expect(first.every((r) => r.body.code === 200)).toBe(true);
        expect((await guestCall()).body.code).toBe(429);
        small.advance(3_600_000);
        const second = await Promise.all(Array.from({ length: 5 }, () => oneClick()));
        expect(second.filter((r) => r.body.code === 200)).toHaveLength(3);
        const refused = second.find((r) => r.body.code !== 200);
        // Refused by the day: the wait runs to the day's end, hours away.
        const minutes = Number(/in (\d+) minutes/.exec(String(refused?.body.msg))?.[1]);
        expect(minutes).toBeGreaterThan(60);
        const made = await small.deps.db
          .select({ id: users.id })
          .from(users)
          .where(eq(users.signupChannel, 'oneClick'));
        expect(made).toHaveLength(5);
      },
    );
  });
});
