import { api, depositBonusFor } from '@cardroom/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { creditedDeposit, failure, resultData } from '../../../test/factories.js';
import { useTestApp, withTestApp } from '../../../test/use-test-app.js';
import { player } from '../deposits/testkit.js';
import { runDuePeriods } from '../schedule/index.js';
import { grantExpiryJob } from './index.js';
import { promoGrants } from './schema.js';
import {
  cashOf,
  expectLedgerOk,
  livePromotion,
  records,
  toLocalTime,
  wageringOf,
} from './testkit.js';

const t = useTestApp();

// Rupiah in minor units (sen): Rp 500 minimum, Rp 30,000 a day (SPEC.md §9).
const RULES = {
  minDeposit: 50_000,
  tiers: [
    { minAmount: 50_000, bps: 1000 },
    { minAmount: 10_000_000, bps: 2000 },
    { minAmount: 100_000_000, bps: 3000 },
  ],
  dailyCap: 3_000_000,
};

type Info = {
  minDeposit: number;
  tiers: Array<{ minAmount: number; bps: number }>;
  dailyCap: number;
  remainingToday: number | null;
  mode: string;
  wageringMultiple: number;
  claimable: Array<{ grantId: string; amount: number; expiresAt: string | null }>;
};
const info = (sign?: string) =>
  t.call(api.firstDepositInfo, {}, sign ? { sign } : {}).then((r) => resultData<Info>(r));

describe('first deposit bonus, credited with the deposit', () => {
  it('pays the tier rate up to the day’s cap, as Deposit Bonus with its wagering; a new market day starts again', async () => {
    await livePromotion(t, 'first_deposit', { ...RULES, mode: 'auto' }, { wageringMultiple: 3 });
    const p = await player(t);
    toLocalTime(t, 1, 9 * 60);
    const shown = await info(p.sign);
    expect(shown).toMatchObject({ remainingToday: 3_000_000, mode: 'auto', wageringMultiple: 3 });
    expect((await info()).remainingToday).toBeNull();
    const predicted = depositBonusFor(5_000_000, shown, shown.remainingToday ?? 0);
    expect(predicted).toBe(500_000);

    await creditedDeposit(t, p, 5_000_000);
    expect(await cashOf(t, p.userId)).toBe(5_500_000);
    // Deposit 3x (the deposit rule) plus bonus 3x (the promotion's multiple).
    expect(await wageringOf(t, p.userId)).toBe(3 * 5_000_000 + 3 * 500_000);
    expect((await info(p.sign)).remainingToday).toBe(2_500_000);

    // 20% of Rp 200,000 is Rp 40,000, but only Rp 25,000 of today's cap is left.
    await creditedDeposit(t, p, 20_000_000);
    expect(await cashOf(t, p.userId)).toBe(5_500_000 + 20_000_000 + 2_500_000);
    await creditedDeposit(t, p, 5_000_000);
    expect(await cashOf(t, p.userId)).toBe(33_000_000);
    expect((await info(p.sign)).remainingToday).toBe(0);
    const card = async (locale: 'en' | 'id') =>
      resultData<{ list: Array<{ kind: string; my: { state: string; text: string } }> }>(
        await t.call(api.promoList, {}, { sign: p.sign, locale }),
      ).list.find((c) => c.kind === 'first_deposit')?.my;
    expect(await card('en')).toMatchObject({
      state: 'claimed',
      text: "You have reached today's limit for this promotion",
    });
    expect((await card('id'))?.text).toBe('Anda telah mencapai batas hari ini untuk promosi ini');

    const bonuses = await records(t, p.sign, 'deposit_bonus');
    expect(bonuses.map((r) => r.amount).sort((a, b) => a - b)).toEqual([500_000, 2_500_000]);

    toLocalTime(t, 1, 1);
    expect((await info(p.sign)).remainingToday).toBe(3_000_000);
    expect(await card('en')).toMatchObject({
      state: 'none',
      text: 'Deposit at least Rp 500 to get a bonus',
    });
    await creditedDeposit(t, p, 5_000_000);
    expect(await cashOf(t, p.userId)).toBe(33_000_000 + 5_500_000);
    await expectLedgerOk(t);
  });

  it('pays nothing below the minimum deposit', async () => {
    await livePromotion(
      t,
      'first_deposit',
      { ...RULES, minDeposit: 10_000_000, mode: 'auto' },
      { wageringMultiple: 3 },
    );
    const p = await player(t);
    await creditedDeposit(t, p, 5_000_000);
    expect(await cashOf(t, p.userId)).toBe(5_000_000);
    expect(await records(t, p.sign, 'deposit_bonus')).toHaveLength(0);
  });

  it('a spent budget leaves the deposit credited and the bonus cancelled', async () => {
    const promo = await livePromotion(
      t,
      'first_deposit',
      { ...RULES, mode: 'auto' },
      { budget: 600_000 },
    );
    const a = await player(t);
    const b = await player(t);
    await creditedDeposit(t, a, 5_000_000);
    await creditedDeposit(t, b, 5_000_000);
    expect(await cashOf(t, a.userId)).toBe(5_500_000);
    expect(await cashOf(t, b.userId)).toBe(5_000_000);
    const grants = await t.deps.db
      .select()
      .from(promoGrants)
      .where(eq(promoGrants.promotionId, promo.id));
    expect(grants.map((g) => g.state).sort()).toEqual(['cancelled', 'credited']);
    await expectLedgerOk(t);
  });
});

describe('first deposit bonus, left to claim', () => {
  it('shows the grant on the page and the Promo tab; a claim credits it once, in en and id', async () => {
    await livePromotion(t, 'first_deposit', { ...RULES, mode: 'claim', claimDays: 2 });
    const p = await player(t);
    await creditedDeposit(t, p, 5_000_000);
    expect(await cashOf(t, p.userId)).toBe(5_000_000);
    const waiting = await info(p.sign);
    expect(waiting.claimable).toHaveLength(1);
    const grant = waiting.claimable[0];
    if (!grant) throw new Error('no grant');
    expect(grant.amount).toBe(500_000);
    const list = resultData<{
      list: Array<{ kind: string; my: { state: string; grantId: string } }>;
    }>(await t.call(api.promoList, {}, { sign: p.sign }));
    const card = list.list.find((c) => c.kind === 'first_deposit');
    expect(card?.my).toMatchObject({ state: 'claimable', grantId: grant.grantId, amount: 500_000 });

    const claims = await Promise.all(
      Array.from({ length: 64 }, () =>
        t.call(api.promoClaim, { grantId: grant.grantId }, { sign: p.sign }),
      ),
    );
    expect(claims.filter((r) => r.body.state === '200')).toHaveLength(1);
    expect(await cashOf(t, p.userId)).toBe(5_500_000);
    expect(
      failure(await t.call(api.promoClaim, { grantId: grant.grantId }, { sign: p.sign })),
    ).toEqual({ state: '409', msg: 'This reward has already been claimed' });
    expect(
      failure(
        await t.call(api.promoClaim, { grantId: grant.grantId }, { sign: p.sign, locale: 'id' }),
      ).msg,
    ).toBe('Hadiah ini sudah diklaim');
    // Someone else's grant is not found.
    const other = await player(t);
    expect(
      failure(await t.call(api.promoClaim, { grantId: grant.grantId }, { sign: other.sign })),
    ).toEqual({ state: '404', msg: 'This reward was not found' });
    expect(
      failure(await t.call(api.promoClaim, { grantId: 'abc' }, { sign: other.sign, locale: 'id' }))
        .msg,
    ).toBe('Hadiah ini tidak ditemukan');
    expect((await records(t, p.sign, 'deposit_bonus')).map((r) => r.amount)).toEqual([500_000]);
    await expectLedgerOk(t);
  });

  it('a grant past its expiry is refused, and the daily job records it as expired once', async () => {
    await livePromotion(t, 'first_deposit', { ...RULES, mode: 'claim', claimDays: 1 });
    const p = await player(t);
    await creditedDeposit(t, p, 5_000_000);
    const grant = (await info(p.sign)).claimable[0];
    if (!grant) throw new Error('no grant');
    t.advance(86_400_000 + 1000);
    expect((await info(p.sign)).claimable).toHaveLength(0);
    expect(
      failure(await t.call(api.promoClaim, { grantId: grant.grantId }, { sign: p.sign })),
    ).toEqual({ state: '400', msg: 'This reward has expired' });
    expect(
      failure(
        await t.call(api.promoClaim, { grantId: grant.grantId }, { sign: p.sign, locale: 'id' }),
      ).msg,
    ).toBe('Hadiah ini sudah kedaluwarsa');
    toLocalTime(t, 1, 5);
    const first = await runDuePeriods(t.deps.db, 'ID', grantExpiryJob, t.deps.now());
    expect(first.length).toBeGreaterThan(0);
    // Replayed: every period already ran.
    expect(await runDuePeriods(t.deps.db, 'ID', grantExpiryJob, t.deps.now())).toEqual([]);
    const [row] = await t.deps.db
      .select()
      .from(promoGrants)
      .where(eq(promoGrants.id, Number(grant.grantId)));
    expect(row?.state).toBe('expired');
    expect(await cashOf(t, p.userId)).toBe(5_000_000);
    await expectLedgerOk(t);
  });
});

describe('the deposit bonus of a fresh install (SPEC.md §9)', () => {
  it.each([
    // Rupiah: Rp 100.000 minimum, 10% → 20% from Rp 1.000.000 → 30% from Rp 10.000.000, Rp 6.000.000 a day.
    { market: 'ID', min: 10_000_000, mid: 100_000_000, cap: 600_000_000, type: 'qris' },
    // Rupees: ₹500 minimum, 10% → 20% from ₹5,000 → 30% from ₹50,000, ₹30,000 a day.
    { market: 'IN', min: 50_000, mid: 500_000, cap: 3_000_000, type: 'upi_fast' },
  ] as const)(
    '$market is offered and paid with 3× wagering',
    async ({ market, min, mid, cap, type }) => {
      await withTestApp({ MARKET: market }, {}, async (app) => {
        const p = await player(app);
        const shown = resultData<Info>(await app.call(api.firstDepositInfo, {}, { sign: p.sign }));
        expect(shown).toMatchObject({
          minDeposit: min,
          dailyCap: cap,
          remainingToday: cap,
          mode: 'auto',
          wageringMultiple: 3,
        });
        expect(shown.tiers.map((x) => x.bps)).toEqual([1000, 2000, 3000]);
        expect(shown.tiers[1]?.minAmount).toBe(mid);
        const idTitle = resultData<{ title: string }>(
          await app.call(api.firstDepositInfo, {}, { locale: 'id' }),
        ).title;
        expect(idTitle).toBe('Bonus deposit');

        // Under the minimum: nothing; at the second tier: 20%, bet 3 times on top of the deposit's 3×.
        const under = min - 100;
        await creditedDeposit(app, p, under, { type });
        expect(await cashOf(app, p.userId)).toBe(under);
        await creditedDeposit(app, p, mid, { type });
        expect(await cashOf(app, p.userId)).toBe(under + mid + mid / 5);
        expect(await wageringOf(app, p.userId)).toBe(3 * (under + mid) + 3 * (mid / 5));
        expect((await records(app, p.sign, 'deposit_bonus')).map((r) => r.amount)).toEqual([
          mid / 5,
        ]);
        await expectLedgerOk(app);
      });
    },
  );
});
