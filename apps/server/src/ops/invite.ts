import { desc, eq, sql } from 'drizzle-orm';
import { rawRows } from '../db/client.js';
import type { Deps } from '../deps.js';
import { OperatorError } from '../http/errors.js';
import {
  type HoldAudit,
  invitations,
  inviteHolds,
  inviteRulesSetting,
  setInviterHold,
} from '../modules/invite/index.js';
import { writeAudit } from '../modules/operators/index.js';
import { putSetting, readSetting, SettingInvalidError } from '../modules/settings/index.js';
import { userByUid, users } from '../modules/users/index.js';
import { refusalsExit } from './commands.js';
import { opsMoney } from './money.js';

export const INVITE_USAGE = `Usage: npm run ops -- invite <command>

  invite rules                          the market's programme rules (inviteRules, JSON)
  invite rules set '<json>'             replace the rules (checked against the schema; fields left
                                        out take the market's default)
  invite player <uid>                   a player's inviter, team with statuses, rewards, hold
  invite hold <uid>                     hold the inviter's rewards (granted, not paid)
  invite release <uid>                  lift the hold and pay the waiting pair rewards
`;

async function playerOf(deps: Deps, uid: string | undefined) {
  if (!uid) throw new OperatorError('give the player uid');
  const user = await userByUid(deps.db, uid);
  if (!user) throw new OperatorError(`no player ${uid}`);
  return user;
}

/** `invite …`: the invitation programme, on the invite module's services. */
export async function runInviteOps(
  deps: Deps,
  args: string[],
  out: (line: string) => void,
): Promise<number> {
  const [, command, target, value] = args;
  const market = deps.market.code;
  const money = (minor: number) => opsMoney(deps.market.code, minor);
  return refusalsExit(out, async () => {
    if (command === 'rules' && target === undefined) {
      out(JSON.stringify(await readSetting(deps.db, market, inviteRulesSetting), null, 2));
      return 0;
    }
    if (command === 'rules' && target === 'set') {
      let parsed: unknown;
      try {
        parsed = JSON.parse(value ?? '');
      } catch {
        throw new OperatorError('the rules must be JSON');
      }
      try {
        const saved = await putSetting(deps.db, market, inviteRulesSetting, parsed as never);
        out(JSON.stringify(saved, null, 2));
      } catch (err) {
        if (err instanceof SettingInvalidError) throw new OperatorError(err.message);
        throw err;
      }
      return 0;
    }
    if (command === 'player') {
      const user = await playerOf(deps, target);
      const inviter = user.referredBy
        ? (await deps.db.select().from(users).where(eq(users.id, user.referredBy)))[0]
        : undefined;
      out(`player ${user.uid}  invited by ${inviter ? inviter.uid : 'nobody'}`);
      const [held] = await deps.db
        .select()
        .from(inviteHolds)
        .where(eq(inviteHolds.inviterId, user.id));
      out(held ? `HELD since ${held.heldAt.toISOString()}` : 'not held');
      const team = await deps.db
        .select({ i: invitations, uid: users.uid })
        .from(invitations)
        .innerJoin(users, eq(users.id, invitations.inviteeId))
        .where(eq(invitations.inviterId, user.id))
        .orderBy(desc(invitations.createdAt));
      out(`team: ${team.length}`);
      for (const { i, uid } of team) {
        out(
          [
            uid,
            i.status,
            `invited ${i.createdAt.toISOString()}`,
            `deposits ${money(i.depositTotal)}`,
            `device ${i.device || '-'}`,
            `address ${i.address || '-'}`,
            i.pairNo === null ? '' : `pair ${i.pairNo}`,
          ].join('  '),
        );
      }
      const rewards = await rawRows<{ kind: string; state: string; n: number; amount: string }>(
        deps.db,
        sql`select p.kind, g.state, count(*)::int as n, sum(g.amount)::text as amount
              from promo_grants g join promotions p on p.id = g.promotion_id
             where g.user_id = ${user.id} and p.market = ${market}
               and p.kind in ('invite', 'agent_rebate')
             group by p.kind, g.state order by p.kind, g.state`,
      );
      for (const r of rewards) out(`${r.kind} ${r.state}: ${r.n}, ${money(Number(r.amount))}`);
      if (rewards.length === 0) out('no rewards');
      return 0;
    }
    if (command === 'hold' || command === 'release') {
      const user = await playerOf(deps, target);
      // The same service and audit row as the console's Affiliates page; the actor is `ops`.
      const audit: HoldAudit = (tx, before, after) =>
        writeAudit(tx, deps.now(), {
          operatorId: null,
          actor: 'ops',
          ip: '',
          action: `invite.${command}`,
          target: `player:${user.uid}`,
          before,
          after,
        });
      const r = await setInviterHold(deps, user.id, command === 'hold', audit);
      if (command === 'hold') out(r.changed ? `held ${user.uid}` : `${user.uid} was already held`);
      else {
        out(
          `${r.changed ? 'released' : 'was not held:'} ${user.uid}, ${r.credited} pair rewards paid`,
        );
      }
      return 0;
    }
    out(INVITE_USAGE);
    return command === 'help' || command === undefined ? 0 : 1;
  });
}
