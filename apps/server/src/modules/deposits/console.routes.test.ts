import { api, type DepositOrder, type MailItem } from '@cardroom/contract';
import { type ConsoleDeposit, consoleApi } from '@cardroom/contract/console';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { resultData } from '../../../test/factories.js';
import { useTestApp } from '../../../test/use-test-app.js';
import { auditLog } from '../operators/index.js';
import { consoleCall, makeOperator, type SignedIn, signInAs } from '../operators/testkit.js';
import { cash, order, type Player, player, withoutDepositBonus } from './testkit.js';

let finance: SignedIn;
const t = useTestApp({ MARKET: 'IN' });
beforeAll(async () => {
  // The sums here are the decisions' own (waiting bonus, agency gift); the seeded deposit
  // bonus (10% from ₹500) is tested in promo/first-deposit and mismatch, so it is ended here.
  await withoutDepositBonus(t);
});
// Its own hook: on a busy machine starting the app and hashing a password each take a while.
beforeAll(async () => {
  finance = await signInAs(t, await makeOperator(t, 'finance'));
});

const RS_1000 = 100_000;
let utrSeq = 500_000_000_000;
const nextUtr = () => String(++utrSeq);

const auditOf = (orderNo: string) =>
  t.deps.db
    .select()
    .from(auditLog)
    .where(eq(auditLog.target, `deposit:${orderNo}`));

async function selfUtr(p: Player, utr = nextUtr(), amount = RS_1000) {
  return resultData<DepositOrder>(await t.call(api.selfUtr, { amount, utr }, { sign: p.sign }));
}
const incoming = (utr: string, amount: number) =>
  t.inject({ method: 'POST', url: '/sandbox/bank/incoming', payload: { utr, amount } });

async function queue(): Promise<ConsoleDeposit[]> {
  const res = await consoleCall(t, consoleApi.consoleDepositsList, {}, { cookie: finance.cookie });
  return resultData<{ orders: ConsoleDeposit[] }>(res).orders;
}
const match = (orderNo: string) =>
  consoleCall(
    t,
    consoleApi.consoleDepositMatch,
    { orderNo },
    { cookie: finance.cookie, csrf: finance.csrf, ip: '10.1.2.3' },
  );
const reject = (orderNo: string, reason: string) =>
  consoleCall(
    t,
    consoleApi.consoleDepositReject,
    { orderNo, reason },
    { cookie: finance.cookie, csrf: finance.csrf },
  );

describe('console deposit queue', () => {
  it('lists a self-service UTR order with its player and the statement line that shows it', async () => {
    const p = await player(t);
    const utr = nextUtr();
    const o = await selfUtr(p, utr);
    expect((await incoming(utr, RS_1000)).statusCode).toBe(200);
    const row = (await queue()).find((x) => x.orderNo === o.orderNo);
    expect(row).toMatchObject({
      depositType: 'self_utr',
      decidable: true,
      amount: RS_1000,
      utr,
      player: { uid: p.uid },
      statementLine: { utr, amount: RS_1000, matchedOrderNo: null },
      candidates: [],
    });
  });

  it('offers unmatched statement lines of the same amount when the UTR is not on it', async () => {
    const p = await player(t);
    const o = await selfUtr(p, nextUtr(), 123_400);
    const lineUtr = nextUtr();
    await incoming(lineUtr, 123_400);
    const row = (await queue()).find((x) => x.orderNo === o.orderNo);
    expect(row?.statementLine).toBeNull();
    expect(row?.candidates.map((c) => c.utr)).toContain(lineUtr);
  });

  it('lists an agency order with its agent and a bank transfer waiting for the statement', async () => {
    const p = await player(t);
    const agency = resultData<DepositOrder>(
      await t.call(api.createAgentOrder, { agentId: 'agent-1', amount: RS_1000 }, { sign: p.sign }),
    );
    const transfer = resultData<{ order: DepositOrder }>(
      await t.call(api.createTransferOrder, { amount: RS_1000, method: 'upi' }, { sign: p.sign }),
    ).order;
    const rows = await queue();
    expect(rows.find((x) => x.orderNo === agency.orderNo)).toMatchObject({
      depositType: 'agency',
      decidable: true,
      agent: 'Agent Priya',
    });
    // No UTR yet: the player has not paid, nothing to look at.
    expect(rows.some((x) => x.orderNo === transfer.orderNo)).toBe(false);
    const utr = nextUtr();
    await t.call(api.submitUtr, { orderNo: transfer.orderNo, utr }, { sign: p.sign });
    expect((await queue()).find((x) => x.orderNo === transfer.orderNo)).toMatchObject({
      depositType: 'transfer_upi',
      decidable: false,
      utr,
    });
    const refused = await match(transfer.orderNo);
    expect(refused.body).toMatchObject({
      state: '400',
      msg: 'A bank-transfer order is matched by the bank statement, not by hand',
    });
    expect((await order(t, transfer.orderNo)).status).toBe('pending');
  });
});

describe('console deposit decisions', () => {
  it('matches a UTR order: credits it with the waiting bonus, audited (before → after)', async () => {
    const p = await player(t);
    const utr = nextUtr();
    const o = await selfUtr(p, utr);
    // On the bank statement: finance credits it alone (without a line it needs four eyes).
    await incoming(utr, RS_1000);
    t.advance(13 * 3_600_000);
    finance = await signInAs(t, await makeOperator(t, 'finance'));
    const res = await match(o.orderNo);
    expect(res.body).toMatchObject({
      state: '200',
      resultData: { orderNo: o.orderNo, status: 'success', bonus: 2_000, pendingApproval: null },
    });
    expect(await cash(t, p)).toBe(RS_1000 + 2_000);
    const [audit, ...more] = await auditOf(o.orderNo);
    expect(more).toEqual([]);
    expect(audit).toMatchObject({
      action: 'deposit.confirm-utr',
      ip: '10.1.2.3',
      before: { status: 'pending', bonus: 0 },
      after: { status: 'success', bonus: 2_000 },
    });
    expect((await queue()).some((x) => x.orderNo === o.orderNo)).toBe(false);
    // A second match is refused and moves nothing.
    expect((await match(o.orderNo)).body).toMatchObject({
      state: '409',
      msg: 'This order is not waiting for review (it may have been handled already)',
    });
    expect(await cash(t, p)).toBe(RS_1000 + 2_000);
  });

  it('credits an agency order once, audited', async () => {
    const p = await player(t);
    const o = resultData<DepositOrder>(
      await t.call(api.createAgentOrder, { agentId: 'agent-1', amount: RS_1000 }, { sign: p.sign }),
    );
    expect((await match(o.orderNo)).body).toMatchObject({ state: '200' });
    expect(await cash(t, p)).toBe(RS_1000 + 2_000);
    expect((await auditOf(o.orderNo)).map((a) => a.action)).toEqual(['deposit.credit-agent']);
  });

  it('50 concurrent matches of one order credit it once, with one audit row', async () => {
    const p = await player(t);
    const utr = nextUtr();
    const o = await selfUtr(p, utr);
    await incoming(utr, RS_1000);
    const answers = await Promise.all(Array.from({ length: 50 }, () => match(o.orderNo)));
    const states = answers.map((a) => (a.body as { state: string }).state);
    expect(states.filter((s) => s === '200')).toHaveLength(1);
    expect(states.filter((s) => s === '409')).toHaveLength(49);
    expect(await cash(t, p)).toBe(RS_1000);
    expect(await auditOf(o.orderNo)).toHaveLength(1);
  });

  it('rejects with a reason the player reads in the inbox, audited; money unchanged', async () => {
    const p = await player(t);
    const o = await selfUtr(p);
    const reason = 'No transfer with this UTR on our statement';
    expect((await reject(o.orderNo, reason)).body).toMatchObject({
      state: '200',
      resultData: { status: 'rejected' },
    });
    expect(await order(t, o.orderNo)).toMatchObject({ status: 'rejected', remark: reason });
    expect(await cash(t, p)).toBe(0);
    const [audit] = await auditOf(o.orderNo);
    expect(audit).toMatchObject({
      action: 'deposit.reject-utr',
      after: { status: 'rejected', remark: reason },
    });
    const mail = resultData<{ list: MailItem[] }>(
      await t.call(api.mailList, {}, { sign: p.sign }),
    ).list;
    expect(JSON.stringify(mail)).toContain(reason);
    expect(JSON.stringify(mail)).toContain(o.orderNo);
  });

  it('refuses a too-short reason and an unknown order, changing nothing', async () => {
    const p = await player(t);
    const o = await selfUtr(p);
    expect((await reject(o.orderNo, 'no')).body).toMatchObject({ state: '400' });
    expect((await reject('D-nope', 'not a real order')).body).toMatchObject({ state: '409' });
    expect((await order(t, o.orderNo)).status).toBe('pending');
    expect(await auditOf(o.orderNo)).toEqual([]);
  });
});
