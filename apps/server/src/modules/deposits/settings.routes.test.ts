import { api, type DepositOrder, message } from '@cardroom/contract';
import { eq } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { codeData, failure, resultData } from '../../../test/factories.js';
import { useTestApp } from '../../../test/use-test-app.js';
import { readSetting, settingsTable } from '../settings/index.js';
import { storeUnchecked } from '../settings/testkit.js';
import { chargeInfoSetting, depositRulesSetting } from './index.js';
import { cash, expectLedgerOk, order, player, wagering, withoutDepositBonus } from './testkit.js';

/** What an operator stored by hand, checked when it is read (India: UTR deposits). */
const logLines: string[] = [];
const t = useTestApp(
  { MARKET: 'IN', LOG_LEVEL: 'error' },
  { logStream: { write: (l) => logLines.push(l) } },
);
beforeAll(async () => {
  // The sums here leave out the seeded deposit bonus (SPEC §9; promo/first-deposit tests cover it).
  await withoutDepositBonus(t);
});
afterEach(async () => {
  // Each test leaves the market's defaults stored again.
  await storeUnchecked(t.deps.db, 'chargeInfo', chargeInfoSetting.defaults('IN'));
  await storeUnchecked(t.deps.db, 'depositRules', depositRulesSetting.defaults('IN'));
  await expectLedgerOk(t);
});

const RS_1000 = 100_000;
let utrSeq = 700_000_000_000;
const post = (url: string, payload: Record<string, unknown> = {}) =>
  t.inject({ method: 'POST', url, payload });

describe('a stored setting that does not parse', () => {
  it('getChargeInfo answers the generic error in the player language and logs the key and field', async () => {
    const p = await player(t);
    const good = chargeInfoSetting.defaults('IN');
    await storeUnchecked(t.deps.db, 'chargeInfo', { ...good, rechargeTypes: ['online'] });
    for (const locale of ['en', 'id'] as const) {
      const res = await t.call(api.getChargeInfo, {}, { sign: p.sign, locale });
      expect(failure(res).msg).toBe(message('system', locale));
    }
    const logged = logLines.join('\n');
    expect(logged).toContain('setting chargeInfo is invalid: rechargeTypes.0');
  });

  it('a bad depositRules refuses a new UTR order and confirming one: no money moves', async () => {
    const p = await player(t);
    const o = resultData<DepositOrder>(
      await t.call(api.selfUtr, { amount: RS_1000, utr: String(++utrSeq) }, { sign: p.sign }),
    );
    const rules = depositRulesSetting.defaults('IN');
    await storeUnchecked(t.deps.db, 'depositRules', {
      ...rules,
      selfUtrBonus: { ...rules.selfUtrBonus, periodHours: 'six' },
    });
    const refused = await t.call(
      api.selfUtr,
      { amount: RS_1000, utr: String(++utrSeq) },
      { sign: p.sign, locale: 'id' },
    );
    expect(failure(refused).msg).toBe(message('system', 'id'));
    const confirm = await post(`/sandbox/operator/deposits/${o.orderNo}/confirm-utr`);
    expect(confirm.json()).not.toMatchObject({ ok: true });
    expect(await cash(t, p)).toBe(0);
    expect(await wagering(t, p)).toBe(0);
    expect((await order(t, o.orderNo)).status).not.toBe('success');
    expect(logLines.join('\n')).toContain(
      'setting depositRules is invalid: selfUtrBonus.periodHours',
    );

    // The operator fixes the row: the same order is credited, once.
    await storeUnchecked(t.deps.db, 'depositRules', rules);
    expect(
      (await post(`/sandbox/operator/deposits/${o.orderNo}/confirm-utr`)).json(),
    ).toMatchObject({ ok: true, order: { status: 'success' } });
    expect(await cash(t, p)).toBe(RS_1000);
  });

  it('a missing field takes the default; a deleted row reads as the default', async () => {
    const p = await player(t);
    const { rechargeOpen: _dropped, ...partial } = chargeInfoSetting.defaults('IN');
    await storeUnchecked(t.deps.db, 'chargeInfo', partial);
    const info = codeData<{ rechargeOpen: boolean }>(
      await t.call(api.getChargeInfo, {}, { sign: p.sign }),
    );
    expect(info.rechargeOpen).toBe(true);
    await t.deps.db.delete(settingsTable).where(eq(settingsTable.key, 'chargeInfo'));
    const again = codeData<{ rechargeTypes: number[] }>(
      await t.call(api.getChargeInfo, {}, { sign: p.sign }),
    );
    expect(again.rechargeTypes).toEqual(chargeInfoSetting.defaults('IN').rechargeTypes);
  });
});

describe('writing a setting through the sandbox operator route', () => {
  it('refuses a bad value with a 400 naming the field, and stores nothing', async () => {
    const before = await readSetting(t.deps.db, 'IN', depositRulesSetting);
    const url = '/sandbox/operator/settings/depositRules';
    const bad = await post(url, { merge: { maxPendingOrders: 'many' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toContain('maxPendingOrders');
    const nested = await post(url, {
      merge: { transferRange: { min: 5_000_000, max: 10_000 } },
    });
    expect(nested.statusCode).toBe(400);
    expect(nested.json().error).toContain('transferRange');
    expect(await readSetting(t.deps.db, 'IN', depositRulesSetting)).toEqual(before);

    const ok = await post(url, { merge: { maxPendingOrders: 7 } });
    expect(ok.json()).toMatchObject({ ok: true, value: { maxPendingOrders: 7 } });
    expect((await readSetting(t.deps.db, 'IN', depositRulesSetting)).maxPendingOrders).toBe(7);
  });
});
