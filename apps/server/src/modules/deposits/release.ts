// Held deposit money (docs/architecture/protection.md "Money beyond a deposit limit"): what the player
// sees of it, its release to the playable balance when the limits allow, and the player's
// request to have it sent back to where it came from.
import { wageringFor } from '@cardroom/contract';
import { and, asc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import type { Deps } from '../../deps.js';
import { addWagering } from '../ledger/index.js';
import { depositRulesOf } from './config.js';
import { depositOrders, depositReleases } from './schema.js';

export interface HeldMoney {
  /** Held and waiting for the limits to allow its release (minor units). */
  waiting: number;
  /** Held, and the player asked for it back: the operator sends it to its source. */
  returnRequested: number;
}

/** The player's held deposit money, split by whether a return was asked for. */
export async function heldOf(db: DbOrTx, userId: number): Promise<HeldMoney> {
  const d = depositOrders;
  const [row] = await db
    .select({
      waiting: sql<string>`coalesce(sum(${d.heldLeft}) filter (where ${d.returnRequestedAt} is null), 0)`,
      returnRequested: sql<string>`coalesce(sum(${d.heldLeft}) filter (where ${d.returnRequestedAt} is not null), 0)`,
    })
    .from(d)
    .where(and(eq(d.userId, userId), gt(d.heldLeft, 0)));
  return { waiting: Number(row?.waiting ?? 0), returnRequested: Number(row?.returnRequested ?? 0) };
}

/**
 * Releases as much of one player's held money as the deposit limits allow now, oldest order
 * first, in one transaction. The held orders are locked first, then the limits are asked
 * (their own lock), so two releases, or a release and a credit, never count the same room
 * twice. Each part is its own `deposit_release:<id>` movement (held -> cash, shown on the
 * statement as a deposit) with the deposit wagering of the amount released, and its own row,
 * which counts against the limits of the period it was released in. Answers what it released.
 */
export async function releaseFor(deps: Deps, userId: number): Promise<number> {
  const rules = await depositRulesOf(deps);
  return deps.db.transaction(async (tx) => {
    const d = depositOrders;
    const orders = await tx
      .select()
      .from(d)
      .where(and(eq(d.userId, userId), gt(d.heldLeft, 0), isNull(d.returnRequestedAt)))
      .orderBy(asc(d.id))
      .for('update');
    const total = orders.reduce((sum, o) => sum + o.heldLeft, 0);
    if (total === 0) return 0;
    let left = await deps.flows.depositPlayable(deps, tx, { userId, amount: total });
    let released = 0;
    for (const order of orders) {
      if (left <= 0) break;
      const amount = Math.min(left, order.heldLeft);
      const now = deps.now();
      const [row] = await tx
        .insert(depositReleases)
        .values({ orderId: order.id, userId, amount, createdAt: now })
        .returning({ id: depositReleases.id });
      if (!row) throw new Error('deposit release row not stored');
      const key = `deposit_release:${row.id}`;
      await deps.ledger.post(
        {
          key,
          type: 'deposit_release',
          userId,
          reference: order.orderNo,
          memo: { depositType: order.depositType, method: order.method, released: amount },
          postings: [
            { account: { userId, kind: 'cash' }, amount },
            { account: { userId, kind: 'held' }, amount: -amount },
          ],
        },
        tx,
      );
      await addWagering(
        deps.ledger,
        tx,
        userId,
        wageringFor(amount, rules.depositWageringMultiple),
        key,
        order.orderNo,
      );
      await tx
        .update(d)
        .set({ heldLeft: sql`${d.heldLeft} - ${amount}`, updatedAt: now })
        .where(eq(d.id, order.id));
      left -= amount;
      released += amount;
    }
    return released;
  });
}

/** The release job's run: every player with held money waiting gets a release attempt. */
export async function releaseHeld(deps: Deps): Promise<number> {
  const d = depositOrders;
  const players = await deps.db
    .selectDistinct({ userId: d.userId })
    .from(d)
    .where(and(gt(d.heldLeft, 0), isNull(d.returnRequestedAt)));
  let released = 0;
  for (const { userId } of players) released += await releaseFor(deps, userId);
  return released;
}

/**
 * The player asks for the held money back to its source (their bank, the sending wallet).
 * There is no refund call in the payment gateway: this records the request (once per order,
 * a repeat changes nothing), the money stays held, is no longer released, and the operator
 * sends it back by hand.
 */
export async function requestHeldReturn(deps: Deps, userId: number): Promise<HeldMoney> {
  const d = depositOrders;
  await deps.db
    .update(d)
    .set({ returnRequestedAt: deps.now(), updatedAt: deps.now() })
    .where(and(eq(d.userId, userId), gt(d.heldLeft, 0), isNull(d.returnRequestedAt)));
  return heldOf(deps.db, userId);
}
