import { api } from '@cardroom/contract';
import { consoleApi } from '@cardroom/contract/console';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { failure, guest, uniqueIp } from '../../../test/factories.js';
import { useTestApp } from '../../../test/use-test-app.js';
import { playerBreaks } from '../breaks/index.js';
import { inviteCaps } from '../invite/index.js';
import { consoleCall, makeOperator, type SignedIn, signInAs } from '../operators/testkit.js';
import { users } from '../users/index.js';
import {
  card,
  device,
  newPlayer,
  riskOfPlayer,
  rulesOf,
  setRiskRules,
  signedIn,
} from './testkit.js';

/** The rules about who the player shares things with, on a real database. */
const t = useTestApp();
let support: SignedIn;
beforeAll(async () => {
  support = await signInAs(t, await makeOperator(t, 'support'));
});

const risk = (uid: string) => riskOfPlayer(t, support, uid);
const flagOf = async (uid: string, rule: string) =>
  (await risk(uid)).flags.find((f) => f.rule === rule)?.reason;
const daysAgo = (d: number) => new Date(Date.now() - d * 86_400_000);
let accounts = 1_000_000_000;
const account = () => String(++accounts);

describe('a withdraw account several players saved', () => {
  it('flags each player saving the same number, not a deleted card or a number of one', async () => {
    const [a, b, c, d] = [
      await newPlayer(t),
      await newPlayer(t),
      await newPlayer(t),
      await newPlayer(t),
    ];
    const shared = account();
    await card(t, a.id, shared);
    await card(t, b.id, shared);
    await card(t, c.id, shared, true);
    await card(t, d.id, account());
    expect(await flagOf(a.uid, 'sharedBankAccount')).toBe(
      `Account …${shared.slice(-4)} is also saved by 1 other player`,
    );
    expect(await flagOf(b.uid, 'sharedBankAccount')).toBeDefined();
    expect(await flagOf(c.uid, 'sharedBankAccount')).toBeUndefined();
    expect(await flagOf(d.uid, 'sharedBankAccount')).toBeUndefined();
  });
});

describe('devices', () => {
  it('flags players signed in from one device within the window, not an old sign-in', async () => {
    const [a, b, old, alone] = [
      await newPlayer(t),
      await newPlayer(t),
      await newPlayer(t),
      await newPlayer(t),
    ];
    const d = device();
    await signedIn(t, a.id, { device: d });
    await signedIn(t, b.id, { device: d, at: daysAgo(2) });
    await signedIn(t, old.id, { device: d, at: daysAgo(60) });
    await signedIn(t, alone.id, { device: device() });
    expect(await flagOf(a.uid, 'sharedDevice')).toBe(
      '1 other player signed in from the same device in 30 days',
    );
    expect(await flagOf(old.uid, 'sharedDevice')).toBeUndefined();
    expect(rulesOf(await risk(alone.uid))).toEqual([]);
    // Three accounts ever on that device: the pile-up counts them all, old ones included.
    expect(await flagOf(old.uid, 'devicePileup')).toBe("3 accounts on one of the player's devices");
  });

  it('does not count two accounts on a device as a pile-up', async () => {
    const [a, b] = [await newPlayer(t), await newPlayer(t)];
    const d = device();
    await signedIn(t, a.id, { device: d });
    await signedIn(t, b.id, { device: d });
    expect(rulesOf(await risk(a.uid))).toEqual(['sharedDevice']);
  });

  it('flags a new account on the device of a blocked or self-excluded player', async () => {
    const [blocked, excluded, other, clean] = [
      await newPlayer(t),
      await newPlayer(t),
      await newPlayer(t),
      await newPlayer(t),
    ];
    const d = device();
    const e = device();
    await t.deps.db.update(users).set({ disabled: true }).where(eq(users.id, blocked.id));
    await signedIn(t, blocked.id, { device: d, at: daysAgo(90) });
    await signedIn(t, other.id, { device: d });
    await t.deps.db.insert(playerBreaks).values({
      userId: excluded.id,
      kind: 'exclusion',
      period: '6m',
      startedAt: daysAgo(1),
      endsAt: new Date(Date.now() + 180 * 86_400_000),
    });
    await signedIn(t, excluded.id, { device: e, at: daysAgo(3) });
    await signedIn(t, clean.id, { device: e });
    expect(await flagOf(other.uid, 'blockedDevice')).toBe(
      `Shares a device with blocked player ${blocked.uid}`,
    );
    expect(await flagOf(clean.uid, 'blockedDevice')).toBe(
      `Shares a device with self-excluded player ${excluded.uid}`,
    );
    // The blocked player is not flagged for their own device.
    expect(await flagOf(blocked.uid, 'blockedDevice')).toBeUndefined();
  });

  it('refuses a sign-up from a blocked player’s device only when the setting says so', async () => {
    const blocked = await newPlayer(t);
    const d = device();
    await t.deps.db.update(users).set({ disabled: true }).where(eq(users.id, blocked.id));
    await signedIn(t, blocked.id, { device: d });
    const count = async () =>
      (await t.deps.db.select().from(users).where(eq(users.guestDevice, d))).length;
    await setRiskRules(t, (r) => ({ ...r, blockedDevice: { enabled: true, refuseSignup: true } }));
    const refused = await t.call(api.ssoGuest, {}, { deviceNumber: d, ip: uniqueIp() });
    expect(failure(refused)).toMatchObject({
      state: '403',
      msg: 'A new account cannot be opened on this device, please contact customer service',
    });
    expect(await count()).toBe(0);
    const other = await guest(t);
    expect(other.uid).toBeTruthy();
    await setRiskRules(t, (r) => ({ ...r, blockedDevice: { enabled: true, refuseSignup: false } }));
    const opened = await guest(t, d);
    expect(opened.uid).toBeTruthy();
    expect(await count()).toBe(1);
    expect(await flagOf(opened.uid, 'blockedDevice')).toBe(
      `Shares a device with blocked player ${blocked.uid}`,
    );
  });
});

describe('addresses and Google accounts', () => {
  it('flags three players from one address within a day, not two, not an old sign-in', async () => {
    const [a, b, c, old] = [
      await newPlayer(t),
      await newPlayer(t),
      await newPlayer(t),
      await newPlayer(t),
    ];
    const ip = uniqueIp();
    for (const p of [a, b, c]) await signedIn(t, p.id, { ip });
    await signedIn(t, old.id, { ip, at: daysAgo(3) });
    expect(await flagOf(a.uid, 'sharedAddress')).toBe(
      `3 players signed in from address ${ip} in 1 day`,
    );
    const ip2 = uniqueIp();
    const [x, y] = [await newPlayer(t), await newPlayer(t)];
    await signedIn(t, x.id, { ip: ip2 });
    await signedIn(t, y.id, { ip: ip2 });
    expect(await flagOf(x.uid, 'sharedAddress')).toBeUndefined();
    expect(await flagOf(old.uid, 'sharedAddress')).toBeUndefined();
  });

  it('flags a Google account whose email another account carries', async () => {
    const [g, other, plain] = [await newPlayer(t), await newPlayer(t), await newPlayer(t)];
    const email = `risk${g.id}@example.com`;
    await t.deps.db
      .update(users)
      .set({ googleSub: `sub-${g.id}`, email })
      .where(eq(users.id, g.id));
    await t.deps.db.update(users).set({ email: email.toUpperCase() }).where(eq(users.id, other.id));
    expect(await flagOf(g.uid, 'sharedGoogle')).toBe(
      "The Google account's email is on 1 other account",
    );
    await t.deps.db
      .update(users)
      .set({ googleSub: `sub-${plain.id}`, email: `only${plain.id}@example.com` })
      .where(eq(users.id, plain.id));
    expect(await flagOf(plain.uid, 'sharedGoogle')).toBeUndefined();
  });
});

describe('invitation farms', () => {
  it('flags an inviter with three valid invitees from one device, not two', async () => {
    const [farm, fair] = [await newPlayer(t), await newPlayer(t)];
    await t.deps.db.insert(inviteCaps).values([
      { inviterId: farm.id, dimension: 'device', value: device(), count: 3 },
      { inviterId: farm.id, dimension: 'address', value: uniqueIp(), count: 1 },
      { inviterId: fair.id, dimension: 'address', value: uniqueIp(), count: 2 },
    ]);
    expect(await flagOf(farm.uid, 'inviteFarm')).toBe('3 valid invitees signed up from one device');
    expect(await flagOf(fair.uid, 'inviteFarm')).toBeUndefined();
  });
});

describe('the setting', () => {
  it('each rule reads its own thresholds on the database, and a rule switched off raises nothing', async () => {
    const [a, b, c] = [await newPlayer(t), await newPlayer(t), await newPlayer(t)];
    const d = device();
    const ip = uniqueIp();
    const shared = account();
    for (const p of [a, b, c]) await signedIn(t, p.id, { ip });
    await signedIn(t, a.id, { device: d });
    for (const p of [b, c]) await signedIn(t, p.id, { device: d, at: daysAgo(5) });
    await card(t, a.id, shared);
    await card(t, b.id, shared);
    const email = `setting${a.id}@example.com`;
    await t.deps.db
      .update(users)
      .set({ googleSub: `sub-${a.id}`, email })
      .where(eq(users.id, a.id));
    await t.deps.db.update(users).set({ email }).where(eq(users.id, b.id));
    await t.deps.db
      .insert(inviteCaps)
      .values({ inviterId: a.id, dimension: 'address', value: uniqueIp(), count: 3 });
    const all = [
      'devicePileup',
      'inviteFarm',
      'sharedAddress',
      'sharedBankAccount',
      'sharedDevice',
      'sharedGoogle',
    ];
    const before = await setRiskRules(t, (r) => r);
    try {
      expect(rulesOf(await risk(a.uid))).toEqual(all);
      expect(await flagOf(a.uid, 'inviteFarm')).toBe('3 valid invitees signed up from one address');
      // Each threshold just above the case, and the device window shorter than its sign-ins.
      await setRiskRules(t, (r) => ({
        ...r,
        sharedDevice: { enabled: true, windowDays: 3 },
        sharedAddress: { enabled: true, windowDays: 1, minPlayers: 4 },
        devicePileup: { enabled: true, minAccounts: 4 },
        inviteFarm: { enabled: true, minInvitees: 4 },
      }));
      expect(rulesOf(await risk(a.uid))).toEqual(['sharedBankAccount', 'sharedGoogle']);
      await setRiskRules(t, (r) => ({
        ...r,
        sharedBankAccount: { enabled: false },
        sharedGoogle: { enabled: false },
        sharedDevice: { enabled: false, windowDays: 30 },
        sharedAddress: { enabled: false, windowDays: 1, minPlayers: 3 },
        devicePileup: { enabled: false, minAccounts: 3 },
        inviteFarm: { enabled: false, minInvitees: 3 },
      }));
      expect(rulesOf(await risk(a.uid))).toEqual([]);
    } finally {
      await setRiskRules(t, () => before);
    }
  });
});

it('answers an unknown player with the console’s refusal', async () => {
  const res = await consoleCall(
    t,
    consoleApi.consolePlayerRisk,
    { playerUid: '99999999' },
    { cookie: support.cookie },
  );
  expect(failure(res).state).toBe('404');
});
