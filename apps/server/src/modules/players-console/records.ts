import type { PlayerRecordRow, PlayerRecordTab } from '@cardroom/contract/console';
import { and, count, desc, eq } from 'drizzle-orm';
import type { Deps } from '../../deps.js';
import { depositOrders } from '../deposits/index.js';
import { gameRounds } from '../games/index.js';
import { invitations } from '../invite/index.js';
import { ledgerAccounts, ledgerPostings, ledgerTransactions } from '../ledger/index.js';
import { promoGrants, promotions } from '../promo/index.js';
import { users } from '../users/index.js';
import { withdrawOrders } from '../withdrawals/index.js';

export interface RecordsPage {
  rows: PlayerRecordRow[];
  total: number;
}
interface Paging {
  limit: number;
  offset: number;
}

const iso = (d: Date | null) => d?.toISOString() ?? '';

/** The player's cash postings with their movement: what every balance change was. */
async function ledgerLines(deps: Deps, userId: number, p: Paging): Promise<RecordsPage> {
  const where = and(
    eq(ledgerAccounts.ownerType, 'player'),
    eq(ledgerAccounts.userId, userId),
    eq(ledgerAccounts.kind, 'cash'),
  );
  const [rows, [n]] = await Promise.all([
    deps.db
      .select({ posting: ledgerPostings, tx: ledgerTransactions })
      .from(ledgerPostings)
      .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerPostings.accountId))
      .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerPostings.transactionId))
      .where(where)
      .orderBy(desc(ledgerPostings.id))
      .limit(p.limit)
      .offset(p.offset),
    deps.db
      .select({ n: count() })
      .from(ledgerPostings)
      .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerPostings.accountId))
      .where(where),
  ]);
  return {
    total: n?.n ?? 0,
    rows: rows.map(({ posting, tx }) => ({
      id: `p${posting.id}`,
      at: iso(tx.createdAt),
      what: tx.type,
      amount: posting.amount,
      stake: null,
      balanceAfter: posting.balanceAfter,
      status: '',
      ref:
        tx.reference && tx.reference !== tx.idempotencyKey
          ? `${tx.idempotencyKey} · ${tx.reference}`
          : tx.idempotencyKey,
    })),
  };
}

/** A `select count(*)` answer's one number. */
async function countOf(rows: Promise<{ n: number }[]>): Promise<number> {
  return (await rows)[0]?.n ?? 0;
}

async function deposits(deps: Deps, userId: number, p: Paging): Promise<RecordsPage> {
  const where = eq(depositOrders.userId, userId);
  const [rows, matching] = await Promise.all([
    deps.db
      .select()
      .from(depositOrders)
      .where(where)
      .orderBy(desc(depositOrders.id))
      .limit(p.limit)
      .offset(p.offset),
    countOf(deps.db.select({ n: count() }).from(depositOrders).where(where)),
  ]);
  return {
    total: matching,
    rows: rows.map((o) => ({
      id: `d${o.id}`,
      at: iso(o.createdAt),
      what: o.method ? `${o.depositType} · ${o.method}` : o.depositType,
      amount: o.amount,
      stake: null,
      balanceAfter: null,
      status: o.flagged ? `${o.status} (flagged)` : o.status,
      ref: o.orderNo,
    })),
  };
}

async function withdrawals(deps: Deps, userId: number, p: Paging): Promise<RecordsPage> {
  const where = eq(withdrawOrders.userId, userId);
  const [rows, matching] = await Promise.all([
    deps.db
      .select()
      .from(withdrawOrders)
      .where(where)
      .orderBy(desc(withdrawOrders.id))
      .limit(p.limit)
      .offset(p.offset),
    countOf(deps.db.select({ n: count() }).from(withdrawOrders).where(where)),
  ]);
  return {
    total: matching,
    rows: rows.map((o) => ({
      id: `w${o.id}`,
      at: iso(o.createdAt),
      what: `${o.beneficiary.bankName || o.beneficiary.bankCode} ${o.beneficiary.accountNumber}`,
      amount: -o.amount,
      stake: null,
      balanceAfter: null,
      status: o.status,
      ref: o.orderNo,
    })),
  };
}

/** House-game rounds; the amount is what the round did to the player (payout − stake). */
async function rounds(deps: Deps, userId: number, p: Paging): Promise<RecordsPage> {
  const where = eq(gameRounds.userId, userId);
  const [rows, matching] = await Promise.all([
    deps.db
      .select()
      .from(gameRounds)
      .where(where)
      .orderBy(desc(gameRounds.id))
      .limit(p.limit)
      .offset(p.offset),
    countOf(deps.db.select({ n: count() }).from(gameRounds).where(where)),
  ]);
  return {
    total: matching,
    rows: rows.map((r) => ({
      id: `r${r.id}`,
      at: iso(r.createdAt),
      what: r.gameCode,
      amount: r.payout - r.stake,
      stake: r.stake,
      balanceAfter: null,
      status: r.payout > r.stake ? 'won' : r.payout === r.stake ? 'even' : 'lost',
      ref: r.betUuid,
    })),
  };
}

async function bonuses(deps: Deps, userId: number, p: Paging): Promise<RecordsPage> {
  const where = eq(promoGrants.userId, userId);
  const [rows, matching] = await Promise.all([
    deps.db
      .select({ grant: promoGrants, title: promotions.title, kind: promotions.kind })
      .from(promoGrants)
      .leftJoin(promotions, eq(promotions.id, promoGrants.promotionId))
      .where(where)
      .orderBy(desc(promoGrants.id))
      .limit(p.limit)
      .offset(p.offset),
    countOf(deps.db.select({ n: count() }).from(promoGrants).where(where)),
  ]);
  return {
    total: matching,
    rows: rows.map(({ grant, title, kind }) => ({
      id: `g${grant.id}`,
      at: iso(grant.createdAt),
      what: title?.en ? `${title.en} (${kind})` : `promotion ${grant.promotionId}`,
      amount: grant.amount,
      stake: null,
      balanceAfter: null,
      status: grant.state,
      ref: grant.period,
    })),
  };
}

/** The players who signed up with this player's invite code, with their invite status. */
async function team(deps: Deps, userId: number, p: Paging): Promise<RecordsPage> {
  const where = eq(users.referredBy, userId);
  const [rows, [n]] = await Promise.all([
    deps.db
      .select({ user: users, status: invitations.status })
      .from(users)
      .leftJoin(invitations, eq(invitations.inviteeId, users.id))
      .where(where)
      .orderBy(desc(users.id))
      .limit(p.limit)
      .offset(p.offset),
    deps.db.select({ n: count() }).from(users).where(where),
  ]);
  return {
    total: n?.n ?? 0,
    rows: rows.map(({ user, status }) => ({
      id: `u${user.id}`,
      at: iso(user.createdAt),
      what: user.nickname,
      amount: null,
      stake: null,
      balanceAfter: null,
      status: status ?? '',
      ref: user.uid,
    })),
  };
}

const tabs: Record<
  PlayerRecordTab,
  (deps: Deps, userId: number, p: Paging) => Promise<RecordsPage>
> = {
  ledger: ledgerLines,
  deposits,
  withdrawals,
  rounds,
  bonuses,
  team,
};

/** One page of one tab of the player's page, newest first. */
export function playerRecords(
  deps: Deps,
  userId: number,
  q: { tab: PlayerRecordTab; page: number; pageSize: number },
): Promise<RecordsPage> {
  return tabs[q.tab](deps, userId, { limit: q.pageSize, offset: (q.page - 1) * q.pageSize });
}
