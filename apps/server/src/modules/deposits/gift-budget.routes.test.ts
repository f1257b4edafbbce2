import { api, type ChargeInfo, type DepositOrder, message } from '@cardroom/contract';
import { and, eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { codeData, resultData } from '../../../test/factories.js';
import { useTestApp } from '../../../test/use-test-app.js';
import { ledgerTransactions } from '../ledger/index.js';
import { putSetting, readSetting } from '../settings/index.js';
import { methodGiftsPaid } from './gift-budget.js';
import { depositGiftBudgetDays, depositOrders } from './schema.js';
import { depositRulesSetting } from './settings.js';
import { coinsWorth, type Player, player, withoutDepositBonus } from './testkit.js';

/**
 * The method gifts (here crypto's 5%) are charged to a daily budget per market
 * (depositRules.methodGiftDailyBudget), reserved by one conditional upsert in the transaction
 * that pays the gift: 50 deposits credited at once near the edge never pay more than the
 * budget, and an order whose gift was withheld says why in the player's language (issue 33).
 */
const t = useTestApp({ MARKET: 'IN' });
beforeAll(async () => {
  // The seeded first-deposit bonus is a promotion with its own budget; the method gift is tested.
  await withoutDepositBonus(t);
});

const RS_1000 = 100_000;
/** 5% of ₹1,000. */
const GIFT = 5_000;
let hashSeq = 0;

const setBudget = async (budget: number) => {
  const rules = await readSetting(t.deps.db, 'IN', depositRulesSetting);
  await putSetting(t.deps.db, 'IN', depositRulesSetting, {
    ...rules,
    methodGiftDailyBudget: budget,
  });
};
const addressOf = async (p: Player) =>
  resultData<{ address: string }>(
    await t.call(api.cryptoAddress, { network: 'TRC20' }, { sign: p.sign }),
  ).address;
const arrive = (address: string) =>
  t.inject({
    method: 'POST',
    url: '/sandbox/crypto/incoming',
    payload: { address, units: coinsWorth(t, RS_1000), txHash: `budget-${++hashSeq}` },
  });
/** The gift movements the ledger holds for these orders (not the counter under test). */
async function giftMovements(orderNos: string[]): Promise<number> {
  const rows = await t.deps.db
    .select({ id: ledgerTransactions.id })
    .from(ledgerTransactions)
    .where(
      and(
        eq(ledgerTransactions.type, 'deposit_bonus'),
        inArray(ledgerTransactions.reference, orderNos),
      ),
    );
  return rows.length;
}

describe('the method-gift budget', () => {
  it('50 crypto deposits at once near the edge pay at most the budget; the rest say why', async () => {
    await t.deps.db.delete(depositGiftBudgetDays);
    // Room for 20 gifts and half of another.
    const budget = GIFT * 20 + GIFT / 2;
    await setBudget(budget);
    const players = [];
    for (let i = 0; i < 50; i++) players.push(await player(t));
    const addresses = await Promise.all(players.map(addressOf));
    const results = await Promise.all(addresses.map(arrive));
    for (const r of results) expect(r.statusCode, r.body).toBe(200);
    const orderNos = results.map((r) => (r.json() as { orderNo: string }).orderNo);
    const orders = await t.deps.db
      .select()
      .from(depositOrders)
      .where(inArray(depositOrders.orderNo, orderNos));
    expect(orders).toHaveLength(50);
    // Every deposit is credited in full; only the gifts are limited.
    expect(orders.every((o) => o.status === 'success' && o.amount === RS_1000)).toBe(true);
    const gifted = orders.filter((o) => o.bonus > 0);
    expect(gifted).toHaveLength(20);
    expect(gifted.every((o) => o.bonus === GIFT)).toBe(true);
    // Each gift is one ledger movement of GIFT (the ledger's invariants are checked after).
    const paid = (await giftMovements(orderNos)) * GIFT;
    expect(paid).toBe(GIFT * 20);
    expect(paid).toBeLessThanOrEqual(budget);
    expect(await methodGiftsPaid(t.deps, t.deps.now())).toBe(paid);
    const withheld = orders.filter((o) => o.bonus === 0);
    expect(withheld.every((o) => o.remark === '@remarkGiftBudgetSpent')).toBe(true);

    // The player reads why, in English and in Indonesian.
    const first = withheld[0];
    const owner = players.find((p) => p.userId === first?.userId);
    if (!first || !owner) throw new Error('no withheld order');
    for (const locale of ['en', 'id'] as const) {
      const list = resultData<{ list: DepositOrder[] }>(
        await t.call(api.rechargeRecord, {}, { sign: owner.sign, locale }),
      ).list;
      expect(list.find((o) => o.orderNo === first.orderNo)?.remark).toBe(
        message('remarkGiftBudgetSpent', locale),
      );
    }
  });

  it('getChargeInfo answers the gift budget left today, 0 once spent (the tabs then promise no gift)', async () => {
    await t.deps.db.delete(depositGiftBudgetDays);
    await setBudget(GIFT * 3);
    const p = await player(t);
    const left = async () =>
      codeData<ChargeInfo>(await t.call(api.getChargeInfo, {}, { sign: p.sign }))
        .methodGiftBudgetLeft;
    expect(await left()).toBe(GIFT * 3);
    const address = await addressOf(p);
    await arrive(address);
    expect(await left()).toBe(GIFT * 2);
    await arrive(address);
    await arrive(address);
    expect(await left()).toBe(0);
    // A fourth deposit is credited without the gift, as the page said beforehand.
    const res = await arrive(address);
    const [o] = await t.deps.db
      .select()
      .from(depositOrders)
      .where(eq(depositOrders.orderNo, (res.json() as { orderNo: string }).orderNo));
    expect(o).toMatchObject({ status: 'success', bonus: 0 });
    expect(await left()).toBe(0);
    // The operator lowering the budget below what was paid still answers 0, never less.
    await setBudget(GIFT);
    expect(await left()).toBe(0);
  });

  it('a budget of 0 pays no method gift and the deposit still goes through', async () => {
    await setBudget(0);
    const p = await player(t);
    const res = await arrive(await addressOf(p));
    const [o] = await t.deps.db
      .select()
      .from(depositOrders)
      .where(eq(depositOrders.orderNo, (res.json() as { orderNo: string }).orderNo));
    expect(o).toMatchObject({ status: 'success', amount: RS_1000, bonus: 0 });
    expect(o?.remark).toBe('@remarkGiftBudgetSpent');
  });
});
