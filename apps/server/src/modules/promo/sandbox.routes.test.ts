import { api } from '@cardroom/contract';
import { describe, expect, it } from 'vitest';
import { creditedDeposit, resultData } from '../../../test/factories.js';
import { useTestApp } from '../../../test/use-test-app.js';
import { player, withoutSeeded } from '../deposits/testkit.js';
import { cashOf, expectLedgerOk } from './testkit.js';

const t = useTestApp();

const post = (url: string, payload: unknown) =>
  t.inject({ method: 'POST', url, payload: payload as Record<string, unknown> });

describe('sandbox operator windows for promotions', () => {
  it('creates a live first-deposit promotion a deposit then earns, and refuses bad rules', async () => {
    const bad = await post('/sandbox/operator/promo/promotions', {
      kind: 'first_deposit',
      rules: { minDeposit: 50_000, tiers: [], dailyCap: 1, mode: 'auto' },
    });
    expect(bad.statusCode).toBe(409);
    expect(bad.json().error).toMatch(/^the first_deposit rules are not valid: tiers/);
    const malformed = await post('/sandbox/operator/promo/promotions', { kind: 'checkin', x: 1 });
    expect(malformed.statusCode).toBe(400);

    const ok = await post('/sandbox/operator/promo/promotions', {
      kind: 'first_deposit',
      rules: {
        minDeposit: 50_000,
        tiers: [{ minAmount: 50_000, bps: 3000 }],
        dailyCap: 3_000_000,
        mode: 'auto',
      },
      title: { en: 'First deposit bonus', id: 'Bonus deposit pertama' },
    });
    expect(ok.statusCode).toBe(200);
    const p = await player(t);
    const list = resultData<{ list: Array<{ kind: string; title: string }> }>(
      await t.call(api.promoList, {}, { locale: 'id' }),
    );
    expect(list.list.find((c) => c.kind === 'first_deposit')?.title).toBe('Bonus deposit pertama');
    await creditedDeposit(t, p, 5_000_000);
    expect(await cashOf(t, p.userId)).toBe(6_500_000);

    const id = ok.json().promotion.id as string;
    const paused = await post(`/sandbox/operator/promo/promotions/${id}/status`, {
      status: 'paused',
    });
    expect(paused.json().promotion.status).toBe('paused');
    await expectLedgerOk(t);
  });

  it('creates a gift code players can redeem', async () => {
    // The install's seeded gift-code promotion ends first, to see the refusal without one.
    await withoutSeeded(t, 'gift_code');
    expect(
      (
        await post('/sandbox/operator/promo/giftcodes', { code: 'HELLO1', amount: 100, uses: 1 })
      ).json().error,
    ).toMatch(/no live gift_code promotion/);
    await post('/sandbox/operator/promo/promotions', { kind: 'gift_code', rules: {} });
    const made = await post('/sandbox/operator/promo/giftcodes', {
      code: 'hello1',
      amount: 250_000,
      uses: 3,
    });
    expect(made.json()).toEqual({ ok: true, code: { code: 'HELLO1', amount: 250_000, uses: 3 } });
    const p = await player(t);
    resultData(await t.call(api.giftCodeRedeem, { code: 'HELLO1' }, { sign: p.sign }));
    expect(await cashOf(t, p.userId)).toBe(250_000);
  });
});
