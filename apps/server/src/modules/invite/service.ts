import {
  type api,
  type InviteStatus,
  type InviteTeamRow,
  maskMobile,
  type RequestOf,
  type ResultOf,
} from '@cardroom/contract';
import { and, count, desc, eq, gte, inArray, isNotNull, sql } from 'drizzle-orm';
import { type DbOrTx, rawRows } from '../../db/client.js';
import type { Deps } from '../../deps.js';
import { rangeStart } from '../records/index.js';
import { readSetting } from '../settings/index.js';
import { userById, users } from '../users/index.js';
import { isHeld } from './agent-rebate.js';
import { invitations } from './schema.js';
import { inviteRulesSetting, payoutTimeText } from './settings.js';

/** Statuses of an invitee who met the rule within the caps (the team's "valid" count). */
const VALID_STATUSES: InviteStatus[] = ['pass', 'claimable', 'claim'];

/** Sums of the inviter's grants of one Earn kind, by state (minor units). */
async function grantSums(
  db: DbOrTx,
  deps: Deps,
  userId: number,
  kind: 'invite' | 'agent_rebate',
): Promise<{ credited: number; claimable: number }> {
  const [row] = await rawRows<{ credited: string | number; claimable: string | number }>(
    db,
    sql`select coalesce(sum(g.amount) filter (where g.state = 'credited'), 0) as credited,
               coalesce(sum(g.amount) filter (where g.state = 'claimable'), 0) as claimable
          from promo_grants g
         where g.user_id = ${userId}
           and g.promotion_id in (select id from promotions
                                   where market = ${deps.market.code} and kind = ${kind})`,
  );
  return { credited: Number(row?.credited ?? 0), claimable: Number(row?.claimable ?? 0) };
}

export async function agentInfo(
  deps: Deps,
  userId: number,
): Promise<ResultOf<typeof api.inviteAgentInfo>> {
  const { db } = deps;
  const user = await userById(db, userId);
  const rules = await readSetting(db, deps.market.code, inviteRulesSetting);
  const play = deps.config.edition === 'play';
  // One after the other: the same connection on PGlite.
  const [all] = await db
    .select({ n: count() })
    .from(invitations)
    .where(eq(invitations.inviterId, userId));
  const [valid] = await db
    .select({ n: count() })
    .from(invitations)
    .where(and(eq(invitations.inviterId, userId), isNotNull(invitations.validAt)));
  const rewards = await grantSums(db, deps, userId, 'invite');
  const rebate = await grantSums(db, deps, userId, 'agent_rebate');
  return {
    inviteCode: user.inviteCode,
    referralUrl: `${deps.config.publicUrl}/?invite_code=${encodeURIComponent(user.inviteCode)}`,
    programme: {
      live: rules.live,
      rewardPerPair: rules.rewardPerPair,
      needsPhone: rules.needsPhone,
      // The play-money edition counts a friend who plays, the real one a friend who deposits.
      minDeposit: play ? 0 : rules.minDeposit,
      minValidBet: play ? rules.playMinValidBet : 0,
      withinDays: rules.withinDays,
      rebateBps: rules.rebateBps,
      payoutTime: payoutTimeText(deps.market.code, rules.payoutHour),
    },
    totals: {
      invitees: Number(all?.n ?? 0),
      validInvitees: Number(valid?.n ?? 0),
      rewardsPaid: rewards.credited,
      rewardsWaiting: rewards.claimable,
    },
    rebate: {
      claimable: rebate.claimable,
      claimed: rebate.credited,
      held: await isHeld(db, userId),
    },
  };
}

/** The invitee as the team list shows them: the masked phone, else a masked player id. */
export function maskedInvitee(mobile: string | null, uid: string): string {
  if (mobile) return maskMobile(mobile);
  return `${uid.slice(0, 2)}****${uid.slice(-2)}`;
}

export async function team(
  deps: Deps,
  userId: number,
  q: RequestOf<typeof api.inviteTeam>,
): Promise<ResultOf<typeof api.inviteTeam>> {
  const { db } = deps;
  const page = q.page ?? 1;
  const pageSize = q.pageSize ?? 20;
  const since = rangeStart(deps.market.code, q.range ?? 'today', deps.now());
  const inRange = and(eq(invitations.inviterId, userId), gte(invitations.createdAt, since));
  const rows = await db
    .select({
      mobile: users.mobile,
      uid: users.uid,
      createdAt: invitations.createdAt,
      deposit: invitations.depositTotal,
      status: invitations.status,
    })
    .from(invitations)
    .innerJoin(users, eq(users.id, invitations.inviteeId))
    .where(inRange)
    .orderBy(desc(invitations.createdAt), desc(invitations.inviteeId))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  const [all] = await db.select({ n: count() }).from(invitations).where(inRange);
  const [valid] = await db
    .select({ n: count() })
    .from(invitations)
    .where(and(inRange, inArray(invitations.status, VALID_STATUSES)));
  const list: InviteTeamRow[] = rows.map((r) => ({
    phone: maskedInvitee(r.mobile, r.uid),
    invitedAt: r.createdAt.toISOString(),
    deposit: r.deposit,
    status: r.status as InviteStatus,
  }));
  const total = Number(all?.n ?? 0);
  return { list, total, page, counts: { invitees: total, valid: Number(valid?.n ?? 0) } };
}
