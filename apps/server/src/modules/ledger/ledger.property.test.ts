import fc from 'fast-check';
import { expect, it } from 'vitest';
import { playerRow } from '../../../test/factories.js';
import { useTestApp } from '../../../test/use-test-app.js';
import { checkLedgerInvariants } from './invariants.js';
import { IdempotencyConflict, InsufficientFunds, type TransactionInput } from './types.js';

const t = useTestApp();

type Op =
  | { kind: 'credit'; key: number; amount: number }
  | { kind: 'debit'; key: number; amount: number }
  | { kind: 'replay'; pick: number };

const op: fc.Arbitrary<Op> = fc.oneof(
  fc.record({
    kind: fc.constant('credit' as const),
    key: fc.integer({ min: 0, max: 20 }),
    amount: fc.integer({ min: 1, max: 100_000 }),
  }),
  fc.record({
    kind: fc.constant('debit' as const),
    key: fc.integer({ min: 0, max: 20 }),
    amount: fc.integer({ min: 1, max: 100_000 }),
  }),
  fc.record({ kind: fc.constant('replay' as const), pick: fc.nat() }),
);

/**
 * Random credits, debits and replays against a model that is just a number and a set of
 * used keys. After every operation the balance matches the model; after every run the
 * ledger's invariants hold.
 */
it('matches a simple model under random credits, debits and replays', async () => {
  await fc.assert(
    fc.asyncProperty(fc.array(op, { minLength: 1, maxLength: 25 }), async (ops) => {
      const p = await playerRow(t);
      let balance = 0;
      const done: TransactionInput[] = [];
      // Each used key and the amount it moved.
      const used = new Map<string, number>();
      for (const o of ops) {
        let input: TransactionInput;
        if (o.kind === 'replay') {
          if (done.length === 0) continue;
          input = done[o.pick % done.length] as TransactionInput;
        } else {
          // Keys are per player and per kind, so a debit key never collides with a credit's.
          const key = `${p.id}:${o.kind}:${o.key}`;
          const sign = o.kind === 'credit' ? 1 : -1;
          input = {
            key,
            type: o.kind === 'credit' ? 'deposit' : 'bet',
            userId: p.id,
            reference: key,
            postings: [
              { account: { userId: p.id, kind: 'cash' }, amount: sign * o.amount },
              {
                account: { house: o.kind === 'credit' ? 'gateway_clearing' : 'game' },
                amount: -sign * o.amount,
              },
            ],
          };
        }
        const delta = input.postings[0]?.amount ?? 0;
        const fresh = !used.has(input.key);
        if (!fresh && used.get(input.key) !== delta) {
          // The same key for a different movement is refused, whatever the balance.
          await expect(t.deps.ledger.post(input)).rejects.toBeInstanceOf(IdempotencyConflict);
          expect(await t.deps.ledger.balance(t.deps.db, p.id)).toBe(balance);
          continue;
        }
        try {
          const res = await t.deps.ledger.post(input);
          expect(res.replayed).toBe(!fresh);
          if (fresh) {
            balance += delta;
            used.set(input.key, delta);
            done.push(input);
          }
        } catch (err) {
          // Only a debit the model cannot afford may fail, and then nothing moved.
          if (!(err instanceof InsufficientFunds)) throw err;
          expect(fresh && balance + delta < 0).toBe(true);
        }
        expect(await t.deps.ledger.balance(t.deps.db, p.id)).toBe(balance);
      }
    }),
    { numRuns: 40 },
  );
  expect(await checkLedgerInvariants(t.deps.db)).toEqual([]);
});
