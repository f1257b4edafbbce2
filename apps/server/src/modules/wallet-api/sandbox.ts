import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Deps } from '../../deps.js';
import { balanceKey } from '../ledger/types.js';
import { users } from '../users/schema.js';

const body = z
  .object({
    uid: z.string().min(1).max(64),
    amount: z
      .number()
      .int()
      .positive()
      .max(10 ** 12),
  })
  .strict();

/**
 * Sandbox mode only (never registered otherwise): credits test money to a player, as a
 * ledger `adjustment` from the house `sandbox_funding` account, so testers and browser tests
 * can play before the deposit flow exists. Raw JSON: { uid, amount } -> { balance }.
 */
export function registerSandboxWallet(app: FastifyInstance, deps: Deps): void {
  app.post('/sandbox/wallet/credit', async (req, reply) => {
    const parsed = body.safeParse(req.body);
    if (!parsed.success)
      return reply
        .code(400)
        .send({ error: 'uid and a positive integer amount (minor units) are required' });
    const { uid, amount } = parsed.data;
    const [user] = await deps.db.select({ id: users.id }).from(users).where(eq(users.uid, uid));
    if (!user) return reply.code(404).send({ error: 'no such player' });
    const key = `sandbox-credit:${randomUUID()}`;
    const res = await deps.ledger.post({
      key,
      type: 'adjustment',
      userId: user.id,
      reference: key,
      memo: { sandbox: true },
      postings: [
        { account: { userId: user.id, kind: 'cash' }, amount },
        { account: { house: 'sandbox_funding' }, amount: -amount },
      ],
    });
    return { balance: res.balances.get(balanceKey(user.id, 'cash')) ?? 0 };
  });
}
