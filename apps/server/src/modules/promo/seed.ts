import type { MarketCode } from '@cardroom/contract';
import { and, eq } from 'drizzle-orm';
import type { Deps } from '../../deps.js';
import type { CheckinRules, SignupRules } from './rules.js';
import { promotions } from './schema.js';

/**
 * A fresh app's promotions: a live daily check-in for the market (seeded only while the market
 * has no promotion at all) and a live sign-up bonus (seeded only while the market has never had
 * one), so the Promo tab has something real. Once the operator has edited or ended them, they
 * stay as they left them (docs/OPERATIONS.md).
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
  if (!any) await seedCheckin(deps);
  await seedSignup(deps);
}

async function seedCheckin(deps: Deps): Promise<void> {
  const market = deps.market.code;
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

/** Sign-up bonus reward: Rp 5,000 / ₹10 (minor units). */
const SIGNUP_REWARD: Record<MarketCode, number> = { ID: 5_000 * 100, IN: 10 * 100 };

async function seedSignup(deps: Deps): Promise<void> {
  const market = deps.market.code;
  const [had] = await deps.db
    .select({ id: promotions.id })
    .from(promotions)
    .where(and(eq(promotions.market, market), eq(promotions.kind, 'signup')))
    .limit(1);
  if (had) return;
  const rules: SignupRules = {
    tasks: [
      { kind: 'bind_phone' },
      { kind: 'first_deposit' },
      { kind: 'play_rounds', rounds: 3 },
      { kind: 'withdraw_password' },
    ],
    reward: SIGNUP_REWARD[market],
    windowHours: 24,
    keepDays: 7,
  };
  const now = deps.now();
  await deps.db.insert(promotions).values({
    market,
    kind: 'signup',
    status: 'live',
    sort: 5,
    title: { en: 'Sign-up bonus', id: 'Bonus pendaftaran' },
    summary: {
      en: 'New players: finish four tasks within 24 hours of registering and claim a bonus',
      id: 'Pemain baru: selesaikan empat tugas dalam 24 jam setelah mendaftar dan klaim bonus',
    },
    rulesText: {
      en: 'For players who registered after this promotion started. Within 24 hours of registering, bind your phone, make a first deposit, play 3 rounds of any game and set a withdraw password; each task is ticked when you do it, and tasks done after the 24 hours do not count. Once all four are done the bonus waits for your claim for 7 days, then it expires. One bonus per player. The bonus must be bet once before it can be withdrawn.',
      id: 'Untuk pemain yang mendaftar setelah promosi ini dimulai. Dalam 24 jam setelah mendaftar, hubungkan nomor HP, lakukan deposit pertama, mainkan 3 ronde permainan apa saja dan buat kata sandi penarikan; setiap tugas dicentang saat Anda menyelesaikannya, dan tugas yang selesai setelah 24 jam tidak dihitung. Setelah keempatnya selesai, bonus menunggu klaim Anda selama 7 hari, lalu kedaluwarsa. Satu bonus per pemain. Bonus harus dipertaruhkan sekali sebelum dapat ditarik.',
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
