import { randomInt } from 'node:crypto';
import {
  type api,
  type FeeRule,
  feeFor,
  formatMoney,
  type Locale,
  type RequestOf,
  type WithdrawAccountKind,
} from '@cardroom/contract';
import { and, count, desc, eq, gte, notInArray, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client.js';
import { insertNumbered } from '../../db/numbered.js';
import type { Deps } from '../../deps.js';
import { badRequest, notFound } from '../../http/errors.js';
import type { RequestKeyCtx } from '../../http/request-keys.js';
import { InsufficientFunds } from '../ledger/index.js';
import { rangeStart } from '../records/index.js';
import { readSetting } from '../settings/index.js';
import { userById, users } from '../users/index.js';
import { enabledWallets, liveCards, ownCard } from './cards.js';
import { bankNameOf, presentCard, presentOrder } from './presenter.js';
import { type WithdrawOrderRow, withdrawOrders } from './schema.js';
import { checkWithdrawPassword, lockedMinutes } from './security.js';
import { type VipWithdrawLevel, type WithdrawRules, withdrawRulesSetting } from './settings.js';

/** Orders that gave the money back do not use up the day's limits. */
const RETURNED = ['failed', 'rejected', 'refunded'];

export function newWithdrawOrderNo(now: Date): string {
  const stamp = now.toISOString().replace(/[-:T]/g, '').slice(0, 14);
  return `WD${stamp}${String(randomInt(0, 1_000_000)).padStart(6, '0')}`;
}

/** Stores a new withdrawal under a fresh order number (`draw` is for tests that force a clash). */
export async function insertWithdrawOrder(
  tx: Tx,
  now: Date,
  values: Omit<typeof withdrawOrders.$inferInsert, 'orderNo' | 'createdAt' | 'updatedAt'>,
  draw: () => string = () => newWithdrawOrderNo(now),
): Promise<WithdrawOrderRow> {
  return insertNumbered(
    draw,
    async (orderNo) => {
      const [row] = await tx
        .insert(withdrawOrders)
        .values({ ...values, orderNo, createdAt: now, updatedAt: now })
        .onConflictDoNothing({ target: withdrawOrders.orderNo })
        .returning();
      return row;
    },
    'withdraw order',
  );
}

export function levelRule(rules: WithdrawRules, level: number): VipWithdrawLevel {
  const sorted = [...rules.vipLevels].sort((a, b) => a.level - b.level);
  const found = sorted.filter((l) => l.level <= level).pop() ?? sorted[0];
  if (!found) throw new Error('withdrawRules.vipLevels is empty');
  return found;
}

async function usedToday(deps: Deps, db: DbOrTx, userId: number) {
  const since = rangeStart(deps.market.code, 'today', deps.now());
  const [row] = await db
    .select({
      n: count(),
      total: sql<string>`coalesce(sum(${withdrawOrders.amount}), 0)`,
    })
    .from(withdrawOrders)
    .where(
      and(
        eq(withdrawOrders.userId, userId),
        gte(withdrawOrders.createdAt, since),
        notInArray(withdrawOrders.status, RETURNED),
      ),
    );
  return { count: Number(row?.n ?? 0), amount: Number(row?.total ?? 0) };
}

/** The range of one order to this kind of account (the same at every VIP level). */
export function methodRange(rules: WithdrawRules, kind: WithdrawAccountKind) {
  return kind === 'ewallet'
    ? { min: rules.ewallet.min, max: rules.ewallet.max }
    : { min: rules.min, max: rules.max };
}

/**
 * The range and fee of an order to this kind of account: a bank account takes the rules'
 * min/max and the VIP level's fee; an e-wallet its own (withdrawRules.ewallet).
 */
export function methodRule(
  rules: WithdrawRules,
  level: VipWithdrawLevel,
  kind: WithdrawAccountKind,
): { kind: WithdrawAccountKind; min: number; max: number; fee: FeeRule } {
  return {
    kind,
    ...methodRange(rules, kind),
    fee: kind === 'ewallet' ? rules.ewallet.fee : level.fee,
  };
}

export async function withdrawInfo(deps: Deps, userId: number) {
  // The rules are read (and checked) once per request; the lock window comes from them.
  const rules = await readSetting(deps.db, deps.market.code, withdrawRulesSetting);
  const [user, balance, wagering, used, cards, locked] = await Promise.all([
    userById(deps.db, userId),
    deps.ledger.balance(deps.db, userId, 'cash'),
    deps.ledger.balance(deps.db, userId, 'wagering'),
    usedToday(deps, deps.db, userId),
    liveCards(deps.db, userId),
    lockedMinutes(deps, deps.db, userId, rules),
  ]);
  const level = levelRule(rules, user.vipLevel);
  return {
    balance,
    withdrawable: wagering > 0 ? 0 : balance,
    wageringRequired: wagering,
    min: rules.min,
    max: rules.max,
    vipLevel: user.vipLevel,
    dailyCount: level.dailyCount,
    dailyAmount: level.dailyAmount,
    todayCount: used.count,
    todayAmount: used.amount,
    fee: level.fee,
    hasMobile: user.mobile !== null,
    hasWithdrawPassword: user.withdrawPasswordHash !== null,
    lockedMinutes: locked,
    cards: cards.map(presentCard),
    methods: [
      methodRule(rules, level, 'bank'),
      ...(enabledWallets(rules).length > 0 ? [methodRule(rules, level, 'ewallet')] : []),
    ],
  };
}

/** The app's one money text (contract formatMoney); `bare` where the message names the currency. */
function money(deps: Deps, minor: number, locale: 'en' | 'id', bare = false): string {
  return formatMoney(minor, deps.market.code, locale, { bare });
}

/**
 * Takes the amount out of cash into pending withdrawals, in one database transaction that
 * holds the player's row lock: concurrent requests of one player run one after another, so
 * neither the balance nor the day's limits can be overrun by a race. The payout itself
 * happens after commit (see payout.ts).
 */
export async function applyWithdrawal(
  deps: Deps,
  userId: number,
  input: RequestOf<typeof api.withdrawApply>,
  locale: 'en' | 'id',
  /** The client idempotency key: spent in the same transaction as the order. */
  requestKey: RequestKeyCtx | null = null,
): Promise<WithdrawOrderRow> {
  await deps.flows.withdrawalRequested(deps, userId);
  const user = await userById(deps.db, userId);
  if (!user.withdrawPasswordHash) throw badRequest('withdrawPasswordRequired');
  const card = await ownCard(deps.db, userId, input.bankCardId);
  const rules = await readSetting(deps.db, deps.market.code, withdrawRulesSetting);
  await checkWithdrawPassword(deps, userId, input.withdrawPassword, rules);
  // An e-wallet the operator has since switched off takes no new orders (its account stays).
  if (card.kind === 'ewallet' && !enabledWallets(rules).some((w) => w.code === card.bankCode)) {
    throw badRequest('ewalletUnavailable');
  }
  const range = methodRange(rules, card.kind);
  if (input.amount < range.min || input.amount > range.max) {
    throw badRequest('withdrawRange', {
      min: money(deps, range.min, locale),
      max: money(deps, range.max, locale),
    });
  }

  return deps.db.transaction(async (tx) => {
    const [locked] = await tx
      .select({ vipLevel: users.vipLevel })
      .from(users)
      .where(eq(users.id, userId))
      .for('update');
    if (!locked) throw new Error(`user ${userId} vanished`);
    await requestKey?.bind(tx);
    const wagering = await deps.ledger.balance(tx, userId, 'wagering');
    if (wagering > 0) {
      throw badRequest('wageringLeft', {
        amount: money(deps, wagering, locale, true),
        word: deps.market.currencyWord[locale],
      });
    }
    const level = levelRule(rules, locked.vipLevel);
    const used = await usedToday(deps, tx, userId);
    if (used.count >= level.dailyCount) {
      throw badRequest('withdrawDailyCount', { count: level.dailyCount });
    }
    if (used.amount + input.amount > level.dailyAmount) {
      throw badRequest('withdrawDailyAmount', {
        amount: money(deps, Math.max(0, level.dailyAmount - used.amount), locale),
      });
    }
    const fee = feeFor(input.amount, methodRule(rules, level, card.kind).fee);
    if (fee >= input.amount) throw badRequest('withdrawFeeTooHigh');

    const now = deps.now();
    // The order first, under a fresh number; the money moves under that number in the same
    // transaction, so a refused debit leaves no order behind.
    const order = await insertWithdrawOrder(tx, now, {
      userId,
      bankCardId: card.id,
      // Small orders are approved by rule and go to the gateway after commit.
      status: input.amount <= rules.autoPayoutLimit ? 'approved' : 'review',
      amount: input.amount,
      fee,
      arrivalAmount: input.amount - fee,
      currency: deps.ledger.currency,
      beneficiary: {
        name: card.holderName,
        accountNumber: card.accountNumber,
        ifsc: card.ifsc,
        bankCode: card.bankCode,
        bankName: bankNameOf(card),
        kind: card.kind,
      },
    });
    try {
      await deps.ledger.post(
        {
          key: `withdrawal:${order.orderNo}`,
          type: 'withdrawal',
          userId,
          reference: order.orderNo,
          memo: { fee, bankCardId: card.id },
          postings: [
            { account: { userId, kind: 'cash' }, amount: -input.amount },
            { account: { house: 'pending_withdrawals' }, amount: input.amount },
          ],
        },
        tx,
      );
    } catch (err) {
      if (err instanceof InsufficientFunds) throw badRequest('withdrawInsufficient');
      throw err;
    }
    return order;
  });
}

export async function withdrawRecords(
  deps: Deps,
  userId: number,
  input: RequestOf<typeof api.withdrawRecord>,
  locale: Locale,
) {
  const since = rangeStart(deps.market.code, input.range, deps.now());
  const where = and(eq(withdrawOrders.userId, userId), gte(withdrawOrders.createdAt, since));
  const [rows, [total]] = await Promise.all([
    deps.db
      .select()
      .from(withdrawOrders)
      .where(where)
      .orderBy(desc(withdrawOrders.createdAt), desc(withdrawOrders.id))
      .limit(input.pageSize)
      .offset((input.page - 1) * input.pageSize),
    deps.db.select({ n: count() }).from(withdrawOrders).where(where),
  ]);
  return {
    list: rows.map((o) => presentOrder(o, locale)),
    total: Number(total?.n ?? 0),
    page: input.page,
  };
}

/** One of the player's own orders; someone else's answers exactly like a missing one. */
export async function withdrawDetail(deps: Deps, userId: number, orderNo: string, locale: Locale) {
  const [row] = await deps.db
    .select()
    .from(withdrawOrders)
    .where(and(eq(withdrawOrders.orderNo, orderNo), eq(withdrawOrders.userId, userId)))
    .limit(1);
  if (!row) throw notFound('orderNotFound');
  return presentOrder(row, locale);
}
