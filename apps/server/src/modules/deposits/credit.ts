import { wageringFor } from '@cardroom/contract';
import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import type { Deps } from '../../deps.js';
import type { HouseKind } from '../ledger/index.js';
import { addWagering } from '../ledger/index.js';
import { remarkCode } from './remarks.js';
import { type DepositOrderRow, depositOrders } from './schema.js';
import type { DepositRules } from './settings.js';

/** Where the money of each method comes from, on the house side. */
export function clearingFor(depositType: string): HouseKind {
  switch (depositType) {
    case 'transfer_imps':
    case 'transfer_upi':
    case 'self_utr':
      return 'bank_clearing';
    case 'crypto':
      return 'crypto_clearing';
    case 'agency':
      return 'agent_clearing';
    default:
      return 'gateway_clearing';
  }
}

/**
 * Credits an order in the caller's transaction: the deposit (`deposit:<orderNo>`), its
 * wagering (deposit × depositWageringMultiple), then the deposit-credited flow
 * (src/flows/deposit-credited.ts: the method's gift through the promotions' one bonus path,
 * with the break gate, then the other modules' rewards and the message), and the order's
 * status with the gift paid. Every movement has its own key, so calling this twice for one
 * order moves nothing the second time.
 * Settings are read by the caller before its transaction: with PGlite (one connection) a
 * read outside the transaction would wait for it forever.
 *
 * Money beyond the player's deposit limit (docs/ARCHITECTURE.md "Money beyond a deposit
 * limit"): the part the limits allow (`deps.flows.depositPlayable`, asked under their row lock) goes to
 * `cash`, the rest to the player's `held` account, in the one `deposit:<orderNo>` movement.
 * Wagering, the method's gift and the flow's rewards are for the playable part only; a
 * release adds the wagering of what it releases (release.ts).
 */
export async function creditOrder(
  deps: Deps,
  tx: Tx,
  order: DepositOrderRow,
  opts: {
    bonus: number;
    rules: DepositRules;
    remark?: string;
    /** More facts for the deposit movement's memo (crypto: the coins and the rate). */
    memo?: Record<string, number | string>;
  },
): Promise<DepositOrderRow> {
  const { rules } = opts;
  const { userId, orderNo, amount } = order;
  const key = `deposit:${orderNo}`;
  // A replayed credit keeps the split it was first posted with (the ledger answers the first
  // movement); a fresh one asks the limits now.
  const playable =
    order.status === 'success'
      ? amount - order.held
      : await deps.flows.depositPlayable(deps, tx, { userId, amount });
  const held = amount - playable;
  const deposit = await deps.ledger.post(
    {
      key,
      type: 'deposit',
      userId,
      reference: orderNo,
      memo: {
        depositType: order.depositType,
        method: order.method,
        ...opts.memo,
        ...(held > 0 ? { held, playable } : {}),
      },
      postings: [
        ...(playable > 0 ? [{ account: { userId, kind: 'cash' as const }, amount: playable }] : []),
        ...(held > 0 ? [{ account: { userId, kind: 'held' as const }, amount: held }] : []),
        { account: { house: clearingFor(order.depositType) }, amount: -amount },
      ],
    },
    tx,
  );
  await addWagering(
    deps.ledger,
    tx,
    userId,
    wageringFor(playable, rules.depositWageringMultiple),
    key,
    orderNo,
  );
  // The flow runs once per order: not on a replay, which keeps the gift it recorded.
  let bonus = order.status === 'success' ? order.bonus : 0;
  let withheld: 'paused' | 'budget' | undefined;
  if (!deposit.replayed && playable > 0) {
    const outcome = await deps.flows.depositCredited(deps, tx, {
      userId,
      orderNo,
      depositType: order.depositType,
      amount: playable,
      gift: held === 0 ? opts.bonus : Math.floor((opts.bonus * playable) / amount),
      giftWageringMultiple: rules.bonusWageringMultiple,
      giftDailyBudget: rules.methodGiftDailyBudget,
    });
    bonus = outcome.gift;
    withheld = outcome.giftWithheld;
  }
  // A gift withheld by the day's budget is said on the order (in the player's language, coded),
  // unless the order carries a person's words (an agent's name, an operator's reason).
  const remark = opts.remark ?? order.remark;
  const giftRemark =
    withheld === 'budget' && (remark === '' || remark.startsWith('@'))
      ? remarkCode('giftBudgetSpent')
      : undefined;
  const now = deps.now();
  const [updated] = await tx
    .update(depositOrders)
    .set({
      status: 'success',
      bonus,
      held,
      heldLeft: held,
      arrivedAt: now,
      updatedAt: now,
      ...(giftRemark !== undefined
        ? { remark: giftRemark }
        : opts.remark !== undefined
          ? { remark: opts.remark }
          : {}),
    })
    .where(eq(depositOrders.id, order.id))
    .returning();
  if (!updated) throw new Error(`deposit order ${orderNo} vanished`);
  return updated;
}
