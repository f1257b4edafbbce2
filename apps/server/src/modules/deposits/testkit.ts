import { api, coinUnitsFor, cryptoCredit } from '@cardroom/contract';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { balanceOf, guest, resultData } from '../../../test/factories.js';
import type { TestApp } from '../../../test/harness.js';
import { users } from '../users/index.js';
import { orderByNo } from './orders.js';
import { chargeInfoSetting } from './settings.js';

/** Test helpers shared by the deposit tests (imported only from *.test.ts files). */
export interface Player {
  sign: string;
  uid: string;
  userId: number;
}

export async function player(t: TestApp): Promise<Player> {
  const g = await guest(t);
  const [row] = await t.deps.db.select({ id: users.id }).from(users).where(eq(users.uid, g.uid));
  if (!row) throw new Error('guest not stored');
  return { sign: g.sign, uid: g.uid, userId: row.id };
}

export const cash = (t: TestApp, p: Player) => balanceOf(t, p.userId, 'cash');
export const wagering = (t: TestApp, p: Player) => balanceOf(t, p.userId, 'wagering');

/**
 * The coin units (millionths) that credit exactly `minor` at the market's default rate of a
 * network, for tests that send coins to /sandbox/crypto/incoming and expect a round amount.
 */
export function coinsWorth(t: TestApp, minor: number, network = 'TRC20'): number {
  const rate = chargeInfoSetting.defaults(t.config.market).cryptoRates[network];
  if (rate === undefined) throw new Error(`no default rate for ${network}`);
  const units = coinUnitsFor(minor, rate);
  if (cryptoCredit(units, rate) !== minor) throw new Error(`no coin amount credits ${minor}`);
  return units;
}

export const order = async (t: TestApp, orderNo: string) => {
  const o = await orderByNo(t.deps.db, orderNo);
  if (!o) throw new Error(`no order ${orderNo}`);
  return o;
};

/** Kept here for the module's tests; one copy of each lives in test/factories. */
/** Kept under this name for the module's tests; the one check lives in test/factories. */
export {
  callbackBody,
  expectLedgerOk,
  notify,
  onlineOrder,
  sandbox,
} from '../../../test/factories.js';

/**
 * Ends the market's seeded deposit bonus (SPEC.md §9, kind `first_deposit`) the way an
 * operator would, for a test file about another rule (a method's gift, a range, a payout)
 * whose sums would otherwise carry it; the bonus itself is tested in promo/first-deposit.
 */
export async function withoutDepositBonus(t: TestApp): Promise<void> {
  await withoutSeeded(t, 'first_deposit');
}

/** Ends the market's live promotions of one kind (the seeded ones), as an operator would. */
export async function withoutSeeded(t: TestApp, kind: string): Promise<void> {
  const cards = resultData<{ list: Array<{ id: string; kind: string }> }>(
    await t.call(api.promoList, {}),
  ).list;
  for (const c of cards.filter((x) => x.kind === kind)) {
    const res = await t.inject({
      method: 'POST',
      url: `/sandbox/operator/promo/promotions/${c.id}/status`,
      payload: { status: 'ended' },
    });
    expect(res.statusCode).toBe(200);
  }
}

/** The transfer-order service itself, for tests that run it bound to a request key by hand. */
export { createTransferOrder } from './transfer.js';
