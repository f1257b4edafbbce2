import type { ConsolePlayerDetail, ConsolePlayerRow } from '@cardroom/contract/console';
import { and, count, desc, eq, ilike, max, or, sum } from 'drizzle-orm';
import type { Deps } from '../../deps.js';
import { notFound } from '../../http/errors.js';
import { sessions } from '../auth/index.js';
import { activeBreak, breakStateOf } from '../breaks/index.js';
import { depositOrders } from '../deposits/index.js';
import { limitsState } from '../limits/index.js';
import { typedUidOrPhone, type UserRow, users } from '../users/index.js';
import { vipProgress } from '../vip/index.js';
import { withdrawOrders } from '../withdrawals/index.js';

/** The player a console call names by uid, or the operator's "no such player". */
export async function playerByUid(deps: Deps, uid: string): Promise<UserRow> {
  const [row] = await deps.db.select().from(users).where(eq(users.uid, uid)).limit(1);
  if (!row) throw notFound('consolePlayerNotFound');
  return row;
}

/** `%`, `_` and `\` typed by an operator are searched for as themselves (ILIKE's escape is `\`). */
const likeEscaped = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * What a search box query can mean: an exact uid, a phone number (the national part, with or
 * without the market prefix, a leading 0 or spaces) or part of a nickname.
 */
export function searchCondition(deps: Deps, q: string) {
  const either = [ilike(users.nickname, `%${likeEscaped(q)}%`)];
  const typed = typedUidOrPhone(deps.market, q);
  if (typed) {
    either.push(eq(users.uid, typed.uid));
    if (typed.national) either.push(eq(users.mobile, typed.national));
  }
  return or(...either);
}

export async function searchPlayers(
  deps: Deps,
  q: { q: string; page: number; pageSize: number },
): Promise<{ rows: ConsolePlayerRow[]; total: number }> {
  const where = searchCondition(deps, q.q);
  const [rows, [counted]] = await Promise.all([
    deps.db
      .select()
      .from(users)
      .where(where)
      .orderBy(desc(users.id))
      .limit(q.pageSize)
      .offset((q.page - 1) * q.pageSize),
    deps.db.select({ n: count() }).from(users).where(where),
  ]);
  return {
    total: counted?.n ?? 0,
    rows: rows.map((u) => ({
      uid: u.uid,
      nickname: u.nickname,
      mobile: u.mobile,
      vipLevel: u.vipLevel,
      disabled: u.disabled,
      createdAt: u.createdAt.toISOString(),
    })),
  };
}

async function successTotal(
  deps: Deps,
  table: typeof depositOrders | typeof withdrawOrders,
  userId: number,
): Promise<number> {
  const [row] = await deps.db
    .select({ total: sum(table.amount) })
    .from(table)
    .where(and(eq(table.userId, userId), eq(table.status, 'success')));
  return Number(row?.total ?? 0);
}

/** Everything the player's page shows above its tabs. */
export async function playerDetail(deps: Deps, uid: string): Promise<ConsolePlayerDetail> {
  const u = await playerByUid(deps, uid);
  const [
    balance,
    wageringLeft,
    depositsTotal,
    withdrawalsTotal,
    vip,
    lastSession,
    inviter,
    team,
    onBreak,
    limits,
  ] = await Promise.all([
    deps.ledger.balance(deps.db, u.id, 'cash'),
    deps.ledger.balance(deps.db, u.id, 'wagering'),
    successTotal(deps, depositOrders, u.id),
    successTotal(deps, withdrawOrders, u.id),
    deps.db.select().from(vipProgress).where(eq(vipProgress.userId, u.id)).limit(1),
    deps.db
      .select({ at: max(sessions.createdAt) })
      .from(sessions)
      .where(eq(sessions.userId, u.id)),
    u.referredBy === null
      ? Promise.resolve([])
      : deps.db
          .select({ uid: users.uid, nickname: users.nickname })
          .from(users)
          .where(eq(users.id, u.referredBy))
          .limit(1),
    deps.db.select({ n: count() }).from(users).where(eq(users.referredBy, u.id)),
    activeBreak(deps.db, u.id, deps.now()),
    limitsState(deps, u.id),
  ]);
  const lastSignIn = lastSession[0]?.at;
  return {
    uid: u.uid,
    nickname: u.nickname,
    mobile: u.mobile,
    phonePrefix: deps.market.phonePrefix,
    market: deps.market.code,
    signupChannel: u.signupChannel,
    isGuest: u.isGuest,
    createdAt: u.createdAt.toISOString(),
    lastOnlineAt: u.lastOnlineAt?.toISOString() ?? null,
    // max() of a timestamp comes back as text on some drivers.
    lastSignInAt: lastSignIn ? new Date(lastSignIn).toISOString() : null,
    disabled: u.disabled,
    balance,
    wageringLeft,
    depositsTotal,
    withdrawalsTotal,
    vip: {
      level: u.vipLevel,
      depositTotal: vip[0]?.depositTotal ?? 0,
      validBetTotal: vip[0]?.validBetTotal ?? 0,
    },
    inviter: inviter[0] ?? null,
    teamSize: team[0]?.n ?? 0,
    currencySign: deps.market.currencySign,
    safety: {
      break: onBreak ? breakStateOf(deps, onBreak, 'en') : null,
      limits: limits.limits.filter((l) => l.value !== null || l.pendingAt !== null),
    },
  };
}
