import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { playerRow } from '../../../test/factories.js';
import { useTestApp } from '../../../test/use-test-app.js';
import type { Ledger } from './ledger.js';
import { IdempotencyConflict, InsufficientFunds, type TransactionInput } from './types.js';
import { addWagering } from './wagering.js';

let ledger: Ledger;
const t = useTestApp();
beforeAll(async () => {
  ledger = t.deps.ledger;
});

const credit = (userId: number, amount: number, key: string): TransactionInput => ({
  key,
  type: 'deposit',
  userId,
  reference: key,
  postings: [
    { account: { userId, kind: 'cash' }, amount },
    { account: { house: 'gateway_clearing' }, amount: -amount },
  ],
});
const debit = (userId: number, amount: number, key: string): TransactionInput => ({
  key,
  type: 'bet',
  userId,
  reference: key,
  postings: [
    { account: { userId, kind: 'cash' }, amount: -amount },
    { account: { house: 'game' }, amount },
  ],
});

describe('ledger', () => {
  it('moves money in balanced postings and reports the new balance', async () => {
    const p = await playerRow(t);
    const res = await ledger.post(credit(p.id, 10_000, `dep-${p.id}`));
    expect(res.replayed).toBe(false);
    expect(res.balances.get(`${p.id}:cash`)).toBe(10_000);
    expect(await ledger.balance(t.deps.db, p.id)).toBe(10_000);
  });

  it('answers a replayed key with the first result and moves nothing', async () => {
    const p = await playerRow(t);
    const first = await ledger.post(credit(p.id, 5_000, `replay-${p.id}`));
    for (let i = 0; i < 5; i++) {
      const again = await ledger.post(credit(p.id, 5_000, `replay-${p.id}`));
      expect(again).toMatchObject({ transactionId: first.transactionId, replayed: true });
    }
    expect(await ledger.balance(t.deps.db, p.id)).toBe(5_000);
  });

  it('refuses a reused key with different postings', async () => {
    const p = await playerRow(t);
    await ledger.post(credit(p.id, 5_000, `reuse-${p.id}`));
    await expect(ledger.post(credit(p.id, 6_000, `reuse-${p.id}`))).rejects.toBeInstanceOf(
      IdempotencyConflict,
    );
    expect(await ledger.balance(t.deps.db, p.id)).toBe(5_000);
  });

  it('refuses to take a player below zero and writes nothing', async () => {
    const p = await playerRow(t);
    await ledger.post(credit(p.id, 1_000, `low-${p.id}`));
    await expect(ledger.post(debit(p.id, 1_001, `over-${p.id}`))).rejects.toBeInstanceOf(
      InsufficientFunds,
    );
    expect(await ledger.balance(t.deps.db, p.id)).toBe(1_000);
    // The refused movement left no transaction row behind, so the key is still free.
    await ledger.post(debit(p.id, 1_000, `over-${p.id}`));
    expect(await ledger.balance(t.deps.db, p.id)).toBe(0);
  });

  it('refuses unbalanced, empty, zero and non-integer postings before touching the database', async () => {
    const p = await playerRow(t);
    const bad = (postings: TransactionInput['postings']) =>
      ledger.post({ key: `bad-${Math.random()}`, type: 'adjustment', postings });
    await expect(
      bad([
        { account: { userId: p.id, kind: 'cash' }, amount: 100 },
        { account: { house: 'game' }, amount: -99 },
      ]),
    ).rejects.toThrow(/sum/);
    await expect(bad([])).rejects.toThrow(/two postings/);
    await expect(
      bad([
        { account: { userId: p.id, kind: 'cash' }, amount: 0.5 },
        { account: { house: 'game' }, amount: -0.5 },
      ]),
    ).rejects.toThrow(RangeError);
  });

  it('lets exactly one of 64 concurrent full-balance debits through', async () => {
    const p = await playerRow(t);
    await ledger.post(credit(p.id, 64_00, `conc-${p.id}`));
    const results = await Promise.allSettled(
      Array.from({ length: 64 }, (_, i) => ledger.post(debit(p.id, 64_00, `conc-${p.id}-${i}`))),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const failures = results.filter((r) => r.status === 'rejected');
    for (const f of failures) expect(f.reason).toBeInstanceOf(InsufficientFunds);
    expect(await ledger.balance(t.deps.db, p.id)).toBe(0);
  });

  it('keeps the wagering requirement as a memo account, its own movements replay-safe', async () => {
    const p = await playerRow(t);
    for (let i = 0; i < 2; i++) {
      await t.deps.db.transaction(async (tx) => {
        await addWagering(ledger, tx, p.id, 30_000, `wag-${p.id}`, 'order-1');
      });
    }
    expect(await ledger.balance(t.deps.db, p.id, 'wagering')).toBe(30_000);
    expect(await ledger.houseBalance(t.deps.db, 'wagering_contra')).toBeLessThanOrEqual(-30_000);
    // The seamless wallet's bets bring it down (wallet-api/wallet.test.ts).
  });
});

describe('the database guards the ledger too', () => {
  it('refuses to update or delete ledger rows', async () => {
    const p = await playerRow(t);
    const { transactionId } = await ledger.post(credit(p.id, 100, `ro-${p.id}`));
    await expect(
      t.deps.db.execute(
        sql`update ledger_postings set amount = 1 where transaction_id = ${transactionId}`,
      ),
    ).rejects.toThrow();
    await expect(
      t.deps.db.execute(sql`delete from ledger_transactions where id = ${transactionId}`),
    ).rejects.toThrow();
  });

  it('refuses a transaction whose postings do not sum to zero, at commit', async () => {
    const p = await playerRow(t);
    const { transactionId } = await ledger.post(credit(p.id, 100, `sum-${p.id}`));
    const [account] = (
      (await t.deps.db.execute(
        sql`select account_id from ledger_postings where transaction_id = ${transactionId} limit 1`,
      )) as unknown as { rows: Array<{ account_id: number }> }
    ).rows;
    await expect(
      t.deps.db.transaction(async (tx) => {
        await tx.execute(
          sql`insert into ledger_postings (transaction_id, account_id, amount) values (${transactionId}, ${account?.account_id}, 5)`,
        );
      }),
    ).rejects.toThrow();
  });

  it('refuses a negative player balance even from a direct update', async () => {
    const p = await playerRow(t);
    await ledger.post(credit(p.id, 100, `neg-${p.id}`));
    await expect(
      t.deps.db.execute(
        sql`update ledger_accounts set balance = -1 where user_id = ${p.id} and kind = 'cash'`,
      ),
    ).rejects.toThrow();
  });
});
