import { api, type DepositOrder, type MailItem } from '@cardroom/contract';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { resultData } from '../../../test/factories.js';
import { useTestApp } from '../../../test/use-test-app.js';
import { rejectOrder } from '../deposits/index.js';
import { cash, coinsWorth, onlineOrder, type Player, player } from '../deposits/testkit.js';
import { rejectWithdrawal } from '../withdrawals/index.js';
import { apply, decidePayout, fund, payoutNoOf, withdrawer } from '../withdrawals/testkit.js';
import { inboxMessages } from './schema.js';

// A last step of the deposit-credited flow that fails for one order, after the message: the
// credit's transaction rolls back.
let failCreditOf = '';
const t = useTestApp();
beforeAll(async () => {
  const real = t.deps.flows;
  t.deps.flows = {
    ...real,
    depositCredited: async (deps, tx, d) => {
      const outcome = await real.depositCredited(deps, tx, d);
      if (d.orderNo === failCreditOf) throw new Error('step failed on purpose');
      return outcome;
    },
  };
});

const RP_50K = 5_000_000;

type List = { list: MailItem[]; total: number; unread: number };
const inbox = async (p: { sign: string }, locale: 'en' | 'id' = 'en') =>
  resultData<List>(await t.call(api.mailList, {}, { sign: p.sign, locale }));
const unread = async (p: { sign: string }) =>
  resultData<{ count: number }>(await t.call(api.mailUnread, {}, { sign: p.sign })).count;

async function pay(p: Player, amount: number) {
  const o = await onlineOrder(t, p, amount);
  const res = await t.inject({ method: 'POST', url: o.payUrl, payload: { outcome: 'success' } });
  return { o, res };
}

describe('system messages', () => {
  it('a credited deposit writes one message, in the reader’s language each time it is read', async () => {
    const p = await player(t);
    expect(await unread(p)).toBe(0);
    const { o } = await pay(p, RP_50K);
    expect(await cash(t, p)).toBe(RP_50K);
    const en = await inbox(p);
    expect(en.unread).toBe(1);
    expect(en.list).toHaveLength(1);
    expect(en.list[0]).toMatchObject({
      title: 'Deposit received',
      body: `Your deposit of Rp 50,000 (order ${o.orderNo}) has been added to your balance.`,
      link: `/pages/wallet/DepositOrderDetail?orderNo=${o.orderNo}`,
      read: false,
      kind: 'system',
    });
    // The same stored message, read after a language switch.
    const id = await inbox(p, 'id');
    expect(id.list[0]).toMatchObject({
      title: 'Deposit diterima',
      body: `Deposit Anda sebesar Rp 50.000 (pesanan ${o.orderNo}) telah ditambahkan ke saldo Anda.`,
    });
    // A replayed payment moves nothing and writes nothing.
    await t.inject({
      method: 'POST',
      url: `/sandbox/gateway/resend/${o.gatewayOrderNo}`,
    });
    expect((await inbox(p)).total).toBe(1);
    expect(await unread(p)).toBe(1);
  });

  it('writes no message when the credit rolls back', async () => {
    const p = await player(t);
    const o = await onlineOrder(t, p, RP_50K);
    failCreditOf = o.orderNo;
    try {
      await t.inject({ method: 'POST', url: o.payUrl, payload: { outcome: 'success' } });
    } finally {
      failCreditOf = '';
    }
    expect(await cash(t, p)).toBe(0);
    expect(await unread(p)).toBe(0);
    const rows = await t.deps.db
      .select()
      .from(inboxMessages)
      .where(eq(inboxMessages.userId, p.userId));
    expect(rows).toEqual([]);
  });

  it('a rejected deposit says so with the operator’s reason', async () => {
    const p = await player(t);
    const o = resultData<DepositOrder>(
      await t.call(api.createAgentOrder, { agentId: 'agent-1', amount: RP_50K }, { sign: p.sign }),
    );
    await rejectOrder(t.deps, o.orderNo, 'The agent was not paid');
    const [m] = (await inbox(p)).list;
    expect(m).toMatchObject({
      title: 'Deposit rejected',
      body: `Your deposit of Rp 50,000 (order ${o.orderNo}) was not credited. Reason: The agent was not paid`,
    });
  });

  it('a crypto transfer below the network minimum is rejected with the reason in the reader’s words', async () => {
    const p = await player(t);
    const address = resultData<{ address: string; minAmount: number }>(
      await t.call(api.cryptoAddress, { network: 'TRC20' }, { sign: p.sign }),
    );
    await t.inject({
      method: 'POST',
      url: '/sandbox/crypto/incoming',
      payload: {
        address: address.address,
        units: coinsWorth(t, address.minAmount - 100),
        txHash: `low-${p.uid}`,
      },
    });
    expect(await cash(t, p)).toBe(0);
    const [en] = (await inbox(p)).list;
    expect(en?.title).toBe('Deposit rejected');
    expect(en?.body).toMatch(/Reason: Below the network minimum$/);
    const [id] = (await inbox(p, 'id')).list;
    expect(id?.title).toBe('Deposit ditolak');
    expect(id?.body).not.toContain('Below the network minimum');
  });

  it('a paid withdrawal and a failed payout each send their message; the coded reason is translated', async () => {
    const w = await withdrawer(t);
    await fund(t, w.userId, 20_000_000);
    const paid = resultData<{ orderNo: string }>(await apply(t, w, 5_000_000));
    await decidePayout(t, await payoutNoOf(t, paid.orderNo), 'success');
    const failed = resultData<{ orderNo: string }>(await apply(t, w, 6_000_000));
    await decidePayout(t, await payoutNoOf(t, failed.orderNo), 'fail');
    const en = await inbox(w);
    expect(en.list.map((m) => m.title)).toEqual(['Withdrawal returned', 'Withdrawal paid']);
    expect(en.list[1]?.body).toBe(
      `Your withdrawal of Rp 50,000 (order ${paid.orderNo}) has been paid to your bank account.`,
    );
    expect(en.list[0]?.body).toBe(
      `Your withdrawal of Rp 60,000 (order ${failed.orderNo}) was not paid and the money is back in your balance. Reason: The bank transfer to your account failed`,
    );
    const id = await inbox(w, 'id');
    expect(id.list[0]?.title).toBe('Penarikan dikembalikan');
    expect(id.list[0]?.body).toContain('Rp 60.000');
    expect(id.list[0]?.body).toContain('Alasan: Transfer bank ke rekening Anda gagal');
    // Said once: the body tells the money is back, the reason does not repeat it.
    expect(en.list[0]?.body.match(/back in your balance/g)).toHaveLength(1);
    // Replayed callbacks add nothing.
    await t.inject({
      method: 'POST',
      url: `/sandbox/gateway/payout/${await payoutNoOf(t, paid.orderNo)}/resend`,
    });
    expect((await inbox(w)).total).toBe(2);
  });

  it('an operator’s rejection refunds with the reason as typed', async () => {
    const w = await withdrawer(t);
    await fund(t, w.userId, 100_000_000);
    // Above the automatic payout limit: the order waits for review.
    const held = resultData<{ orderNo: string; status: string }>(await apply(t, w, 50_000_000));
    expect(held.status).toBe('review');
    await rejectWithdrawal(t.deps, held.orderNo, 'Name does not match the account', 'ops');
    const [m] = (await inbox(w)).list;
    expect(m?.title).toBe('Withdrawal returned');
    expect(m?.body).toMatch(/Reason: Name does not match the account$/);
    const rows = await t.deps.db
      .select()
      .from(inboxMessages)
      .where(
        and(
          eq(inboxMessages.userId, w.userId),
          eq(inboxMessages.eventKey, `withdrawal_refunded:${held.orderNo}`),
        ),
      );
    expect(rows).toHaveLength(1);
  });
});
