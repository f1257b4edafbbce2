import { randomUUID } from 'node:crypto';
import { api, message, sandboxApi } from '@cardroom/contract';
import { type ConsoleInviter, consoleApi } from '@cardroom/contract/console';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  codeData,
  creditedDeposit,
  failure,
  sendOtp,
  uniqueDevice,
  uniqueIp,
  uniqueMobile,
} from '../../../test/factories.js';
import { useTestApp } from '../../../test/use-test-app.js';
import { buildApp } from '../../app.js';
import type { Database } from '../../db/client.js';
import { auditLog } from '../operators/index.js';
import { consoleCall, makeOperator, type SignedIn, signInAs } from '../operators/testkit.js';
import { promoGrants } from '../promo/index.js';
import { cashOf, expectLedgerOk, records, toLocalTime } from '../promo/testkit.js';
import { users } from '../users/index.js';
import { runPairRewards } from './pairs.js';
import { invitations } from './schema.js';
import type { InviteRules } from './settings.js';
import {
  bindPhone,
  infoOf,
  invitee,
  inviter,
  setRules,
  statusOf,
  teamOf,
  validInvitee,
} from './testkit.js';

let rules: InviteRules;
let finance: SignedIn;
const t = useTestApp({ MARKET: 'ID' });
beforeAll(async () => {
  rules = await setRules(t, {});
});
/** Signed in afresh by each test using it: other tests move the clock past a session's life. */
const signInFinance = async () => {
  finance = await signInAs(t, await makeOperator(t, 'finance'));
};

/** The console's Affiliates page calls, as finance. */
const consoleAs = (
  s: SignedIn,
  endpoint: Parameters<typeof consoleCall>[1],
  payload: Record<string, unknown>,
) => consoleCall(t, endpoint, payload, { cookie: s.cookie, csrf: s.csrf });
const holdAs = (s: SignedIn, uid: string, hold: boolean) =>
  consoleAs(s, consoleApi.consoleAffiliateHold, { player: uid, hold });
const inviterRow = async (uid: string) =>
  (
    (await consoleAs(finance, consoleApi.consoleAffiliatesList, { player: uid })).body as {
      resultData: { items: ConsoleInviter[]; total: number };
    }
  ).resultData;

const invitationOf = async (userId: number) =>
  (await t.deps.db.select().from(invitations).where(eq(invitations.inviteeId, userId)))[0];
const userIdOf = async (uid: string) =>
  (await t.deps.db.select({ id: users.id }).from(users).where(eq(users.uid, uid)))[0]?.id ?? 0;

describe('attribution', () => {
  it('records the inviter, device and address on every sign-up path', async () => {
    const a = await inviter(t);
    const device = uniqueDevice('path');
    const ip = uniqueIp();
    const opts = { deviceNumber: device, ip };
    const referralCode = a.code.toLowerCase();
    const mobile1 = uniqueMobile('ID');
    const otp1 = await sendOtp(t, mobile1, 'login');
    const mobile2 = uniqueMobile('ID');
    const otp2 = await sendOtp(t, mobile2, 'register');
    const token = (
      (
        await t.inject({
          method: 'POST',
          url: sandboxApi.sandboxGoogleToken.path,
          payload: { email: `inv-${randomUUID()}@example.com`, name: 'Invited Ina' },
        })
      ).json() as { idToken: string }
    ).idToken;
    const signUps = [
      await t.call(api.ssoGuest, { referralCode }, opts),
      await t.call(api.ssoLoginV2, { mobile: mobile1, verificationCode: otp1, referralCode }, opts),
      await t.call(
        api.ssoRegister,
        {
          mobile: mobile2,
          verificationCode: otp2,
          password: 'Secret-123',
          ageConfirmed: true,
          termsAccepted: true,
          referralCode,
        },
        opts,
      ),
      await t.call(api.ssoOneClickRegister, { referralCode }, opts),
      await t.call(api.ssoGoogleLogin, { googleToken: token, referralCode }, opts),
    ];
    for (const res of signUps) {
      const row = await invitationOf(await userIdOf(codeData(res).uid));
      expect(row).toMatchObject({
        inviterId: a.userId,
        device,
        address: ip,
        status: 'under_review',
        depositTotal: 0,
        validAt: null,
      });
    }
    expect((await infoOf(t, a.sign)).totals).toMatchObject({ invitees: 5, validInvitees: 0 });
  });

  it('ignores an unknown or disabled code, and a code given when signing in again', async () => {
    const unknown = codeData(await t.call(api.ssoGuest, { referralCode: 'NOSUCH1' }));
    expect(await invitationOf(await userIdOf(unknown.uid))).toBeUndefined();

    const disabled = await inviter(t);
    await t.deps.db.update(users).set({ disabled: true }).where(eq(users.id, disabled.userId));
    const viaDisabled = codeData(
      await t.call(api.ssoGuest, { referralCode: disabled.code }, { deviceNumber: uniqueDevice() }),
    );
    expect(await invitationOf(await userIdOf(viaDisabled.uid))).toBeUndefined();

    const first = await inviter(t);
    const second = await inviter(t);
    const device = uniqueDevice('again');
    const g = codeData(
      await t.call(api.ssoGuest, { referralCode: first.code }, { deviceNumber: device }),
    );
    const again = codeData(
      await t.call(api.ssoGuest, { referralCode: second.code }, { deviceNumber: device }),
    );
    expect(again.uid).toBe(g.uid);
    expect((await invitationOf(await userIdOf(g.uid)))?.inviterId).toBe(first.userId);
    expect((await infoOf(t, second.sign)).totals.invitees).toBe(0);
  });
});

describe('valid invitees and the 05:00 pair rewards', () => {
  it('becomes valid with a phone and the minimum deposit, not before', async () => {
    const a = await inviter(t);
    const p = await invitee(t, a.code);
    await creditedDeposit(t, p, rules.minDeposit);
    expect(await statusOf(t, p)).toBe('under_review');
    expect((await invitationOf(p.userId))?.depositTotal).toBe(rules.minDeposit);
    await bindPhone(t, p);
    expect(await statusOf(t, p)).toBe('pass');
    const small = await invitee(t, a.code);
    await bindPhone(t, small);
    await creditedDeposit(t, small, rules.minDeposit - 100);
    expect(await statusOf(t, small)).toBe('under_review');
    const team = await teamOf(t, a.sign);
    expect(team.counts).toEqual({ invitees: 2, valid: 1 });
    expect(team.list.map((r) => r.status)).toEqual(['under_review', 'pass']);
    await expectLedgerOk(t);
  });

  it('pays each pair once at 05:00 the next morning; an odd invitee waits', async () => {
    toLocalTime(t, 1, 12 * 60);
    const a = await inviter(t);
    const [v1, v2, v3] = [
      await validInvitee(t, a.code, rules),
      await validInvitee(t, a.code, rules),
      await validInvitee(t, a.code, rules),
    ];
    if (!v1 || !v2 || !v3) throw new Error('invitees');
    const before = await cashOf(t, a.userId);

    toLocalTime(t, 1, 4 * 60 + 59);
    await runPairRewards(t.deps);
    expect(await cashOf(t, a.userId)).toBe(before);
    expect([await statusOf(t, v1), await statusOf(t, v2)]).toEqual(['pass', 'pass']);

    t.advance(60_000);
    await runPairRewards(t.deps);
    expect(await cashOf(t, a.userId)).toBe(before + rules.rewardPerPair);
    expect([await statusOf(t, v1), await statusOf(t, v2), await statusOf(t, v3)]).toEqual([
      'claim',
      'claim',
      'pass',
    ]);
    const gifts = await records(t, a.sign, 'gift');
    expect(gifts.filter((r) => r.amount === rules.rewardPerPair)).toHaveLength(1);

    // Again, and on a second instance built on the same database (a restart): paid once.
    await runPairRewards(t.deps);
    const second = await buildApp({
      config: t.config,
      database: {
        db: t.deps.db,
        kind: process.env.DATABASE_URL ? 'postgres' : 'pglite',
        close: async () => {},
      } satisfies Database,
      now: () => t.deps.now(),
      serveWeb: false,
    });
    await runPairRewards(second.deps);
    await second.app.close();
    expect(await cashOf(t, a.userId)).toBe(before + rules.rewardPerPair);
    expect((await infoOf(t, a.sign)).totals).toMatchObject({
      invitees: 3,
      validInvitees: 3,
      rewardsPaid: rules.rewardPerPair,
      rewardsWaiting: 0,
    });

    // The odd one is paired with the next valid invitee, as the inviter's pair 2.
    const v4 = await validInvitee(t, a.code, rules);
    toLocalTime(t, 1, 5 * 60);
    await runPairRewards(t.deps);
    expect(await cashOf(t, a.userId)).toBe(before + 2 * rules.rewardPerPair);
    expect([await statusOf(t, v3), await statusOf(t, v4)]).toEqual(['claim', 'claim']);
    const periods = await t.deps.db
      .select({ period: promoGrants.period })
      .from(promoGrants)
      .where(eq(promoGrants.userId, a.userId));
    expect(periods.map((g) => g.period).sort()).toEqual(['pair-1', 'pair-2']);
    await expectLedgerOk(t);
  });

  it('holds a suspicious inviter from the console: granted and shown claimable, paid on release', async () => {
    await signInFinance();
    const a = await inviter(t);
    expect((await holdAs(finance, a.uid, true)).body.state).toBe('200');
    const v1 = await validInvitee(t, a.code, rules);
    const v2 = await validInvitee(t, a.code, rules);
    const before = await cashOf(t, a.userId);
    const run = await t.inject({ method: 'POST', url: '/sandbox/operator/invite/run' });
    expect(run.json()).toMatchObject({ ok: true, pairsCredited: 0 });
    expect([await statusOf(t, v1), await statusOf(t, v2)]).toEqual(['claimable', 'claimable']);
    expect(await cashOf(t, a.userId)).toBe(before);
    const info = await infoOf(t, a.sign);
    expect(info.rebate.held).toBe(true);
    expect(info.totals.rewardsWaiting).toBe(rules.rewardPerPair);
    for (const locale of ['en', 'id'] as const) {
      const res = await t.call(api.receiveRebate, {}, { sign: a.sign, locale });
      expect(failure(res).msg).toBe(message('inviteRebateHeld', locale));
    }
    // The promo claim cannot get round the hold with the grant's id.
    const [grant] = await t.deps.db
      .select({ id: promoGrants.id })
      .from(promoGrants)
      .where(eq(promoGrants.userId, a.userId));
    const claim = await t.call(api.promoClaim, { grantId: String(grant?.id) }, { sign: a.sign });
    expect(failure(claim).msg).toBe(message('grantNotFound', 'en'));
    expect(await cashOf(t, a.userId)).toBe(before);

    expect((await inviterRow(a.uid)).items[0]).toMatchObject({
      invited: 2,
      valid: 2,
      pairRewardsPaid: 0,
      waiting: rules.rewardPerPair,
    });
    const released = await holdAs(finance, a.uid, false);
    expect(released.body).toMatchObject({
      state: '200',
      resultData: { uid: a.uid, heldAt: null, credited: 1 },
    });
    expect((await inviterRow(a.uid)).items[0]).toMatchObject({
      pairRewardsPaid: rules.rewardPerPair,
      waiting: 0,
      heldAt: null,
    });
    expect(await cashOf(t, a.userId)).toBe(before + rules.rewardPerPair);
    expect([await statusOf(t, v1), await statusOf(t, v2)]).toEqual(['claim', 'claim']);
    expect((await infoOf(t, a.sign)).rebate.held).toBe(false);
    await expectLedgerOk(t);
  });

  it('console hold: 50 at once hold once, audited under the player; refused to marketing and for nobody', async () => {
    await signInFinance();
    const a = await inviter(t);
    await invitee(t, a.code);
    const results = await Promise.all(
      Array.from({ length: 50 }, () => holdAs(finance, a.uid, true)),
    );
    expect(results.filter((r) => r.body.state === '200')).toHaveLength(1);
    for (const r of results.filter((r) => r.body.state !== '200')) {
      expect(r.body).toEqual({ state: '409', msg: message('consoleInviterHeldAlready', 'en') });
    }
    const row = (await inviterRow(a.uid)).items[0];
    expect(row).toMatchObject({ uid: a.uid, invited: 1, valid: 0 });
    expect(row?.heldAt).not.toBeNull();
    const held = await consoleAs(finance, consoleApi.consoleAffiliatesList, { held: 'held' });
    expect(
      (held.body as { resultData: { items: ConsoleInviter[] } }).resultData.items.map((i) => i.uid),
    ).toContain(a.uid);
    const audit = await t.deps.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.target, `player:${a.uid}`));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      action: 'invite.hold',
      actor: finance.session.operator.login,
      before: { held: false, heldAt: null },
      after: { held: true },
    });
    // The audit log's player filter finds it.
    const owner = await signInAs(t, await makeOperator(t, 'owner'));
    const found = await consoleAs(owner, consoleApi.consoleAuditList, { player: a.uid });
    expect(found.body).toMatchObject({ resultData: { total: 1 } });

    const marketing = await signInAs(t, await makeOperator(t, 'marketing'));
    expect((await holdAs(marketing, a.uid, false)).body).toEqual({
      state: '403',
      msg: message('consoleRoleRefused', 'en'),
    });
    expect((await consoleAs(marketing, consoleApi.consoleAffiliatesList, {})).body.state).toBe(
      '200',
    );
    expect((await holdAs(finance, '999999999998', true)).body).toEqual({
      state: '404',
      msg: message('consoleInviterNotFound', 'en'),
    });
    expect((await holdAs(finance, a.uid, false)).body.state).toBe('200');
    expect((await holdAs(finance, a.uid, false)).body).toEqual({
      state: '409',
      msg: message('consoleInviterNotHeld', 'en'),
    });
    const after = await t.deps.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.target, `player:${a.uid}`));
    expect(after.map((r) => r.action).sort()).toEqual(['invite.hold', 'invite.release']);
  });

  it('pays nothing while the programme is off; the pair waits', async () => {
    await setRules(t, { live: false });
    const a = await inviter(t);
    const v1 = await validInvitee(t, a.code, rules);
    const v2 = await validInvitee(t, a.code, rules);
    await t.inject({ method: 'POST', url: '/sandbox/operator/invite/run' });
    expect([await statusOf(t, v1), await statusOf(t, v2)]).toEqual(['pass', 'pass']);
    await setRules(t, {});
    await t.inject({ method: 'POST', url: '/sandbox/operator/invite/run' });
    expect([await statusOf(t, v1), await statusOf(t, v2)]).toEqual(['claim', 'claim']);
  });
});

describe('the team list', () => {
  it('pages newest first, filters by range and masks the invitee', async () => {
    const a = await inviter(t);
    const old = await invitee(t, a.code);
    toLocalTime(t, 10, 9 * 60);
    const mid = await invitee(t, a.code);
    const mobile = await bindPhone(t, mid);
    const fresh = await invitee(t, a.code);
    const uid = (await t.deps.db.select().from(users).where(eq(users.id, fresh.userId)))[0]?.uid;

    const today = await teamOf(t, a.sign, { range: 'today', pageSize: 1 });
    expect(today).toMatchObject({ total: 2, page: 1, counts: { invitees: 2, valid: 0 } });
    expect(today.list).toHaveLength(1);
    expect(today.list[0]?.phone).toBe(`${uid?.slice(0, 2)}****${uid?.slice(-2)}`);
    const page2 = await teamOf(t, a.sign, { range: 'today', pageSize: 1, page: 2 });
    expect(page2.list[0]?.phone).toBe(`${'*'.repeat(mobile.length - 4)}${mobile.slice(-4)}`);
    expect(page2.list[0]?.phone).not.toContain(mobile.slice(0, 4));
    expect((await teamOf(t, a.sign, { range: 'today', pageSize: 1, page: 3 })).list).toEqual([]);
    expect((await teamOf(t, a.sign, { range: '7d' })).total).toBe(2);
    const month = await teamOf(t, a.sign, { range: '30d' });
    expect(month.total).toBe(3);
    expect(month.list.map((r) => r.invitedAt)).toEqual(
      [...month.list.map((r) => r.invitedAt)].sort().reverse(),
    );
    expect(month.list.at(-1)?.invitedAt).toBe(
      (await invitationOf(old.userId))?.createdAt.toISOString(),
    );

    for (const locale of ['en', 'id'] as const) {
      const res = await t.call(api.inviteTeam, { range: 'year' }, { sign: a.sign, locale });
      expect(failure(res).msg).toBe(message('invalidField', locale, { field: 'range' }));
    }
    expect(failure(await t.call(api.inviteTeam, {})).state).toBe('401');
  });
});
