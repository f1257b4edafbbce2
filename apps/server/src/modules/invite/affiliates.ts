import { consoleApi } from '@cardroom/contract/console';
import { sql } from 'drizzle-orm';
import { rawRows } from '../../db/client.js';
import type { Deps } from '../../deps.js';
import type { ConsoleRouter } from '../../http/console-router.js';
import { conflict, notFound } from '../../http/errors.js';
import { userByUid } from '../users/index.js';
import { setInviterHold } from './holds.js';

/**
 * The console's Affiliates page: inviters with their invitations and rewards, and the hold
 * (the same `setInviterHold` as `npm run ops -- invite hold|release`), audited as
 * `invite.hold` / `invite.release` with target `player:<uid>` (the audit log's player filter).
 */

interface InviterRow {
  uid: string;
  invited: number;
  valid: number;
  pair_paid: string;
  rebate_paid: string;
  waiting: string;
  held_at: Date | string | null;
}

/**
 * A page of inviters, most invitations first. The order is `invite_inviter_totals` walked down
 * its index (kept with each invitation, valid.ts), so a page reads its 20 inviters and their
 * grants, never every invitation (bench/affiliates-bench.ts: 100,000 players, 50,000
 * invitations). The count for the pager is a separate count of the same rows (the totals
 * table has one row per inviter: 24,000 at that size, counted in a few ms).
 */
export async function listInviters(
  deps: Deps,
  f: { uid?: string | undefined; heldOnly: boolean; limit: number; offset: number },
) {
  const market = deps.market.code;
  const uid = f.uid ?? '';
  // The page's inviters from the totals alone (an index walk; a join before the limit would
  // make the planner hash every player): all, held ones (the few holds first), or one by uid.
  const from = uid
    ? sql`users u join invite_inviter_totals t on t.inviter_id = u.id
           ${f.heldOnly ? sql`join invite_holds h on h.inviter_id = t.inviter_id` : sql``}
          where u.uid = ${uid}`
    : f.heldOnly
      ? sql`invite_holds h join invite_inviter_totals t on t.inviter_id = h.inviter_id`
      : sql`invite_inviter_totals t`;
  const [counted] = await rawRows<{ total: number }>(
    deps.db,
    sql`select count(*)::int as total from ${from}`,
  );
  const rows = await rawRows<InviterRow>(
    deps.db,
    sql`with picked as (
          select t.inviter_id, t.invited, t.valid from ${from}
           order by t.invited desc, t.inviter_id desc
           limit ${f.limit} offset ${f.offset})
        select u.uid, p.invited, p.valid, h.held_at,
               coalesce(sum(g.amount) filter (where g.kind = 'invite' and g.state = 'credited'), 0)::text as pair_paid,
               coalesce(sum(g.amount) filter (where g.kind = 'agent_rebate' and g.state = 'credited'), 0)::text as rebate_paid,
               coalesce(sum(g.amount) filter (where g.state = 'claimable'), 0)::text as waiting
          from picked p
          join users u on u.id = p.inviter_id
          left join invite_holds h on h.inviter_id = p.inviter_id
          left join (select pg.user_id, pg.amount, pg.state, pr.kind
                       from promo_grants pg join promotions pr on pr.id = pg.promotion_id
                      where pr.market = ${market} and pr.kind in ('invite', 'agent_rebate')
                        and pg.user_id in (select inviter_id from picked)) g
            on g.user_id = p.inviter_id
         group by u.uid, p.invited, p.valid, h.held_at, p.inviter_id
         order by p.invited desc, p.inviter_id desc`,
  );
  return {
    total: counted?.total ?? 0,
    items: rows.map((r) => ({
      uid: r.uid,
      invited: r.invited,
      valid: r.valid,
      pairRewardsPaid: Number(r.pair_paid),
      rebatePaid: Number(r.rebate_paid),
      waiting: Number(r.waiting),
      heldAt: r.held_at === null ? null : new Date(r.held_at).toISOString(),
    })),
  };
}

export function registerAffiliateConsoleRoutes(c: ConsoleRouter, deps: Deps): void {
  c.handle(consoleApi.consoleAffiliatesList, async (input) => {
    const page = await listInviters(deps, {
      uid: input.player || undefined,
      heldOnly: input.held === 'held',
      limit: input.pageSize,
      offset: (input.page - 1) * input.pageSize,
    });
    return { ...page, currencySign: deps.market.currencySign };
  });

  c.handle(consoleApi.consoleAffiliateHold, async (input, ctx) => {
    const user = await userByUid(deps.db, input.player);
    if (!user) throw notFound('consoleInviterNotFound');
    const r = await setInviterHold(deps, user.id, input.hold, (tx, before, after) =>
      ctx.audit(tx, {
        action: input.hold ? 'invite.hold' : 'invite.release',
        target: `player:${user.uid}`,
        before,
        after,
      }),
    );
    if (!r.changed) {
      throw conflict(input.hold ? 'consoleInviterHeldAlready' : 'consoleInviterNotHeld');
    }
    return { uid: user.uid, heldAt: r.heldAt?.toISOString() ?? null, credited: r.credited };
  });
}
