import type { MarketCode } from '@cardroom/contract';
import { eq } from 'drizzle-orm';
import type { Deps } from '../../deps.js';
import type { CheckinRules } from './rules.js';
import { promotions } from './schema.js';

/**
 * A fresh app's first promotion: a live daily check-in for the market, so the Promo tab has
 * something real. Seeded only while the market has no promotion at all; once the operator has
 * edited or ended it, it stays as they left it (docs/OPERATIONS.md).
 */
const CHECKIN_REWARDS: Record<MarketCode, number[]> = {
  // Rupiah: Rp 500 rising to Rp 10,000 on day 7 (minor units: sen).
  ID: [500, 1_000, 1_500, 2_000, 3_000, 5_000, 10_000].map((rp) => rp * 100),
  // Rupees: ₹1 rising to ₹20 on day 7 (minor units: paise).
  IN: [1, 2, 3, 5, 8, 10, 20].map((rs) => rs * 100),
};

export async function seedPromotions(deps: Deps): Promise<void> {
  const market = deps.market.code;
  const [any] = await deps.db
    .select({ id: promotions.id })
    .from(promotions)
    .where(eq(promotions.market, market))
    .limit(1);
  if (any) return;
  const rules: CheckinRules = { rewards: CHECKIN_REWARDS[market], minDeposit: 0, minBet: 0 };
  const now = deps.now();
  await deps.db.insert(promotions).values({
    market,
    kind: 'checkin',
    status: 'live',
    sort: 10,
    title: { en: 'Daily check-in', id: 'Absen harian' },
    summary: {
      en: 'Check in every day: the reward grows for 7 days in a row',
      id: 'Absen setiap hari: hadiahnya naik selama 7 hari berturut-turut',
    },
    rulesText: {
      en: 'Claim once per day (the day starts at midnight local time). Each day in a row pays more, up to day 7; then the streak starts again at day 1. Missing a day starts the streak again at day 1. The reward must be bet once before it can be withdrawn.',
      id: 'Klaim sekali per hari (hari dimulai pukul 00.00 waktu setempat). Setiap hari berturut-turut hadiahnya lebih besar, sampai hari ke-7; lalu kembali ke hari 1. Jika terlewat satu hari, hitungan dimulai lagi dari hari 1. Hadiah harus dipertaruhkan sekali sebelum dapat ditarik.',
    },
    bannerUrl: '',
    startsAt: now,
    endsAt: null,
    rules,
    wageringMultiple: 1,
    budget: null,
    createdAt: now,
    updatedAt: now,
  });
}
