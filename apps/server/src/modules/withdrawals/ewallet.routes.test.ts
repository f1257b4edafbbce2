import { api, type BankCard } from '@cardroom/contract';
import { type ConsoleWithdrawal, consoleApi } from '@cardroom/contract/console';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { failure, resultData } from '../../../test/factories.js';
import type { TestApp } from '../../../test/harness.js';
import { useTestApp } from '../../../test/use-test-app.js';
import { consoleCall, makeOperator, signInAs } from '../operators/testkit.js';
import { bankCards } from './schema.js';
import {
  boundCode,
  decidePayout,
  expectLedgerOk,
  fund,
  setRules,
  type Withdrawer,
  withdrawer,
} from './testkit.js';

type Order = { orderNo: string; status: string; amount: number; fee: number; kind: string };
type Method = { kind: string; min: number; max: number; fee: { bps: number; min: number } };

/** Binds an e-wallet account with a fresh code; answers the raw call result. */
async function bindWallet(
  t: TestApp,
  w: Withdrawer,
  wallet: string,
  phone: string,
  locale: 'en' | 'id' = 'en',
) {
  // A phone gets a few codes an hour: each binding waits that out, as a player would.
  t.advance(3_601_000);
  const code = await boundCode(t, w, 'bankCard');
  return t.call(
    api.bankAdd,
    {
      kind: 'ewallet',
      holderName: 'Siti Rahma',
      accountNumber: phone,
      bankCode: wallet,
      verificationCode: code,
    },
    { sign: w.sign, locale },
  );
}

function applyTo(t: TestApp, w: Withdrawer, cardId: string, amount: number) {
  return t.call(
    api.withdrawApply,
    { amount, bankCardId: cardId, withdrawPassword: w.password },
    { sign: w.sign },
  );
}

describe('e-wallet payouts (ID: DANA, OVO, GoPay)', () => {
  const t = useTestApp({ MARKET: 'ID' });
  const cash = (userId: number) => t.deps.ledger.balance(t.deps.db, userId, 'cash');
  // Migrating a fresh PGlite database can take minutes on a loaded machine.

  it('lists the market e-wallets and binds one by its phone number as people type it', async () => {
    const w = await withdrawer(t);
    const list = resultData<{ ewallets: Array<{ id: string; name: string }> }>(
      await t.call(api.bankList, {}, { sign: w.sign }),
    );
    expect(list.ewallets).toEqual([
      { id: 'DANA', name: 'DANA' },
      { id: 'OVO', name: 'OVO' },
      { id: 'GOPAY', name: 'GoPay' },
    ]);
    const card = resultData<BankCard>(await bindWallet(t, w, 'OVO', '+62 812-3456-7890'));
    expect(card).toMatchObject({
      kind: 'ewallet',
      bankCode: 'OVO',
      bankName: 'OVO',
      holderName: 'Siti Rahma',
    });
    expect(card.accountNumber.endsWith('7890')).toBe(true);
    const [row] = await t.deps.db
      .select()
      .from(bankCards)
      .where(eq(bankCards.id, Number(card.id)));
    // Stored the way the wallet app shows it, whichever way it was typed.
    expect(row?.accountNumber).toBe('081234567890');
    // The same wallet and number typed another way is the same account.
    expect(failure(await bindWallet(t, w, 'OVO', '0812 3456 7890')).msg).toBe(
      'This account number is already added',
    );
    expect(failure(await bindWallet(t, w, 'ovo', '62-812-3456-7890')).msg).toBe(
      'This account number is already added',
    );
    // The same phone on another wallet is another account.
    const dana = resultData<BankCard>(await bindWallet(t, w, 'DANA', '6281234567890'));
    expect(dana).toMatchObject({ kind: 'ewallet', bankName: 'DANA' });
    // The bank account bound first is still a bank account.
    const all = resultData<{ list: BankCard[] }>(await t.call(api.bankList, {}, { sign: w.sign }));
    expect(all.list.map((c) => c.kind)).toEqual(['bank', 'ewallet', 'ewallet']);
  });

  it('refuses numbers that are not mobile numbers and wallets it does not offer, in the player language', async () => {
    const w = await withdrawer(t);
    const before = (await t.deps.db.select().from(bankCards).where(eq(bankCards.userId, w.userId)))
      .length;
    for (const bad of ['12345', '0712345678', '+91 98765 43210', '0812', '08123456789012345']) {
      expect(failure(await bindWallet(t, w, 'DANA', bad)).msg).toBe(
        'Enter the phone number registered with your e-wallet, for example 081234567890',
      );
    }
    expect(failure(await bindWallet(t, w, 'DANA', '12345', 'id')).msg).toBe(
      'Masukkan nomor HP yang terdaftar di e-wallet Anda, misalnya 081234567890',
    );
    expect(failure(await bindWallet(t, w, 'LINKAJA', '081234567890')).msg).toBe(
      'Choose one of the e-wallets listed',
    );
    expect(failure(await bindWallet(t, w, 'LINKAJA', '081234567890', 'id')).msg).toBe(
      'Pilih salah satu e-wallet yang tersedia',
    );
    // A bank account number still has to be digits only.
    t.advance(3_601_000);
    const code = await boundCode(t, w, 'bankCard');
    const spaced = await t.call(
      api.bankAdd,
      {
        holderName: 'Budi',
        accountNumber: '1234 5678 90',
        bankCode: 'BCA',
        verificationCode: code,
      },
      { sign: w.sign },
    );
    expect(failure(spaced).msg).toBe('The account number must be 6 to 20 digits');
    const after = (await t.deps.db.select().from(bankCards).where(eq(bankCards.userId, w.userId)))
      .length;
    expect(after).toBe(before);
  });

  it('withdraws to an e-wallet with its own range and fee, and pays out on the wallet channel', async () => {
    const w = await withdrawer(t);
    await fund(t, w.userId, 100_000_000);
    const ovo = resultData<BankCard>(await bindWallet(t, w, 'OVO', '0812-7777-1234'));
    const info = resultData<{ methods: Method[] }>(
      await t.call(api.withdrawInfo, {}, { sign: w.sign }),
    );
    expect(info.methods).toEqual([
      { kind: 'bank', min: 2_000_000, max: 1_000_000_000, fee: { bps: 200, min: 100_000 } },
      { kind: 'ewallet', min: 1_000_000, max: 500_000_000, fee: { bps: 150, min: 100_000 } },
    ]);
    // Rp 15.000 is under the bank minimum (Rp 20.000) but within the e-wallet range.
    expect(failure(await applyTo(t, w, w.cardId, 1_500_000)).msg).toBe(
      'The withdrawal amount must be between Rp 20,000 and Rp 10,000,000',
    );
    // Rp 6.000.000 fits a bank account, not an e-wallet.
    expect(failure(await applyTo(t, w, ovo.id, 600_000_000)).msg).toBe(
      'The withdrawal amount must be between Rp 10,000 and Rp 5,000,000',
    );
    expect(await cash(w.userId)).toBe(100_000_000);

    // Rp 100.000 at 1.5% (at least Rp 1.000): Rp 1.500.
    const order = resultData<Order>(await applyTo(t, w, ovo.id, 10_000_000));
    expect(order).toMatchObject({ amount: 10_000_000, fee: 150_000, kind: 'ewallet' });
    expect(await cash(w.userId)).toBe(90_000_000);
    const res = await t.inject({
      method: 'GET',
      url: '/sandbox/gateway/payouts',
      query: { orderNo: order.orderNo },
    });
    const payout = res.json() as { payoutNo: string; amount: number; beneficiary: unknown };
    expect(payout.amount).toBe(9_850_000);
    expect(payout.beneficiary).toEqual({
      kind: 'ewallet',
      channel: 'OVO',
      name: 'Siti Rahma',
      accountNumber: '081277771234',
    });
    await decidePayout(t, payout.payoutNo, 'success');
    const done = resultData<Order & { bankName: string }>(
      await t.call(api.withdrawDetail, { orderNo: order.orderNo }, { sign: w.sign }),
    );
    expect(done).toMatchObject({ status: 'success', kind: 'ewallet', bankName: 'OVO' });
    expect(await cash(w.userId)).toBe(90_000_000);
    await expectLedgerOk(t);
  });

  it('shows finance an e-wallet order in the review queue as the wallet and its phone', async () => {
    const w = await withdrawer(t);
    await fund(t, w.userId, 100_000_000);
    const gopay = resultData<BankCard>(await bindWallet(t, w, 'GOPAY', '0813 2222 4444'));
    // Rp 450.000 is over the automatic payout limit (Rp 400.000): it waits for review.
    const order = resultData<Order>(await applyTo(t, w, gopay.id, 45_000_000));
    expect(order.status).toBe('review');
    const finance = await signInAs(t, await makeOperator(t, 'finance'));
    const res = await consoleCall(
      t,
      consoleApi.consoleWithdrawalsList,
      {},
      { cookie: finance.cookie },
    );
    const row = resultData<{ orders: ConsoleWithdrawal[] }>(res).orders.find(
      (o) => o.orderNo === order.orderNo,
    );
    expect(row?.beneficiary).toEqual({
      kind: 'ewallet',
      name: 'Siti Rahma',
      bank: 'GoPay',
      accountNumber: '081322224444',
      ifsc: '',
    });
  });

  it('refuses new orders to a wallet the operator switched off, and moves nothing', async () => {
    const w = await withdrawer(t);
    await fund(t, w.userId, 50_000_000);
    const gopay = resultData<BankCard>(await bindWallet(t, w, 'GOPAY', '081355550000'));
    await setRules(t, (r) => ({
      ...r,
      ewallet: {
        ...r.ewallet,
        wallets: r.ewallet.wallets.map((x) => (x.code === 'GOPAY' ? { ...x, enabled: false } : x)),
      },
    }));
    try {
      const list = resultData<{ ewallets: Array<{ id: string }> }>(
        await t.call(api.bankList, {}, { sign: w.sign }),
      );
      expect(list.ewallets.map((e) => e.id)).toEqual(['DANA', 'OVO']);
      expect(failure(await applyTo(t, w, gopay.id, 5_000_000)).msg).toBe(
        'Withdrawals to this e-wallet are not available now: choose another account',
      );
      expect(failure(await bindWallet(t, w, 'GOPAY', '081355550001')).msg).toBe(
        'Choose one of the e-wallets listed',
      );
      expect(await cash(w.userId)).toBe(50_000_000);
    } finally {
      await setRules(t, (r) => ({
        ...r,
        ewallet: { ...r.ewallet, wallets: r.ewallet.wallets.map((x) => ({ ...x, enabled: true })) },
      }));
    }
    await expectLedgerOk(t);
  });

  it('50 concurrent e-wallet withdrawals of the full balance: exactly one succeeds', async () => {
    // Every password check in flight at once (the lock counts checks under way).
    await setRules(t, (r) => ({ ...r, passwordLock: { maxWrong: 1000, windowMinutes: 60 } }));
    const w = await withdrawer(t);
    await fund(t, w.userId, 20_000_000);
    const dana = resultData<BankCard>(await bindWallet(t, w, 'DANA', '081299990000'));
    const results = await Promise.all(
      Array.from({ length: 50 }, () => applyTo(t, w, dana.id, 20_000_000)),
    );
    expect(results.filter((r) => r.body.state === '200')).toHaveLength(1);
    for (const r of results) {
      if (r.body.state !== '200') {
        expect(r.body.msg).toBe('Your balance is not enough for this withdrawal');
      }
    }
    expect(await cash(w.userId)).toBe(0);
    await expectLedgerOk(t);
  });
});

describe('India keeps bank accounts only', () => {
  const t = useTestApp({ MARKET: 'IN' });

  it('offers no e-wallet and refuses one', async () => {
    const w = await withdrawer(t);
    const list = resultData<{ ewallets: unknown[] }>(
      await t.call(api.bankList, {}, { sign: w.sign }),
    );
    expect(list.ewallets).toEqual([]);
    const info = resultData<{ methods: Method[] }>(
      await t.call(api.withdrawInfo, {}, { sign: w.sign }),
    );
    expect(info.methods.map((m) => m.kind)).toEqual(['bank']);
    expect(failure(await bindWallet(t, w, 'DANA', '9876543210')).msg).toBe(
      'Withdrawals go to bank accounts only',
    );
    expect(failure(await bindWallet(t, w, 'DANA', '9876543210', 'id')).msg).toBe(
      'Penarikan hanya ke rekening bank',
    );
  });
});
