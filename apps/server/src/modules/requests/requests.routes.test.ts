import { randomUUID } from 'node:crypto';
import { api, type DepositOrder, message } from '@cardroom/contract';
import { and, count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { failure, resultData } from '../../../test/factories.js';
import { useTestApp } from '../../../test/use-test-app.js';
import { RequestKeySuperseded, requestKeyCtx } from '../../http/request-keys.js';
import { depositOrders } from '../deposits/index.js';
import {
  createTransferOrder,
  type Player,
  player,
  withoutDepositBonus,
} from '../deposits/testkit.js';
import { livePromotion } from '../promo/testkit.js';
import { withdrawOrders } from '../withdrawals/index.js';
import { fund, withdrawer } from '../withdrawals/testkit.js';
import { DEFAULT_TIMINGS, KEY_TTL_MS, pruneRequestKeys, requestKeyStore } from './index.js';
import { requestKeys } from './schema.js';

const t = useTestApp({ MARKET: 'IN' });
beforeAll(async () => {
  await withoutDepositBonus(t);
  // Migrating a fresh in-memory PGlite takes over a minute on a busy CI machine.
}, 300_000);

const RS_1000 = 100_000;

const transfer = (p: Player, requestId?: string, amount = RS_1000) =>
  t.call(
    api.createTransferOrder,
    { amount, method: 'upi', ...(requestId && { requestId }) },
    { sign: p.sign },
  );

async function depositCount(userId: number): Promise<number> {
  const [row] = await t.deps.db
    .select({ n: count() })
    .from(depositOrders)
    .where(eq(depositOrders.userId, userId));
  return row?.n ?? 0;
}

async function keyRow(userId: number, requestId: string) {
  const [row] = await t.deps.db
    .select()
    .from(requestKeys)
    .where(and(eq(requestKeys.userId, userId), eq(requestKeys.requestId, requestId)));
  return row;
}

/** The store the app's router uses, on the test's database and clock. */
const store = () => requestKeyStore(t.deps.db, t.config.appSecret, t.deps.now);

describe('client idempotency keys on deposit orders', () => {
  it('the same id 50 times at once makes one order and 50 identical answers', async () => {
    const p = await player(t);
    const id = randomUUID();
    const answers = await Promise.all(Array.from({ length: 50 }, () => transfer(p, id)));
    const bodies = new Set(answers.map((a) => JSON.stringify(a.body)));
    expect(bodies.size).toBe(1);
    expect(answers[0]?.body.state).toBe('200');
    expect(await depositCount(p.userId)).toBe(1);
  });

  it('a retry after a dropped response answers the same order', async () => {
    const p = await player(t);
    const id = randomUUID();
    // The first answer never reached the phone; the app sends the same intent again.
    const first = resultData<{ order: DepositOrder }>(await transfer(p, id));
    const retry = resultData<{ order: DepositOrder }>(await transfer(p, id));
    expect(retry.order.orderNo).toBe(first.order.orderNo);
    expect(await depositCount(p.userId)).toBe(1);
    // A new intent (a new id) is a new order.
    const next = resultData<{ order: DepositOrder }>(await transfer(p, randomUUID()));
    expect(next.order.orderNo).not.toBe(first.order.orderNo);
    expect(await depositCount(p.userId)).toBe(2);
  });

  it('the same id with another body, or on another call, is refused in en and id and changes nothing', async () => {
    const p = await player(t);
    const id = randomUUID();
    resultData(await transfer(p, id));
    const otherAmount = failure(await transfer(p, id, RS_1000 + 100));
    expect(otherAmount).toEqual({ state: '400', msg: message('requestIdReused', 'en') });
    const otherCall = await t.call(
      api.createAgentOrder,
      { agentId: 'a1', amount: RS_1000, requestId: id },
      { sign: p.sign, locale: 'id' },
    );
    expect(failure(otherCall)).toEqual({ state: '400', msg: message('requestIdReused', 'id') });
    expect(message('requestIdReused', 'id')).not.toBe(message('requestIdReused', 'en'));
    expect(await depositCount(p.userId)).toBe(1);
  });

  it('ids are scoped per player: two players may send the same id', async () => {
    const [a, b] = [await player(t), await player(t)];
    const id = randomUUID();
    const fromA = resultData<{ order: DepositOrder }>(await transfer(a, id));
    const fromB = resultData<{ order: DepositOrder }>(await transfer(b, id));
    expect(fromA.order.orderNo).not.toBe(fromB.order.orderNo);
    expect([await depositCount(a.userId), await depositCount(b.userId)]).toEqual([1, 1]);
  });

  it('without a requestId the call still works (older clients), unprotected; a malformed id is refused', async () => {
    const p = await player(t);
    resultData(await transfer(p));
    resultData(await transfer(p));
    expect(await depositCount(p.userId)).toBe(2);
    const bad = failure(await transfer(p, 'not-a-uuid'));
    expect(bad).toEqual({ state: '400', msg: message('requestIdInvalid', 'en') });
    expect(await depositCount(p.userId)).toBe(2);
  });

  it('a refusal is the first answer too: the same id answers it again without running again', async () => {
    const p = await player(t);
    const id = randomUUID();
    const tooSmall = failure(await transfer(p, id, 1));
    expect(tooSmall.state).toBe('400');
    expect(failure(await transfer(p, id, 1))).toEqual(tooSmall);
    expect((await keyRow(p.userId, id))?.status).toBe(200);
    expect(await depositCount(p.userId)).toBe(0);
  });

  it('old keys are pruned after a day', async () => {
    const p = await player(t);
    const id = randomUUID();
    resultData(await transfer(p, id));
    expect(await keyRow(p.userId, id)).toBeDefined();
    await pruneRequestKeys(t.deps.db, t.deps.now());
    expect(await keyRow(p.userId, id)).toBeDefined();
    await pruneRequestKeys(t.deps.db, new Date(t.deps.now().getTime() + KEY_TTL_MS + 1_000));
    expect(await keyRow(p.userId, id)).toBeUndefined();
  });
});

describe('crash safety: the key is spent in the order’s own transaction', () => {
  const input = { amount: RS_1000, method: 'upi' as const };
  const begin = async (p: Player, requestId: string) => {
    const out = await store().begin({
      userId: p.userId,
      requestId,
      path: api.createTransferOrder.path,
      body: JSON.stringify(input),
    });
    if (out.kind !== 'run') throw new Error(`expected to hold the key, got ${out.kind}`);
    return out.held;
  };

  it('a crash after the order committed but before the answer was stored never makes a second order', async () => {
    const p = await player(t);
    const id = randomUUID();
    const held = await begin(p, id);
    // The real service, bound to the key, then "the process dies": no answer is stored.
    await createTransferOrder(t.deps, p.userId, input, 'en', requestKeyCtx(store(), held));
    expect(await depositCount(p.userId)).toBe(1);
    // While the lease runs, a retry waits and then hears "in progress"; the wait is 15 s,
    // so the clock goes past the lease instead.
    t.advance(DEFAULT_TIMINGS.leaseMs + 1_000);
    const retry = failure(await transfer(p, id));
    expect(retry).toEqual({ state: '409', msg: message('requestAnswerLost', 'en') });
    expect(await depositCount(p.userId)).toBe(1);
  });

  it('a crash before the order committed lets a retry take the key over, and the old holder is fenced out', async () => {
    const p = await player(t);
    const id = randomUUID();
    const stale = await begin(p, id);
    t.advance(DEFAULT_TIMINGS.leaseMs + 1_000);
    const retried = resultData<{ order: DepositOrder }>(await transfer(p, id));
    expect(await depositCount(p.userId)).toBe(1);
    // The first holder was only slow, not dead: its order transaction is rolled back.
    await expect(
      createTransferOrder(t.deps, p.userId, input, 'en', requestKeyCtx(store(), stale)),
    ).rejects.toBeInstanceOf(RequestKeySuperseded);
    expect(await depositCount(p.userId)).toBe(1);
    const again = resultData<{ order: DepositOrder }>(await transfer(p, id));
    expect(again.order.orderNo).toBe(retried.order.orderNo);
  });
});

describe('client idempotency keys on withdrawals and claims', () => {
  it('the same withdrawal id 50 times at once takes the money once, with 50 identical answers', async () => {
    const w = await withdrawer(t);
    await fund(t, w.userId, 500_000);
    const id = randomUUID();
    const answers = await Promise.all(
      Array.from({ length: 50 }, () =>
        t.call(
          api.withdrawApply,
          { amount: 100_000, bankCardId: w.cardId, withdrawPassword: w.password, requestId: id },
          { sign: w.sign },
        ),
      ),
    );
    expect(new Set(answers.map((a) => JSON.stringify(a.body))).size).toBe(1);
    expect(answers[0]?.body.state).toBe('200');
    const [orders] = await t.deps.db
      .select({ n: count() })
      .from(withdrawOrders)
      .where(eq(withdrawOrders.userId, w.userId));
    expect(orders?.n).toBe(1);
    expect(await t.deps.ledger.balance(t.deps.db, w.userId, 'cash')).toBe(400_000);
  });

  it('the same check-in id 50 times at once: one credit, and every tap hears the success', async () => {
    await livePromotion(t, 'checkin', { rewards: [100, 200, 300, 400, 500, 600, 700] });
    const p = await player(t);
    const id = randomUUID();
    const answers = await Promise.all(
      Array.from({ length: 50 }, () =>
        t.call(api.checkinClaim, { requestId: id }, { sign: p.sign }),
      ),
    );
    expect(new Set(answers.map((a) => JSON.stringify(a.body))).size).toBe(1);
    expect(resultData<{ amount: number }>(answers[0] ?? { status: 0, body: {} }).amount).toBe(100);
    expect(await t.deps.ledger.balance(t.deps.db, p.userId, 'cash')).toBe(100);
  });
});
