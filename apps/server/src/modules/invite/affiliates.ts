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
  total: number;
}

export async function listInviters(
  deps: Deps,
  f: { uid?: string | undefined; heldOnly: boolean; limit: number; offset: number },
) {
  const market = deps.market.code;
  // One aggregate over the invitations (indexed by inviter), then the page's inviters' grants.
  const rows = await rawRows<InviterRow>(
    deps.db,
    sql`with inv as (
          select i.inviter_id, count(*)::int as invited, count(i.valid_at)::int as valid
            from invitations i group by i.inviter_id),
        picked as (
          select inv.*, u.uid, h.held_at, count(*) over ()::int as total
            from inv join users u on u.id = inv.inviter_id
            left join invite_holds h on h.inviter_id = inv.inviter_id
           where (${f.uid ?? ''} = '' or u.uid = ${f.uid ?? ''})
             and (not ${f.heldOnly} or h.inviter_id is not null)
           order by inv.invited desc, inv.inviter_id desc
           limit ${f.limit} offset ${f.offset})
        select p.uid, p.invited, p.valid, p.held_at, p.total,
               coalesce(sum(g.amount) filter (where g.kind = 'invite' and g.state = 'credited'), 0)::text as pair_paid,
               coalesce(sum(g.amount) filter (where g.kind = 'agent_rebate' and g.state = 'credited'), 0)::text as rebate_paid,
               coalesce(sum(g.amount) filter (where g.state = 'claimable'), 0)::text as waiting
          from picked p
          left join (select pg.user_id, pg.amount, pg.state, pr.kind
                       from promo_grants pg join promotions pr on pr.id = pg.promotion_id
                      where pr.market = ${market} and pr.kind in ('invite', 'agent_rebate')
                        and pg.user_id in (select inviter_id from picked)) g
            on g.user_id = p.inviter_id
         group by p.uid, p.invited, p.valid, p.held_at, p.total, p.inviter_id
         order by p.invited desc, p.inviter_id desc`,
  );
  return {
    total: rows[0]?.total ?? 0,
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
