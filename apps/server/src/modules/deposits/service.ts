import { createHmac } from 'node:crypto';
import type { ChargeInfo, DepositOrder, Locale } from '@cardroom/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { uniqueViolation } from '../../db/errors.js';
import type { Deps } from '../../deps.js';
import { badRequest, notFound } from '../../http/errors.js';
import type { DepositRules } from '../settings/defaults.js';
import {
  applyRate,
  assertDepositOpen,
  assertInRange,
  chargeInfoOf,
  depositRulesOf,
  parseRange,
} from './config.js';
import { creditOrder } from './credit.js';
import {
  expireStale,
  flagOrder,
  lockOrder,
  lockPlayerAndCheckCap,
  newOrderNo,
  orderByNo,
  presentOrder,
} from './orders.js';
import {
  bankStatementLines,
  type DepositOrderRow,
  depositAddresses,
  depositOrders,
} from './schema.js';

/** The Deposit Bonus an order earns when it is credited, by method (percentages from the settings). */
export function giftFor(
  order: Pick<DepositOrderRow, 'depositType' | 'amount'>,
  info: ChargeInfo,
  rules: DepositRules,
): number {
  switch (order.depositType) {
    case 'online':
    case 'va':
      return rules.onlineGiftSwitch ? applyRate(order.amount, rules.onlineGift) : 0;
    case 'transfer_imps':
    case 'transfer_upi':
      return info.transferGiftSwitch ? applyRate(order.amount, info.transferGift) : 0;
    case 'agency':
      return applyRate(order.amount, info.agentRechargeGift);
    case 'crypto':
      return applyRate(order.amount, info.cryptoGift);
    default:
      return 0;
  }
}

/**
 * Self-service UTR bonus (SPEC.md §9): 1% of the deposit for every full 6 hours between the
 * player's submission and the operator's confirmation, at most 30%; rounded down to the
 * minor unit. Percent, period and cap come from `depositRules.selfUtrBonus`.
 */
export function selfUtrBonus(amount: number, waitedMs: number, rules: DepositRules): number {
  const b = rules.selfUtrBonus;
  if (!b.enabled || waitedMs <= 0 || b.periodHours <= 0) return 0;
  const periods = Math.floor(waitedMs / (b.periodHours * 3_600_000));
  const percent = Math.min(periods * b.percentPerPeriod, b.maxPercent);
  return applyRate(amount, percent / 100);
}

async function insertOrder(
  tx: Tx,
  values: Omit<typeof depositOrders.$inferInsert, 'orderNo' | 'createdAt' | 'updatedAt'>,
  now: Date,
): Promise<DepositOrderRow> {
  const [row] = await tx
    .insert(depositOrders)
    .values({ ...values, orderNo: newOrderNo(now), createdAt: now, updatedAt: now })
    .returning();
  if (!row) throw new Error('deposit order not stored');
  return row;
}

// ---------------------------------------------------------------- online payment

export async function createRechargeOrder(
  deps: Deps,
  userId: number,
  input: { amount: number; type: string },
  locale: Locale,
): Promise<{ orderNo: string; payUrl: string; amount: number }> {
  const [info, rules] = await Promise.all([chargeInfoOf(deps), depositRulesOf(deps)]);
  assertDepositOpen(deps, info);
  const item = info.rechargeTypeList.find((t) => t.type === input.type);
  const range = item ? parseRange(item) : null;
  if (!item || item.disable || !range) throw badRequest('methodUnavailable');
  assertInRange(deps, input.amount, range, locale);
  const gateway = deps.gateway;
  if (!gateway) throw badRequest('methodUnavailable');

  const now = deps.now();
  const order = await deps.db.transaction(async (tx) => {
    await lockPlayerAndCheckCap(deps, tx, userId, rules);
    return insertOrder(
      tx,
      {
        userId,
        depositType: item.type === 'va' ? 'va' : 'online',
        method: item.type,
        amount: input.amount,
        currency: deps.market.currencyCode,
        gateway: gateway.name,
        remark: item.name,
      },
      now,
    );
  });
  // The outside call happens after the order is committed (DESIGN.md §3).
  let payment: { gatewayOrderNo: string; payUrl: string };
  try {
    payment = await gateway.createPayment({
      merchantOrderNo: order.orderNo,
      amount: order.amount,
      currency: order.currency,
      method: item.type,
      notifyUrl: `${deps.config.publicUrl}/payment/notify/${gateway.name}`,
      returnUrl: `/pages/wallet/DepositOrderDetail?orderNo=${encodeURIComponent(order.orderNo)}`,
      customerRef: String(userId),
    });
  } catch (err) {
    await deps.db
      .update(depositOrders)
      .set({
        status: 'failed',
        remark: 'The payment gateway did not answer',
        updatedAt: deps.now(),
      })
      .where(and(eq(depositOrders.id, order.id), eq(depositOrders.status, 'pending')));
    throw err;
  }
  await deps.db
    .update(depositOrders)
    .set({ gatewayOrderNo: payment.gatewayOrderNo, payUrl: payment.payUrl, updatedAt: deps.now() })
    .where(eq(depositOrders.id, order.id));
  return { orderNo: order.orderNo, payUrl: payment.payUrl, amount: order.amount };
}

// ---------------------------------------------------------------- bank transfer

export async function createTransferOrder(
  deps: Deps,
  userId: number,
  input: { amount: number; method: 'imps' | 'upi' },
  locale: Locale,
) {
  const [info, rules] = await Promise.all([chargeInfoOf(deps), depositRulesOf(deps)]);
  assertDepositOpen(deps, info);
  if (!info.showTranfer || !info.cards.some((c) => c.type === input.method)) {
    throw badRequest('methodUnavailable');
  }
  assertInRange(deps, input.amount, rules.transferRange, locale);
  const payee = rules.payees[input.method];
  const order = await deps.db.transaction(async (tx) => {
    await lockPlayerAndCheckCap(deps, tx, userId, rules);
    return insertOrder(
      tx,
      {
        userId,
        depositType: input.method === 'imps' ? 'transfer_imps' : 'transfer_upi',
        method: input.method,
        amount: input.amount,
        currency: deps.market.currencyCode,
        bankName: input.method === 'imps' ? payee.bankName : 'UPI',
        ifsc: payee.ifsc,
        accountNumber: input.method === 'imps' ? payee.accountNumber : payee.upiId,
      },
      deps.now(),
    );
  });
  return { order: presentOrder(order), payee: { method: input.method, ...payee } };
}

/**
 * The player's UTR for a transfer order. A UTR is accepted once across the whole system
 * (a unique index decides between concurrent submissions); sending the same UTR again for
 * the same order answers the order unchanged.
 */
export async function submitUtr(
  deps: Deps,
  userId: number,
  input: { orderNo: string; utr: string },
): Promise<DepositOrder> {
  const utr = input.utr.trim();
  const order = await orderByNo(deps.db, input.orderNo);
  if (!order || order.userId !== userId) throw notFound('orderNotFound');
  if (order.depositType !== 'transfer_imps' && order.depositType !== 'transfer_upi') {
    throw notFound('orderNotFound');
  }
  if (order.utr === utr) return presentOrder(order);
  if (order.utr !== null || (order.status !== 'pending' && order.status !== 'expired')) {
    throw badRequest('utrUsed');
  }
  let updated: DepositOrderRow | undefined;
  try {
    [updated] = await deps.db
      .update(depositOrders)
      // A transfer made after the order expired still counts: the order waits again.
      .set({ utr, status: 'pending', updatedAt: deps.now() })
      .where(and(eq(depositOrders.id, order.id), sql`${depositOrders.utr} is null`))
      .returning();
  } catch (err) {
    if (uniqueViolation(err)) throw badRequest('utrUsed');
    throw err;
  }
  if (!updated) {
    // Another submission for this order won the race: same UTR is fine, another is not.
    const now = await orderByNo(deps.db, input.orderNo);
    if (now?.utr === utr) return presentOrder(now);
    throw badRequest('utrUsed');
  }
  await matchStatement(deps, utr);
  return presentOrder((await orderByNo(deps.db, input.orderNo)) ?? updated);
}

/**
 * A line of the operator's bank statement (in the sandbox: POST /sandbox/bank/incoming).
 * Recording the same UTR twice keeps the first line; matching then runs either way.
 */
export async function recordIncomingTransfer(
  deps: Deps,
  input: { utr: string; amount: number },
): Promise<{ lineId: number; matchedOrderNo: string | null; credited: boolean }> {
  await deps.db
    .insert(bankStatementLines)
    .values({
      utr: input.utr,
      amount: input.amount,
      currency: deps.market.currencyCode,
      createdAt: deps.now(),
    })
    .onConflictDoNothing({ target: bankStatementLines.utr });
  const credited = await matchStatement(deps, input.utr);
  const [line] = await deps.db
    .select()
    .from(bankStatementLines)
    .where(eq(bankStatementLines.utr, input.utr));
  if (!line) throw new Error('statement line vanished');
  return { lineId: line.id, matchedOrderNo: line.matchedOrderNo, credited };
}

/**
 * Matches a statement line with the transfer order carrying the same UTR and credits it,
 * in one transaction with both rows locked. Idempotent: a matched line matches nothing
 * again. A different amount flags the order for the operator instead of crediting it.
 * Self-service UTR orders are left to the operator (they are confirmed by hand).
 */
export async function matchStatement(deps: Deps, utr: string): Promise<boolean> {
  const [info, rules] = await Promise.all([chargeInfoOf(deps), depositRulesOf(deps)]);
  return deps.db.transaction(async (tx) => {
    const [line] = await tx
      .select()
      .from(bankStatementLines)
      .where(eq(bankStatementLines.utr, utr))
      .for('update');
    if (!line || line.matchedOrderNo) return false;
    const [order] = await tx
      .select()
      .from(depositOrders)
      .where(eq(depositOrders.utr, utr))
      .for('update');
    if (!order) return false;
    if (order.depositType !== 'transfer_imps' && order.depositType !== 'transfer_upi') return false;
    if (order.status !== 'pending' && order.status !== 'expired') return false;
    if (order.amount !== line.amount || order.currency !== line.currency) {
      if (!order.flagged) {
        await flagOrder(
          tx,
          order.id,
          `bank statement shows ${line.amount} ${line.currency} for UTR ${utr}`,
          deps.now(),
        );
      }
      return false;
    }
    await creditOrder(deps, tx, order, { bonus: giftFor(order, info, rules), rules });
    await tx
      .update(bankStatementLines)
      .set({ matchedOrderNo: order.orderNo })
      .where(eq(bankStatementLines.id, line.id));
    return true;
  });
}

// ---------------------------------------------------------------- self-service UTR

export async function createSelfUtrOrder(
  deps: Deps,
  userId: number,
  input: { amount: number; utr: string },
  locale: Locale,
): Promise<DepositOrder> {
  const [info, rules] = await Promise.all([chargeInfoOf(deps), depositRulesOf(deps)]);
  assertDepositOpen(deps, info);
  if (!info.fillOrderSwitch) throw badRequest('methodUnavailable');
  assertInRange(deps, input.amount, rules.transferRange, locale);
  try {
    const order = await deps.db.transaction(async (tx) => {
      await lockPlayerAndCheckCap(deps, tx, userId, rules);
      return insertOrder(
        tx,
        {
          userId,
          depositType: 'self_utr',
          method: 'utr',
          amount: input.amount,
          currency: deps.market.currencyCode,
          utr: input.utr.trim(),
          remark: 'Handled by the operator within 2-24 hours',
        },
        deps.now(),
      );
    });
    return presentOrder(order);
  } catch (err) {
    if (uniqueViolation(err)) throw badRequest('utrUsed');
    throw err;
  }
}

// ---------------------------------------------------------------- agency

export async function createAgentOrder(
  deps: Deps,
  userId: number,
  input: { agentId: string; amount: number },
  locale: Locale,
): Promise<DepositOrder> {
  const [info, rules] = await Promise.all([chargeInfoOf(deps), depositRulesOf(deps)]);
  assertDepositOpen(deps, info);
  if (!info.agentRechargeSwitch) throw badRequest('methodUnavailable');
  let agents: Array<{ id: string; name: string }> = [];
  try {
    agents = JSON.parse(info.agentsV2) as typeof agents;
  } catch {
    agents = [];
  }
  const agent = Array.isArray(agents) ? agents.find((a) => a.id === input.agentId) : undefined;
  if (!agent) throw badRequest('methodUnavailable');
  assertInRange(deps, input.amount, rules.agencyRange, locale);
  const order = await deps.db.transaction(async (tx) => {
    await lockPlayerAndCheckCap(deps, tx, userId, rules);
    return insertOrder(
      tx,
      {
        userId,
        depositType: 'agency',
        method: agent.id,
        amount: input.amount,
        currency: deps.market.currencyCode,
        remark: agent.name,
      },
      deps.now(),
    );
  });
  return presentOrder(order);
}

// ---------------------------------------------------------------- crypto and virtual accounts

/** A per-player address per network, derived with HMAC from the app secret (same every time). */
export function deriveCryptoAddress(appSecret: string, network: string, userId: number): string {
  const digest = createHmac('sha256', appSecret).update(`crypto:${network}:${userId}`).digest();
  if (network.toUpperCase() === 'TRC20') {
    // TRON-shaped: "T" then 33 base58 characters.
    const alphabet = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';
    let n = BigInt(`0x${digest.toString('hex')}`);
    let out = '';
    while (out.length < 33) {
      out += alphabet[Number(n % 58n)];
      n /= 58n;
    }
    return `T${out}`;
  }
  // EVM-shaped (ERC20, BEP20, …): 0x and 40 hex digits.
  return `0x${digest.subarray(0, 20).toString('hex')}`;
}

/** The player's virtual-account number: bank prefix + 11 digits derived from the player. */
export function deriveVaNumber(appSecret: string, prefix: string, userId: number): string {
  const digest = createHmac('sha256', appSecret).update(`va:${userId}`).digest();
  const digits = (BigInt(`0x${digest.subarray(0, 8).toString('hex')}`) % 10n ** 11n)
    .toString()
    .padStart(11, '0');
  return `${prefix}${digits}`;
}

async function ensureAddress(
  deps: Deps,
  userId: number,
  kind: 'crypto' | 'va',
  network: string,
  address: string,
): Promise<void> {
  await deps.db
    .insert(depositAddresses)
    .values({ userId, kind, network, address, createdAt: deps.now() })
    .onConflictDoNothing();
}

export async function cryptoAddress(deps: Deps, userId: number, network: string) {
  const info = await chargeInfoOf(deps);
  const net = info.cryptoConfig.networks.find((n) => n.network === network);
  if (!info.showCrypto || !net) throw badRequest('methodUnavailable');
  const address = deriveCryptoAddress(deps.config.appSecret, net.network, userId);
  await ensureAddress(deps, userId, 'crypto', net.network, address);
  return { network: net.network, currency: net.currency, address, minAmount: net.minAmount };
}

export async function vaInfo(deps: Deps, userId: number) {
  const [info, rules] = await Promise.all([chargeInfoOf(deps), depositRulesOf(deps)]);
  const va = info.rechargeTypeList.find((t) => t.type === 'va' && !t.disable);
  if (!va || !rules.virtualAccount.prefix) throw badRequest('methodUnavailable');
  const vaNumber = deriveVaNumber(deps.config.appSecret, rules.virtualAccount.prefix, userId);
  await ensureAddress(deps, userId, 'va', rules.virtualAccount.bankName, vaNumber);
  return {
    bankName: rules.virtualAccount.bankName,
    vaNumber,
    accountName: rules.virtualAccount.accountName,
  };
}

export type IncomingResult = { orderNo: string; status: string; credited: boolean };

/**
 * Money that arrived at a player's address (crypto, by tx hash) or virtual account (by
 * reference): one order per (type, reference), created and credited in one transaction.
 */
export async function recordIncomingToAddress(
  deps: Deps,
  kind: 'crypto' | 'va',
  input: { address: string; amount: number; reference: string },
): Promise<IncomingResult> {
  const [owner] = await deps.db
    .select()
    .from(depositAddresses)
    .where(and(eq(depositAddresses.kind, kind), eq(depositAddresses.address, input.address)));
  if (!owner) throw notFound('notFound');
  const [info, rules] = await Promise.all([chargeInfoOf(deps), depositRulesOf(deps)]);
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    const [created] = await tx
      .insert(depositOrders)
      .values({
        orderNo: newOrderNo(now),
        userId: owner.userId,
        depositType: kind,
        method: owner.network,
        amount: input.amount,
        currency: deps.market.currencyCode,
        externalRef: input.reference,
        accountNumber: input.address,
        bankName: kind === 'va' ? owner.network : '',
        createdAt: now,
        updatedAt: now,
      })
      .onConflictDoNothing()
      .returning();
    if (!created) {
      const [existing] = await tx
        .select()
        .from(depositOrders)
        .where(
          and(eq(depositOrders.depositType, kind), eq(depositOrders.externalRef, input.reference)),
        );
      if (!existing) throw new Error('incoming deposit vanished');
      return { orderNo: existing.orderNo, status: existing.status, credited: false };
    }
    const min =
      kind === 'crypto'
        ? (info.cryptoConfig.networks.find((n) => n.network === owner.network)?.minAmount ?? 0)
        : 0;
    if (input.amount < min) {
      // Below the network minimum: recorded for the operator, not credited automatically.
      await tx
        .update(depositOrders)
        .set({ status: 'rejected', remark: 'Below the network minimum', updatedAt: now })
        .where(eq(depositOrders.id, created.id));
      return { orderNo: created.orderNo, status: 'rejected', credited: false };
    }
    await creditOrder(deps, tx, created, { bonus: giftFor(created, info, rules), rules });
    return { orderNo: created.orderNo, status: 'success', credited: true };
  });
}

// ---------------------------------------------------------------- operator actions

/** An operator action that does not apply (wrong order, wrong status): the CLI prints it. */
export class OperatorError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'OperatorError';
  }
}
const operatorError = (msg: string) => new OperatorError(msg);

/** Confirms a self-service UTR order: credits it with the waiting bonus (SPEC.md §9). */
export async function confirmSelfUtr(deps: Deps, orderNo: string): Promise<DepositOrderRow> {
  const rules = await depositRulesOf(deps);
  return deps.db.transaction(async (tx) => {
    const order = await lockOrder(tx, orderNo);
    if (order?.depositType !== 'self_utr')
      throw operatorError(`no self-service UTR order ${orderNo}`);
    if (order.status !== 'pending')
      throw operatorError(`order ${orderNo} is ${order.status}, not pending`);
    const waited = deps.now().getTime() - order.createdAt.getTime();
    return creditOrder(deps, tx, order, {
      bonus: selfUtrBonus(order.amount, waited, rules),
      rules,
    });
  });
}

/** Rejects a pending self-service UTR or agency order; the UTR stays used. */
export async function rejectOrder(
  deps: Deps,
  orderNo: string,
  reason: string,
  types: string[] = ['self_utr', 'agency'],
): Promise<DepositOrderRow> {
  return deps.db.transaction(async (tx) => {
    const order = await lockOrder(tx, orderNo);
    if (!order || !types.includes(order.depositType))
      throw operatorError(`no ${types.join('/')} order ${orderNo}`);
    if (order.status !== 'pending')
      throw operatorError(`order ${orderNo} is ${order.status}, not pending`);
    const [updated] = await tx
      .update(depositOrders)
      .set({ status: 'rejected', remark: reason, updatedAt: deps.now() })
      .where(eq(depositOrders.id, order.id))
      .returning();
    if (!updated) throw new Error('order vanished');
    return updated;
  });
}

/** The agent was paid: credits the agency order with the agency gift when it is on. */
export async function creditAgentOrder(deps: Deps, orderNo: string): Promise<DepositOrderRow> {
  const [info, rules] = await Promise.all([chargeInfoOf(deps), depositRulesOf(deps)]);
  return deps.db.transaction(async (tx) => {
    const order = await lockOrder(tx, orderNo);
    if (order?.depositType !== 'agency') throw operatorError(`no agency order ${orderNo}`);
    if (order.status !== 'pending')
      throw operatorError(`order ${orderNo} is ${order.status}, not pending`);
    return creditOrder(deps, tx, order, { bonus: giftFor(order, info, rules), rules });
  });
}

export { expireStale };
