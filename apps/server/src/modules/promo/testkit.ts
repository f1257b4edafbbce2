import { api, marketPeriod, type PromoKind } from '@cardroom/contract';
import { and, eq } from 'drizzle-orm';
import { balanceOf, resultData } from '../../../test/factories.js';
import type { TestApp } from '../../../test/harness.js';
import { createPromotion, type PromotionInput, setPromotionStatus } from './promotions.js';
import { type PromotionRow, promotions } from './schema.js';

/** Test helpers for promotions (imported only from *.test.ts files). */

const texts = (name: string) => ({
  title: { en: `${name} title`, id: `${name} judul` },
  summary: { en: `${name} summary`, id: `${name} ringkasan` },
  rulesText: { en: `${name} rules`, id: `${name} aturan` },
});

/**
 * A new live promotion of `kind`, after ending every other live one of that kind in the market
 * (the seeded check-in included), so the test knows which one the player meets.
 */
export async function livePromotion(
  t: TestApp,
  kind: PromoKind,
  rules: unknown,
  opts: Partial<PromotionInput> = {},
): Promise<PromotionRow> {
  const market = t.config.market;
  const live = await t.deps.db
    .select({ id: promotions.id })
    .from(promotions)
    .where(
      and(eq(promotions.market, market), eq(promotions.kind, kind), eq(promotions.status, 'live')),
    );
  for (const p of live) await setPromotionStatus(t.deps, market, p.id, 'ended');
  return createPromotion(t.deps, market, {
    kind,
    ...texts(kind),
    bannerUrl: '',
    startsAt: new Date(t.deps.now().getTime() - 1000),
    endsAt: null,
    rules,
    wageringMultiple: 1,
    budget: null,
    sort: 0,
    status: 'live',
    ...opts,
  });
}

/** Moves the services' clock to `minutesAfterMidnight` local time of the market day `days` ahead. */
export function toLocalTime(t: TestApp, days: number, minutesAfterMidnight: number): Date {
  const today = marketPeriod(t.config.market, t.deps.now(), 'day');
  const target = today.start.getTime() + days * 86_400_000 + minutesAfterMidnight * 60_000;
  t.advance(target - t.deps.now().getTime());
  return t.deps.now();
}

export const cashOf = (t: TestApp, userId: number) => balanceOf(t, userId, 'cash');
export const wageringOf = (t: TestApp, userId: number) => balanceOf(t, userId, 'wagering');

/** Kept under this name for the module's tests; the one check lives in test/factories. */
export { expectLedgerOk } from '../../../test/factories.js';

export interface RecordRow {
  type: string;
  amount: number;
  reference: string;
}

/** The player's balance records of one type, as the Account page reads them. */
export async function records(t: TestApp, sign: string, type: string): Promise<RecordRow[]> {
  return resultData<{ list: RecordRow[] }>(
    await t.call(api.balanceRecord, { type, page: 1, pageSize: 50 }, { sign }),
  ).list;
}
