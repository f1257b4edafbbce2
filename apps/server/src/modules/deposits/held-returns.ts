// Held deposit money a player asked back to its source (docs/ARCHITECTURE.md "Money beyond a
// deposit limit"): the console lists the requests, and the operator, having sent the money back
// outside the app, marks one returned, which moves it out of the held balance once.
import { type ConsoleHeldReturn, consoleApi } from '@cardroom/contract/console';
import { and, asc, desc, eq, gt, inArray, isNotNull } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import type { Deps } from '../../deps.js';
import type { ConsoleCtx, ConsoleRouter } from '../../http/console-router.js';
import { conflict } from '../../http/errors.js';
import {
  fourEyesRules,
  moneyRequests,
  registerApprovalAct,
  requestMoney,
} from '../approvals/index.js';
import { users } from '../users/index.js';
import { clearingFor } from './credit.js';
import { type DepositOrderRow, depositOrders } from './schema.js';

/** How many returned ones the list shows under the open ones. */
const RETURNED_SHOWN = 50;

const dedupeKeyOf = (orderNo: string) => `held-return:${orderNo}`;

/** Where the money came from, after the method the list already shows (a VA's bank is its method). */
function sourceOf(o: DepositOrderRow): string {
  const bank = o.bankName.toLowerCase() === o.method.toLowerCase() ? '' : o.bankName;
  return [bank, o.ifsc, o.accountNumber].filter((s) => s !== '').join(' · ');
}

async function heldReturns(deps: Deps): Promise<ConsoleHeldReturn[]> {
  const d = depositOrders;
  const open = await deps.db
    .select()
    .from(d)
    .where(and(isNotNull(d.returnRequestedAt), gt(d.heldLeft, 0)))
    .orderBy(asc(d.returnRequestedAt), asc(d.id));
  const returned = await deps.db
    .select()
    .from(d)
    .where(isNotNull(d.heldReturnedAt))
    .orderBy(desc(d.heldReturnedAt), desc(d.id))
    .limit(RETURNED_SHOWN);
  const orders = [...open, ...returned];
  if (orders.length === 0) return [];
  const ids = [...new Set(orders.map((o) => o.userId))];
  const players = await deps.db
    .select({ id: users.id, uid: users.uid, nickname: users.nickname, mobile: users.mobile })
    .from(users)
    .where(inArray(users.id, ids));
  const byId = new Map(players.map((p) => [p.id, p]));
  const pending = await deps.db
    .select({ id: moneyRequests.id, key: moneyRequests.dedupeKey })
    .from(moneyRequests)
    .where(
      and(
        eq(moneyRequests.state, 'pending'),
        inArray(
          moneyRequests.dedupeKey,
          open.map((o) => dedupeKeyOf(o.orderNo)),
        ),
      ),
    );
  const pendingByKey = new Map(pending.map((r) => [r.key, String(r.id)]));
  return orders.flatMap((o) => {
    const p = byId.get(o.userId);
    if (!p) return [];
    const isOpen = o.heldLeft > 0;
    return [
      {
        orderNo: o.orderNo,
        depositType: o.depositType,
        method: o.method,
        source: sourceOf(o),
        amount: isOpen ? o.heldLeft : o.heldReturned,
        requestedAt: (o.returnRequestedAt ?? o.createdAt).toISOString(),
        state: isOpen ? ('open' as const) : ('returned' as const),
        returnedAt: o.heldReturnedAt?.toISOString() ?? null,
        pendingApproval: isOpen ? (pendingByKey.get(dedupeKeyOf(o.orderNo)) ?? null) : null,
        player: { uid: p.uid, nickname: p.nickname, mobile: p.mobile },
      },
    ];
  });
}

/**
 * Moves one order's held money out, in `tx`: the order is locked, only one still held and asked
 * back is acted on; its state (nothing held, returned now, how much) and the ledger movement
 * `held_return:<orderNo>` (held -> the method's clearing account, the reverse of its credit)
 * and the audit row commit together. A second mark, however many at once, finds nothing held.
 */
export async function markHeldReturned(
  deps: Deps,
  tx: Tx,
  orderNo: string,
  reference: string,
  ctx: ConsoleCtx<true>,
): Promise<number> {
  const d = depositOrders;
  const [order] = await tx.select().from(d).where(eq(d.orderNo, orderNo)).for('update');
  if (!order || order.heldLeft <= 0 || !order.returnRequestedAt) {
    throw conflict('consoleHeldReturnNotOpen');
  }
  const amount = order.heldLeft;
  const now = deps.now();
  await tx
    .update(d)
    .set({ heldLeft: 0, heldReturned: amount, heldReturnedAt: now, updatedAt: now })
    .where(eq(d.id, order.id));
  await deps.ledger.post(
    {
      key: `held_return:${order.orderNo}`,
      type: 'held_return',
      userId: order.userId,
      reference: order.orderNo,
      memo: { depositType: order.depositType, method: order.method, reference },
      postings: [
        { account: { userId: order.userId, kind: 'held' }, amount: -amount },
        { account: { house: clearingFor(order.depositType) }, amount },
      ],
    },
    tx,
  );
  await ctx.audit(tx, {
    action: 'deposit.held-returned',
    target: `deposit:${order.orderNo}`,
    before: { heldLeft: amount, returnRequestedAt: order.returnRequestedAt.toISOString() },
    after: { heldLeft: 0, returned: amount, reference },
  });
  return amount;
}

export function registerHeldReturnRoutes(c: ConsoleRouter, deps: Deps): void {
  // Four-eyes: a return above the withdrawal threshold (money leaving to the player, like a
  // withdrawal) is made by the second operator's approval, in the approval's transaction.
  registerApprovalAct(deps, 'held_return', async (tx, request, ctx) => {
    await markHeldReturned(deps, tx, request.payload.orderNo, request.payload.reference, ctx);
    return undefined;
  });

  c.handle(consoleApi.consoleHeldReturnsList, async () => ({
    returns: await heldReturns(deps),
    currencySign: deps.market.currencySign,
  }));

  c.handle(consoleApi.consoleHeldReturnMark, async (input, ctx) => {
    const rules = await fourEyesRules(deps);
    return deps.db.transaction(async (tx) => {
      const [order] = await tx
        .select()
        .from(depositOrders)
        .where(eq(depositOrders.orderNo, input.orderNo));
      if (!order || order.heldLeft <= 0 || !order.returnRequestedAt) {
        throw conflict('consoleHeldReturnNotOpen');
      }
      if (order.heldLeft > rules.withdrawalDirectMax) {
        const req = await requestMoney(
          deps,
          tx,
          {
            kind: 'held_return',
            payload: { orderNo: order.orderNo, reference: input.reference },
            amount: order.heldLeft,
            target: `deposit:${order.orderNo}`,
            note: `Held money sent back to its source (${order.depositType}), ref ${input.reference}`,
            dedupeKey: dedupeKeyOf(order.orderNo),
          },
          ctx,
        );
        return { orderNo: order.orderNo, returned: 0, pendingApproval: String(req.id) };
      }
      const returned = await markHeldReturned(deps, tx, order.orderNo, input.reference, ctx);
      return { orderNo: order.orderNo, returned, pendingApproval: null };
    });
  });
}
