import { api } from '@cardroom/contract';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { otpPlayer, readOtp, resultData, uniqueIp } from '../../../test/factories.js';
import type { TestApp } from '../../../test/harness.js';
import { putSetting, readSetting } from '../settings/index.js';
import { users } from '../users/index.js';
import { type WithdrawRules, withdrawRulesSetting } from './settings.js';

/** Test helpers for withdrawals: a player with phone, withdraw password and a card. */
export interface Withdrawer {
  sign: string;
  uid: string;
  mobile: string;
  userId: number;
  password: string;
  cardId: string;
}

export async function userIdOf(t: TestApp, uid: string): Promise<number> {
  const [row] = await t.deps.db.select({ id: users.id }).from(users).where(eq(users.uid, uid));
  if (!row) throw new Error(`no user ${uid}`);
  return row.id;
}

export async function boundCode(
  t: TestApp,
  p: { sign: string; mobile: string },
  type: 'withdrawPassword' | 'bankCard',
): Promise<string> {
  resultData(await t.call(api.sendBoundPhoneCode, { type }, { sign: p.sign, ip: uniqueIp() }));
  return readOtp(t, p.mobile);
}

export async function withdrawer(t: TestApp, password = 'pin-123456'): Promise<Withdrawer> {
  const p = await otpPlayer(t);
  const pwCode = await boundCode(t, p, 'withdrawPassword');
  resultData(
    await t.call(
      api.setWithdrawPassword,
      { password, confirmPassword: password, verificationCode: pwCode },
      { sign: p.sign },
    ),
  );
  const cardCode = await boundCode(t, p, 'bankCard');
  const card = resultData<{ id: string }>(
    await t.call(
      api.bankAdd,
      t.config.market === 'IN'
        ? {
            holderName: 'Asha Rao',
            accountNumber: '123456789012',
            ifsc: 'SBIN0001234',
            accountType: 'savings',
            verificationCode: cardCode,
          }
        : {
            holderName: 'Budi Santoso',
            accountNumber: '1234567890',
            bankCode: 'BCA',
            verificationCode: cardCode,
          },
      { sign: p.sign },
    ),
  );
  return { ...p, userId: await userIdOf(t, p.uid), password, cardId: card.id };
}

let funded = 0;
/** Money in the player's cash as a gateway deposit would bring it (no wagering). */
export async function fund(t: TestApp, userId: number, amount: number): Promise<void> {
  const ref = `test-fund-${userId}-${++funded}`;
  await t.deps.ledger.post({
    key: `deposit:${ref}`,
    type: 'deposit',
    userId,
    reference: ref,
    postings: [
      { account: { userId, kind: 'cash' }, amount },
      { account: { house: 'gateway_clearing' }, amount: -amount },
    ],
  });
}

export async function setRules(t: TestApp, change: (r: WithdrawRules) => WithdrawRules) {
  const current = await readSetting(t.deps.db, t.deps.market.code, withdrawRulesSetting);
  await putSetting(t.deps.db, t.deps.market.code, withdrawRulesSetting, change(current));
}

/** Kept under this name for the module's tests; the one check lives in test/factories. */
export { expectLedgerOk } from '../../../test/factories.js';

export function apply(t: TestApp, w: Withdrawer, amount: number, password = w.password) {
  return t.call(
    api.withdrawApply,
    { amount, bankCardId: w.cardId, withdrawPassword: password },
    { sign: w.sign },
  );
}

/** The sandbox payout number of an order (the PSP's side). */
export async function payoutNoOf(t: TestApp, orderNo: string): Promise<string> {
  const res = await t.inject({
    method: 'GET',
    url: '/sandbox/gateway/payouts',
    query: { orderNo },
  });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { payoutNo: string }).payoutNo;
}

export async function decidePayout(t: TestApp, payoutNo: string, outcome: 'success' | 'fail') {
  const res = await t.inject({
    method: 'POST',
    url: `/sandbox/gateway/payout/${payoutNo}`,
    payload: { outcome },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { callbackDelivered: boolean; status: string };
}
