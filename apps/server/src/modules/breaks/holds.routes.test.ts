import { api } from '@cardroom/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  codeData,
  failure,
  guest,
  resultData,
  sendOtp,
  uniqueDevice,
  uniqueIp,
  uniqueMobile,
} from '../../../test/factories.js';
import { useTestApp } from '../../../test/use-test-app.js';
import { users } from '../users/index.js';
import { boundCode, withdrawer } from '../withdrawals/testkit.js';
import { breakHolds } from './schema.js';

const t = useTestApp();

const DAY = 24 * 3_600_000;
const takeBreak = (sign: string, period: string, deviceNumber?: string) =>
  t.call(
    api.breakStart,
    { period, confirm: true },
    { sign, ip: uniqueIp(), ...(deviceNumber ? { deviceNumber } : {}) },
  );
const HELD = /^A break taken on this device, phone number or account is in force until .+ WIB/;

async function phoneSignUp(mobile: string, deviceNumber: string) {
  const code = await sendOtp(t, mobile, 'login');
  return t.call(
    api.ssoLoginV2,
    { mobile, verificationCode: code },
    { deviceNumber, ip: uniqueIp() },
  );
}

async function accountsWithMobile(mobile: string): Promise<number> {
  return (await t.deps.db.select().from(users).where(eq(users.mobile, mobile))).length;
}

describe('a break binds the person, not one account', () => {
  it('refuses a new guest or phone account from the device of a guest on a break, and opens nothing', async () => {
    const g = await guest(t);
    resultData(await takeBreak(g.sign, '24h', g.device));
    // The same guest account comes back on that device: its own break refuses it.
    const same = await t.call(api.ssoGuest, {}, { deviceNumber: g.device, ip: uniqueIp() });
    expect(failure(same).msg).toMatch(/^You are taking a break until/);
    // A new account with a phone number from that device is the same person: refused in
    // their language, and rolled back whole.
    const mobile = uniqueMobile(t.config.market);
    const byPhone = await phoneSignUp(mobile, g.device);
    expect(failure(byPhone)).toMatchObject({ state: '403' });
    expect(failure(byPhone).msg).toMatch(HELD);
    expect(await accountsWithMobile(mobile)).toBe(0);
    t.advance(61_000);
    const code = await sendOtp(t, mobile, 'login');
    const inId = await t.call(
      api.ssoLoginV2,
      { mobile, verificationCode: code },
      { deviceNumber: g.device, ip: uniqueIp(), locale: 'id' },
    );
    expect(failure(inId).msg).toMatch(/^Rehat yang diambil di perangkat.+ WIB/);
  });

  it('50 sign-ups at once from a held device all fail and create no account', async () => {
    const g = await guest(t);
    resultData(await takeBreak(g.sign, '24h', g.device));
    const mobiles = Array.from({ length: 50 }, () => uniqueMobile(t.config.market));
    const codes = await Promise.all(mobiles.map((m) => sendOtp(t, m, 'login')));
    const results = await Promise.all(
      mobiles.map((mobile, i) =>
        t.call(
          api.ssoLoginV2,
          { mobile, verificationCode: codes[i] as string },
          { deviceNumber: g.device, ip: uniqueIp() },
        ),
      ),
    );
    for (const r of results) expect(failure(r).msg).toMatch(HELD);
    for (const m of mobiles) expect(await accountsWithMobile(m)).toBe(0);
  });

  it('holds every device the account signed in from; another account signs in there only to withdraw', async () => {
    const mobile = uniqueMobile(t.config.market);
    const phone = uniqueDevice('phone');
    const tablet = uniqueDevice('tablet');
    const first = codeData(await phoneSignUp(mobile, phone));
    // The same player signs in on a second device too.
    t.advance(61_000);
    codeData(await phoneSignUp(mobile, tablet));
    // A relative's account, made on another device before the break, later used on the tablet.
    const other = uniqueMobile(t.config.market);
    codeData(await phoneSignUp(other, uniqueDevice('other')));
    resultData(await takeBreak(first.sign, '1w', phone));
    const holds = await t.deps.db.select().from(breakHolds);
    const mine = holds.filter((h) => h.value === phone || h.value === tablet || h.value === mobile);
    expect(mine.map((h) => h.kind).sort()).toEqual(['device', 'device', 'phone']);
    t.advance(61_000);
    const code = await sendOtp(t, other, 'login');
    const refused = await t.call(
      api.ssoLoginV2,
      { mobile: other, verificationCode: code },
      { deviceNumber: tablet, ip: uniqueIp() },
    );
    expect(failure(refused).msg).toMatch(HELD);
    t.advance(61_000);
    const again = await sendOtp(t, other, 'login');
    const toWithdraw = await t.call(
      api.ssoLoginV2,
      { mobile: other, verificationCode: again, purpose: 'withdraw' },
      { deviceNumber: tablet, ip: uniqueIp() },
    );
    const s = codeData(toWithdraw);
    expect(resultData(await t.call(api.breakInfo, {}, { sign: s.sign }))).toMatchObject({
      withdrawOnly: true,
    });
    // A week later the holds have ended with the break: the device opens accounts again.
    t.advance(7 * DAY + 60_000);
    codeData(await phoneSignUp(uniqueMobile(t.config.market), tablet));
  });

  it("refuses another player's card with a bank account held by a break", async () => {
    const w = await withdrawer(t);
    const [card] = await t.deps.db.select().from(breakHolds).where(eq(breakHolds.userId, w.userId));
    expect(card).toBeUndefined();
    resultData(await takeBreak(w.sign, '24h'));
    const held = await t.deps.db.select().from(breakHolds).where(eq(breakHolds.userId, w.userId));
    expect(held.filter((h) => h.kind === 'bank')).toHaveLength(1);
    const p = codeData(await phoneSignUp(uniqueMobile(t.config.market), uniqueDevice('p')));
    const mobile = (
      await t.deps.db.select({ m: users.mobile }).from(users).where(eq(users.uid, p.uid))
    )[0]?.m as string;
    const cardCode = await boundCode(t, { sign: p.sign, mobile }, 'bankCard');
    const bank = held.find((h) => h.kind === 'bank')?.value as string;
    const res = await t.call(
      api.bankAdd,
      t.config.market === 'IN'
        ? {
            holderName: 'Asha Rao',
            accountNumber: bank,
            ifsc: 'SBIN0001234',
            accountType: 'savings',
            verificationCode: cardCode,
          }
        : { holderName: 'Budi', accountNumber: bank, bankCode: 'BCA', verificationCode: cardCode },
      { sign: p.sign },
    );
    expect(failure(res).msg).toMatch(HELD);
    const cards = resultData<{ list?: unknown[] } | unknown[]>(
      await t.call(api.bankList, {}, { sign: p.sign }),
    );
    expect(JSON.stringify(cards)).not.toContain(bank.slice(-4));
  });
});
