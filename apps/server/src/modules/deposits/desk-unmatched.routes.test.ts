import { consoleApi, type UnmatchedCandidate } from '@cardroom/contract/console';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { resultData } from '../../../test/factories.js';
import { useTestApp } from '../../../test/use-test-app.js';
import { decide } from '../approvals/testkit.js';
import { consoleCall, makeOperator, type SignedIn, signInAs } from '../operators/testkit.js';
import { depositOrders } from './schema.js';
import { type Player, player } from './testkit.js';

let finance: SignedIn;
const t = useTestApp({ MARKET: 'IN' });
beforeAll(async () => {
  finance = await signInAs(t, await makeOperator(t, 'finance'));
});

const HOUR = 3_600_000;
let seq = 0;

async function seed(p: Player, o: Partial<typeof depositOrders.$inferInsert> = {}) {
  seq += 1;
  const [row] = await t.deps.db
    .insert(depositOrders)
    .values({
      orderNo: `UNM${String(seq).padStart(6, '0')}`,
      userId: p.userId,
      depositType: 'self_utr',
      method: 'utr',
      amount: 100_000,
      currency: t.deps.market.currencyCode,
      createdAt: t.deps.now(),
      ...o,
    })
    .returning();
  if (!row) throw new Error('not inserted');
  return row;
}
async function statusOf(orderNo: string) {
  const [row] = await t.deps.db
    .select({ status: depositOrders.status })
    .from(depositOrders)
    .where(eq(depositOrders.orderNo, orderNo));
  if (!row) throw new Error(`no order ${orderNo}`);
  return row;
}
const incoming = (utr: string, amount: number) =>
  t.inject({ method: 'POST', url: '/sandbox/bank/incoming', payload: { utr, amount } });

type Lines = {
  lines: Array<{ id: number; utr: string; amount: number; candidates: UnmatchedCandidate[] }>;
  total: number;
  nextCursor: string | null;
};
async function unmatched(payload: Record<string, unknown> = {}): Promise<Lines> {
  return resultData<Lines>(
    await consoleCall(t, consoleApi.consoleDepositUnmatched, payload, { cookie: finance.cookie }),
  );
}

describe('deposits desk: unmatched statement lines and their candidate orders', () => {
  it('offers orders of the same amount in the window and of a like UTR, and no other', async () => {
    const p = await player(t);
    const now = t.deps.now().getTime();
    // An amount no other test uses, so only these orders can be candidates by amount.
    const amount = 123_456;
    const sameAmount = await seed(p, { amount, utr: '730000000001' });
    const sameAmountExpired = await seed(p, {
      amount,
      status: 'expired',
      depositType: 'transfer_upi',
      method: 'upi',
      createdAt: new Date(now - 30 * HOUR),
    });
    const otherAmount = await seed(p, { amount: amount + 100 });
    const tooOld = await seed(p, { amount, createdAt: new Date(now - 80 * HOUR) });
    const credited = await seed(p, { amount, status: 'success' });
    const agency = await seed(p, { amount, depositType: 'agency', method: 'agent-1' });
    // The player typed the UTR's last digits wrong: another amount, same first 8 characters.
    const likeUtr = await seed(p, { amount: 99_900, utr: '748812340009' });
    expect((await incoming('748812345678', amount)).statusCode).toBe(200);
    // A line with an order of its UTR and amount is matched at once: not listed.
    const transfer = await seed(p, {
      depositType: 'transfer_imps',
      method: 'imps',
      amount: 77_700,
      utr: '759900000001',
    });
    await incoming('759900000001', 77_700);

    const got = await unmatched();
    expect(got.lines.some((l) => l.utr === '759900000001')).toBe(false);
    const line = got.lines.find((l) => l.utr === '748812345678');
    const offered = line?.candidates.map((c) => c.orderNo) ?? [];
    expect(offered[0]).toBe(likeUtr.orderNo);
    expect(line?.candidates[0]?.why).toEqual(['utr']);
    expect(offered.sort()).toEqual(
      [likeUtr.orderNo, sameAmount.orderNo, sameAmountExpired.orderNo].sort(),
    );
    for (const never of [otherAmount, tooOld, credited, agency, transfer]) {
      expect(offered).not.toContain(never.orderNo);
    }
    const pendingUtr = line?.candidates.find((c) => c.orderNo === sameAmount.orderNo);
    expect(pendingUtr).toMatchObject({ why: ['amount'], decidable: true, player: { uid: p.uid } });
    const expired = line?.candidates.find((c) => c.orderNo === sameAmountExpired.orderNo);
    expect(expired?.decidable).toBe(false);
  });

  it("a candidate is credited through the queue's own four-eyes path, not a new one", async () => {
    const p = await player(t);
    const o = await seed(p, { amount: 234_500, utr: '760000000001' });
    await incoming('761111111111', 234_500);
    const line = (await unmatched()).lines.find((l) => l.utr === '761111111111');
    expect(line?.candidates.map((c) => c.orderNo)).toContain(o.orderNo);
    const res = await consoleCall(
      t,
      consoleApi.consoleDepositMatch,
      { orderNo: o.orderNo },
      { cookie: finance.cookie, csrf: finance.csrf },
    );
    // The order's own UTR is on no line: a second operator decides, nothing is credited yet.
    expect(res.status).toBe(200);
    expect(resultData<{ pendingApproval: string | null }>(res).pendingApproval).not.toBeNull();
  });

  it('the approved credit matches the chosen line, and that line cannot pay a second order', async () => {
    const owner = await signInAs(t, await makeOperator(t, 'owner'));
    const p = await player(t);
    const o = await seed(p, { amount: 345_600, utr: '780000000001' });
    const other = await seed(await player(t), { amount: 345_600, utr: '780000000002' });
    await incoming('781111111111', 345_600);
    const line = (await unmatched()).lines.find((l) => l.utr === '781111111111');
    if (!line) throw new Error('line not listed');
    const match = (orderNo: string, as: SignedIn) =>
      consoleCall(
        t,
        consoleApi.consoleDepositMatch,
        { orderNo, lineId: line.id },
        { cookie: as.cookie, csrf: as.csrf },
      );
    const asked = resultData<{ pendingApproval: string }>(await match(o.orderNo, finance));
    resultData(await decide(t, owner, asked.pendingApproval, true));
    expect((await statusOf(o.orderNo)).status).toBe('success');
    expect((await unmatched()).lines.map((l) => l.utr)).not.toContain('781111111111');
    // The same line offered for another order: refused when the second operator approves,
    // and nothing is credited.
    const again = resultData<{ pendingApproval: string }>(await match(other.orderNo, finance));
    const refused = await decide(t, owner, again.pendingApproval, true);
    expect(refused.body).toMatchObject({
      msg: 'That bank line is matched to another order already, or is another amount',
    });
    expect((await statusOf(other.orderNo)).status).toBe('pending');
  });

  it('a line arriving after its order was credited by hand is matched to it, not left over', async () => {
    const owner = await signInAs(t, await makeOperator(t, 'owner'));
    const o = await seed(await player(t), { amount: 456_700, utr: '790000000001' });
    const asked = resultData<{ pendingApproval: string }>(
      await consoleCall(
        t,
        consoleApi.consoleDepositMatch,
        { orderNo: o.orderNo },
        { cookie: finance.cookie, csrf: finance.csrf },
      ),
    );
    resultData(await decide(t, owner, asked.pendingApproval, true));
    await incoming('790000000001', 456_700);
    expect((await unmatched()).lines.map((l) => l.utr)).not.toContain('790000000001');
    // A line of its UTR and amount already there: a direct credit matches it too.
    const direct = await seed(await player(t), { amount: 456_800, utr: '790000000002' });
    await incoming('790000000002', 456_800);
    expect((await unmatched()).lines.map((l) => l.utr)).toContain('790000000002');
    resultData(
      await consoleCall(
        t,
        consoleApi.consoleDepositMatch,
        { orderNo: direct.orderNo },
        { cookie: finance.cookie, csrf: finance.csrf },
      ),
    );
    expect((await unmatched()).lines.map((l) => l.utr)).not.toContain('790000000002');
  });

  it('pages the lines newest first by cursor', async () => {
    for (let i = 0; i < 5; i++) await incoming(`77000000000${i}`, 1_000 + i);
    const seen: string[] = [];
    let next: string | null = null;
    let total = 0;
    do {
      const page: Lines = await unmatched(next ? { limit: 2, cursor: next } : { limit: 2 });
      seen.push(...page.lines.map((l) => l.utr));
      next = page.nextCursor;
      total = page.total;
    } while (next);
    expect(seen.length).toBe(total);
    expect(new Set(seen).size).toBe(total);
    expect(seen.slice(0, 5)).toEqual([4, 3, 2, 1, 0].map((i) => `77000000000${i}`));
  });
});
