import { MARKET_MONEY_LANGUAGE, parseMoneyInput } from '@cardroom/contract';
import type { PlayerFilters } from '@cardroom/contract/console';
import { type SQL, sql } from 'drizzle-orm';
import type { Deps } from '../../deps.js';
import { badRequest } from '../../http/errors.js';
import { playerBreaks } from '../breaks/index.js';
import { kycSubmissions } from '../kyc/index.js';
import { users } from '../users/index.js';
import { vipProgress } from '../vip/index.js';
import { withdrawOrders } from '../withdrawals/index.js';
import { searchCondition } from './lookup.js';
import { playerTags } from './schema.js';

/**
 * The player list's filters as SQL over `users left join vip_progress` (the list, a saved
 * segment's count and a broadcast's recipients all read them so). Every filter but risk is a
 * condition on the row or an indexed lookup by the player's id: withdrawals by
 * withdraw_orders_user_idx, KYC by kyc_submissions_user_idx, the break by its primary key, the
 * tag by player_tags' primary key. Risk is computed on read (modules/risk) and applied after.
 */

/** Credited deposits: the VIP total, kept in the deposit's own transaction (modules/vip). */
export const depositsOf = sql`coalesce(${vipProgress.depositTotal}, 0)`;

/**
 * Withdrawals requested or paid, as the risk cards count them: every order but those refused
 * or whose money went back.
 */
export const withdrawalsOf = sql`(select coalesce(sum(w.amount), 0) from ${withdrawOrders} w
  where w.user_id = ${users.id} and w.status not in ('rejected', 'refunded')
    and not (w.status = 'failed' and w.finished_at is not null))`;

/** The latest identity check's state, `none` before the first. */
export const kycOf = sql`coalesce((select k.state from ${kycSubmissions} k
  where k.user_id = ${users.id} order by k.id desc limit 1), 'none')`;

export const seenKey = sql`coalesce(${users.lastOnlineAt}, '-infinity'::timestamptz)`;

export const listFrom = sql`${users} left join ${vipProgress} on ${vipProgress.userId} = ${users.id}`;

function money(deps: Deps, text: string | undefined): number | undefined {
  if (text === undefined) return undefined;
  const read = parseMoneyInput(text, deps.market.code, MARKET_MONEY_LANGUAGE[deps.market.code], {
    allowZero: true,
  });
  if (!read.ok) throw badRequest('consolePlayerFilterInvalid');
  return read.minor;
}

const time = (iso: string | undefined) => (iso === undefined ? undefined : new Date(iso));

function range<T extends number | Date>(
  what: SQL,
  from: T | undefined,
  to: T | undefined,
  out: SQL[],
): void {
  if (from !== undefined && to !== undefined && from > to) {
    throw badRequest('consolePlayerFilterInvalid');
  }
  const v = (x: T) => (x instanceof Date ? sql`${x.toISOString()}::timestamptz` : sql`${x}`);
  if (from !== undefined) out.push(sql`${what} >= ${v(from)}`);
  if (to !== undefined) out.push(sql`${what} <= ${v(to)}`);
}

/** The filters' conditions (all must hold); refuses a backwards range or unreadable money. */
export function filterConditions(deps: Deps, f: PlayerFilters): SQL[] {
  const out: SQL[] = [];
  if (f.q) {
    const q = searchCondition(deps, f.q);
    if (q) out.push(q);
  }
  range(sql`${users.vipLevel}`, f.vipMin, f.vipMax, out);
  range(depositsOf, money(deps, f.depositsMin), money(deps, f.depositsMax), out);
  range(withdrawalsOf, money(deps, f.withdrawalsMin), money(deps, f.withdrawalsMax), out);
  range(seenKey, time(f.seenFrom), time(f.seenTo), out);
  range(sql`${users.createdAt}`, time(f.signedUpFrom), time(f.signedUpTo), out);
  if (f.kyc) out.push(sql`${kycOf} = ${f.kyc}`);
  if (f.onBreak) {
    const now = deps.now().toISOString();
    const kind = f.onBreak === 'either' ? sql`` : sql` and b.kind = ${f.onBreak}`;
    out.push(sql`exists (select 1 from ${playerBreaks} b where b.user_id = ${users.id}
      and b.kind is not null and b.ends_at > ${now}::timestamptz${kind})`);
  }
  if (f.tag) {
    out.push(sql`exists (select 1 from ${playerTags} t
      where t.user_id = ${users.id} and t.tag = ${f.tag})`);
  }
  return out;
}

export const allOf = (conds: readonly SQL[]): SQL =>
  conds.length === 0
    ? sql`true`
    : sql.join(
        conds.map((c) => sql`(${c})`),
        sql` and `,
      );
