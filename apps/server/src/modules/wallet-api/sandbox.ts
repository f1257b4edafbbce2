import { randomUUID } from 'node:crypto';
import { sandboxApi } from '@cardroom/contract';
import { eq } from 'drizzle-orm';
import type { Deps } from '../../deps.js';
import { notFound } from '../../http/errors.js';
import type { Router } from '../../http/router.js';
import { balanceKey } from '../ledger/index.js';
import { users } from '../users/index.js';

/**
 * Sandbox mode only (never registered otherwise): credits test money to a player, as a
 * ledger `adjustment` from the house `sandbox_funding` account, so testers and browser tests
 * can play without going through a deposit. { uid, amount } -> { balance }.
 */
export function registerSandboxWallet(r: Router, deps: Deps): void {
  r.handle(sandboxApi.sandboxWalletCredit, async ({ uid, amount }) => {
    // `uid` here names the player to fund; the schema requires it (it overrides the optional
    // common `uid`), but the merged type still reads as optional.
    if (!uid) throw notFound('notFound');
    const [user] = await deps.db.select({ id: users.id }).from(users).where(eq(users.uid, uid));
    if (!user) throw notFound('notFound');
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
