import { api, type InviteStatus } from '@cardroom/contract';
import { eq } from 'drizzle-orm';
import {
  codeData,
  creditedDeposit,
  resultData,
  sendOtp,
  uniqueDevice,
  uniqueIp,
  uniqueMobile,
} from '../../../test/factories.js';
import type { TestApp } from '../../../test/harness.js';
import { type Player, player } from '../deposits/testkit.js';
import { putSetting } from '../settings/index.js';
import { users } from '../users/index.js';
import { invitations } from './schema.js';
import { defaultInviteRules, type InviteRules, inviteRulesSetting } from './settings.js';

/** Test helpers of the invitation programme (imported only from *.test.ts files). */

export interface Inviter extends Player {
  code: string;
}

export async function inviter(t: TestApp): Promise<Inviter> {
  const p = await player(t);
  const info = resultData<{ inviteCode: string }>(
    await t.call(api.inviteAgentInfo, {}, { sign: p.sign }),
  );
  return { ...p, code: info.inviteCode };
}

/** Writes the market's rules: the defaults with these changes. */
export async function setRules(t: TestApp, changes: Partial<InviteRules>): Promise<InviteRules> {
  const market = t.config.market;
  return putSetting(t.deps.db, market, inviteRulesSetting, {
    ...defaultInviteRules(market),
    ...changes,
  });
}

const userIdOf = async (t: TestApp, uid: string) => {
  const [row] = await t.deps.db.select({ id: users.id }).from(users).where(eq(users.uid, uid));
  if (!row) throw new Error(`no user ${uid}`);
  return row.id;
};

/** A guest sign-up through the invite link (its code as `referralCode`). */
export async function invitee(
  t: TestApp,
  code: string,
  origin: { device?: string; ip?: string } = {},
): Promise<Player> {
  const res = await t.call(
    api.ssoGuest,
    { referralCode: code },
    { deviceNumber: origin.device ?? uniqueDevice('inv'), ip: origin.ip ?? uniqueIp() },
  );
  const s = codeData(res);
  return { sign: s.sign, uid: s.uid, userId: await userIdOf(t, s.uid) };
}

/** A one-click sign-up through the invite link from a given device number and address. */
export async function oneClickInvitee(
  t: TestApp,
  code: string,
  origin: { device: string; ip: string },
): Promise<Player> {
  const res = await t.call(
    api.ssoOneClickRegister,
    { referralCode: code },
    { deviceNumber: origin.device, ip: origin.ip },
  );
  const s = codeData(res);
  return { sign: s.sign, uid: s.uid, userId: await userIdOf(t, s.uid) };
}

export async function bindPhone(t: TestApp, p: Player): Promise<string> {
  const mobile = uniqueMobile(t.config.market);
  const code = await sendOtp(t, mobile, 'bindPhone');
  resultData(await t.call(api.bindPhone, { mobile, verificationCode: code }, { sign: p.sign }));
  return mobile;
}

/** An invitee who meets the default rule: phone bound, then the minimum deposited. */
export async function validInvitee(t: TestApp, code: string, rules: InviteRules) {
  const p = await invitee(t, code);
  await bindPhone(t, p);
  await creditedDeposit(t, p, rules.minDeposit);
  return p;
}

export async function statusOf(t: TestApp, p: Player): Promise<InviteStatus | undefined> {
  const [row] = await t.deps.db
    .select({ status: invitations.status })
    .from(invitations)
    .where(eq(invitations.inviteeId, p.userId));
  return row?.status as InviteStatus | undefined;
}

export interface TeamView {
  list: Array<{ phone: string; invitedAt: string; deposit: number; status: InviteStatus }>;
  total: number;
  page: number;
  counts: { invitees: number; valid: number };
}

export async function teamOf(
  t: TestApp,
  sign: string,
  q: { range?: string; page?: number; pageSize?: number } = {},
): Promise<TeamView> {
  return resultData<TeamView>(await t.call(api.inviteTeam, { range: '30d', ...q }, { sign }));
}

export interface AgentInfo {
  referralUrl: string;
  inviteCode: string;
  programme: { live: boolean; rewardPerPair: number; payoutTime: string; rebateBps: number };
  totals: { invitees: number; validInvitees: number; rewardsPaid: number; rewardsWaiting: number };
  rebate: { claimable: number; claimed: number; held: boolean };
}

export async function infoOf(t: TestApp, sign: string): Promise<AgentInfo> {
  return resultData<AgentInfo>(await t.call(api.inviteAgentInfo, {}, { sign }));
}
