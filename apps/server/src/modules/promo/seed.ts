import type { MarketCode, PromoKind } from '@cardroom/contract';
import { and, eq } from 'drizzle-orm';
import type { Deps } from '../../deps.js';
import type {
  CheckinRules,
  FirstDepositRules,
  InviteRankingRules,
  RankingRules,
  RebateRules,
  SignupRules,
} from './rules.js';
import { promotions } from './schema.js';
import { PLAY_TEXTS, playSignupRules } from './seed-play.js';

type PromotionInsert = typeof promotions.$inferInsert;

/**
 * A fresh app's promotions, live, so the Promo tab has something real: the daily check-in
 * (seeded only while the market has no promotion at all), then one of each later kind (seeded
 * only while the market has none of that kind). Once the operator has edited or ended one, it
 * stays as they left it (docs/OPERATIONS.md).
 */
const CHECKIN_REWARDS: Record<MarketCode, number[]> = {
  // Rupiah: Rp 500 rising to Rp 10,000 on day 7 (minor units: sen).
  ID: [500, 1_000, 1_500, 2_000, 3_000, 5_000, 10_000].map((rp) => rp * 100),
  // Rupees: ₹1 rising to ₹20 on day 7 (minor units: paise).
  IN: [1, 2, 3, 5, 8, 10, 20].map((rs) => rs * 100),
};

export async function seedPromotions(deps: Deps): Promise<void> {
  await seedCheckin(deps);
  await seedRanking(deps);
  // The deposit cashback, the deposit bonus and gift money count or pay money the play-money
  // edition does not have (its /promo/list hides them too).
  const money = deps.config.edition !== 'play';
  if (money) await seedRebate(deps);
  await seedSignup(deps);
  if (money) await seedFirstDeposit(deps);
  if (money) await seedGiftCode(deps);
  await seedVip(deps);
  await seedEarn(deps);
  await seedInviteRanking(deps);
}

async function seedCheckin(deps: Deps): Promise<void> {
  const market = deps.market.code;
  const [any] = await deps.db
    .select({ id: promotions.id })
    .from(promotions)
    .where(eq(promotions.market, market))
    .limit(1);
  if (any) return;
  const rules: CheckinRules = { rewards: CHECKIN_REWARDS[market], minDeposit: 0, minBet: 0 };
  await insertLive(deps, {
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
    rules,
  });
}

/**
 * Daily prizes of top 3 and ranks 4..10, in currency units; the weekly board pays 5 times and
 * the monthly 20 times as much. Rupiah Rp 50.000/30.000/20.000/10.000, rupees ₹100/60/40/20.
 */
const RANKING_DAILY: Record<MarketCode, [number, number, number, number]> = {
  ID: [50_000, 30_000, 20_000, 10_000],
  IN: [100, 60, 40, 20],
};

function rankingPrizes(market: MarketCode, times: number) {
  const [first, second, third, rest] = RANKING_DAILY[market].map((units) => units * 100 * times);
  return [
    { fromRank: 1, toRank: 1, amount: first ?? 0 },
    { fromRank: 2, toRank: 2, amount: second ?? 0 },
    { fromRank: 3, toRank: 3, amount: third ?? 0 },
    { fromRank: 4, toRank: 10, amount: rest ?? 0 },
  ];
}

/**
 * The ranking promotion (daily, weekly and monthly boards), seeded once per market: while the
 * market has no ranking promotion in any state, so an operator's edits or ending stay.
 */
async function seedRanking(deps: Deps): Promise<void> {
  const market = deps.market.code;
  if (await hasKind(deps, 'ranking')) return;
  const rules: RankingRules = {
    boards: {
      day: { prizes: rankingPrizes(market, 1), minBet: 0 },
      week: { prizes: rankingPrizes(market, 5), minBet: 0 },
      month: { prizes: rankingPrizes(market, 20), minBet: 0 },
    },
  };
  await insertLive(deps, {
    kind: 'ranking',
    status: 'live',
    sort: 20,
    title: { en: 'Rankings', id: 'Peringkat' },
    summary: {
      en: 'Daily, weekly and monthly prizes for the biggest valid bets',
      id: 'Hadiah harian, mingguan, dan bulanan untuk taruhan sah terbesar',
    },
    rulesText: {
      en: 'Players are ranked by their valid bets (the stake at risk of accepted bets) in the day, week (Monday to Sunday) or month, in local time. Equal valid bets rank the older account first. The board is updated every few minutes. When a period ends and its last rounds have settled (about 10 minutes later), the prizes of the prize table are added to the winners’ balance automatically as Gift money. A prize must be bet once before it can be withdrawn.',
      id: 'Pemain diurutkan menurut taruhan sah (taruhan yang diterima dan berisiko) dalam sehari, seminggu (Senin sampai Minggu) atau sebulan, waktu setempat. Jika taruhan sah sama, akun yang lebih lama di atas. Papan diperbarui setiap beberapa menit. Saat periode berakhir dan putaran terakhirnya selesai (sekitar 10 menit kemudian), hadiah sesuai tabel otomatis masuk ke saldo pemenang sebagai Uang hadiah. Hadiah harus dipertaruhkan sekali sebelum dapat ditarik.',
    },
    rules,
  });
}

/**
 * SPEC.md §9 "35% deposit cashback": 35% of the day's basis, at most Rp 1.000.000 / ₹5,000 per
 * player and day, nothing under Rp 10.000 / ₹100; the rebate is bet once before withdrawal.
 */
const REBATE_RULES: Record<MarketCode, RebateRules> = {
  ID: { bps: 3500, dailyCap: 1_000_000 * 100, minBasis: 10_000 * 100 },
  IN: { bps: 3500, dailyCap: 5_000 * 100, minBasis: 100 * 100 },
};

async function seedRebate(deps: Deps): Promise<void> {
  const market = deps.market.code;
  if (await hasKind(deps, 'rebate')) return;
  const rules = REBATE_RULES[market];
  await insertLive(deps, {
    kind: 'rebate',
    status: 'live',
    sort: 30,
    title: { en: '35% deposit cashback', id: 'Cashback deposit 35%' },
    summary: {
      en: "35% of yesterday's net loss back, every day",
      id: '35% dari kekalahan bersih kemarin kembali, setiap hari',
    },
    rulesText: {
      en: "Every day we pay back 35% of your net loss of the previous day (midnight to midnight local time): what you staked on that day's bets minus what they won, counted up to what you deposited that day. Only deposited money you lost earns cashback; a winning day, or money deposited and withdrawn again, earns nothing. Days with a loss under the minimum earn nothing. Cashback is credited automatically shortly after midnight, up to the daily maximum, and must be bet once before it can be withdrawn.",
      id: 'Setiap hari kami mengembalikan 35% dari kekalahan bersih Anda pada hari sebelumnya (pukul 00.00 sampai 00.00 waktu setempat): taruhan Anda hari itu dikurangi kemenangannya, dihitung paling banyak sebesar deposit Anda hari itu. Hanya uang deposit yang kalah yang mendapat cashback; hari menang, atau uang yang didepositkan lalu ditarik lagi, tidak mendapat apa-apa. Hari dengan kekalahan di bawah minimum tidak mendapat apa-apa. Cashback masuk otomatis sesaat setelah pukul 00.00, paling banyak sebesar maksimum harian, dan harus dipertaruhkan sekali sebelum dapat ditarik.',
    },
    rules,
  });
}

/** Sign-up bonus reward: Rp 5,000 / ₹10 (minor units). */
const SIGNUP_REWARD: Record<MarketCode, number> = { ID: 5_000 * 100, IN: 10 * 100 };

async function seedSignup(deps: Deps): Promise<void> {
  const market = deps.market.code;
  if (await hasKind(deps, 'signup')) return;
  const rules: SignupRules =
    deps.config.edition === 'play'
      ? playSignupRules(market, SIGNUP_REWARD[market])
      : {
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
  await insertLive(deps, {
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
    rules,
  });
}

/**
 * SPEC.md §9's deposit bonus: a single deposit of at least the minimum earns up to 30%, at most
 * the daily cap per player, and the bonus is bet 3 times before it can be withdrawn. India keeps
 * the spec's rupee amounts (₹500 minimum, ₹30,000 a day); Indonesia scales them by 200, about
 * the rupee's rate in rupiah, as the rebate does (Rp 100.000 minimum, Rp 6.000.000 a day).
 */
const FIRST_DEPOSIT_RULES: Record<MarketCode, FirstDepositRules> = {
  ID: {
    minDeposit: 100_000 * 100,
    tiers: [
      { minAmount: 100_000 * 100, bps: 1000 },
      { minAmount: 1_000_000 * 100, bps: 2000 },
      { minAmount: 10_000_000 * 100, bps: 3000 },
    ],
    dailyCap: 6_000_000 * 100,
    mode: 'auto',
    claimDays: 7,
  },
  IN: {
    minDeposit: 500 * 100,
    tiers: [
      { minAmount: 500 * 100, bps: 1000 },
      { minAmount: 5_000 * 100, bps: 2000 },
      { minAmount: 50_000 * 100, bps: 3000 },
    ],
    dailyCap: 30_000 * 100,
    mode: 'auto',
    claimDays: 7,
  },
};

/** The deposit bonus (kind `first_deposit`), seeded once per market like the rankings. */
async function seedFirstDeposit(deps: Deps): Promise<void> {
  const market = deps.market.code;
  if (await hasKind(deps, 'first_deposit')) return;
  await insertLive(
    deps,
    {
      kind: 'first_deposit',
      status: 'live',
      sort: 15,
      title: { en: 'Deposit bonus', id: 'Bonus deposit' },
      summary: {
        en: 'Up to 30% extra on every deposit, credited with it',
        id: 'Tambahan hingga 30% untuk setiap deposit, masuk bersama depositnya',
      },
      rulesText: {
        en: 'Every single deposit of at least the minimum earns the rate of its tier, added to your balance as Deposit Bonus the moment the deposit is credited, up to the daily maximum per player (the day starts at midnight local time). Deposits under the minimum earn nothing, and deposits are not added together. The bonus must be bet 3 times before it can be withdrawn.',
        id: 'Setiap satu deposit minimal sebesar batas minimum mendapat persentase tingkatnya, masuk ke saldo Anda sebagai Bonus Deposit saat deposit masuk, paling banyak sebesar maksimum harian per pemain (hari dimulai pukul 00.00 waktu setempat). Deposit di bawah minimum tidak mendapat apa-apa, dan deposit tidak dijumlahkan. Bonus harus dipertaruhkan 3 kali sebelum dapat ditarik.',
      },
      rules: FIRST_DEPOSIT_RULES[market],
    },
    { wageringMultiple: 3 },
  );
}

/** What all gift codes of the seeded promotion may pay in total: Rp 10.000.000 / ₹50,000. */
const GIFT_CODE_BUDGET: Record<MarketCode, number> = { ID: 10_000_000 * 100, IN: 50_000 * 100 };

/**
 * The gift-code promotion, seeded once per market so a fresh install lists the page where codes
 * are typed, and the operator's codes have a budget and a wagering multiple to belong to. The
 * codes themselves (amount, uses, expiry) are created by the operator; until then the page
 * answers that no codes are running.
 */
async function seedGiftCode(deps: Deps): Promise<void> {
  const market = deps.market.code;
  if (await hasKind(deps, 'gift_code')) return;
  await insertLive(
    deps,
    {
      kind: 'gift_code',
      status: 'live',
      sort: 50,
      title: { en: 'Gift code', id: 'Kode hadiah' },
      summary: {
        en: 'Got a code from an event or customer service? Redeem it for Gift money',
        id: 'Punya kode dari acara atau layanan pelanggan? Tukarkan dengan Uang hadiah',
      },
      rulesText: {
        en: 'Gift codes are given out at events and by customer service. Each code pays the amount set for it, can be redeemed once per player, and only while it has uses left and has not expired. The money is added to your balance as Gift money and must be bet once before it can be withdrawn. When the total budget of this promotion is spent, codes pay nothing more.',
        id: 'Kode hadiah dibagikan di acara dan oleh layanan pelanggan. Setiap kode membayar jumlah yang ditetapkan, dapat ditukar sekali per pemain, dan hanya selama masih ada sisa penggunaan dan belum kedaluwarsa. Uangnya masuk ke saldo Anda sebagai Uang hadiah dan harus dipertaruhkan sekali sebelum dapat ditarik. Jika total anggaran promosi ini habis, kode tidak membayar lagi.',
      },
      rules: {},
    },
    { budget: GIFT_CODE_BUDGET[market] },
  );
}

/**
 * The VIP level-up rewards (kind `vip`): the amounts are the vip module's `vipLevels` setting;
 * this promotion is their switch, budget and wagering (bet once), seeded once per market.
 */
async function seedVip(deps: Deps): Promise<void> {
  if (await hasKind(deps, 'vip')) return;
  await insertLive(deps, {
    kind: 'vip',
    status: 'live',
    sort: 40,
    title: { en: 'VIP level-up rewards', id: 'Hadiah naik level VIP' },
    summary: {
      en: 'Deposit and play to climb VIP levels: every new level pays a reward once',
      id: 'Deposit dan bermain untuk naik level VIP: setiap level baru memberi hadiah sekali',
    },
    rulesText: {
      en: 'A VIP level is reached when both your total credited deposits and your total valid bets (the stake at risk of accepted bets) reach its thresholds; a threshold of 0 asks nothing. You move up at once, on the deposit or bet that crosses the line, and levels never go down. The reward of each level is added to your balance as VIP Bonus the first time you reach it, once per player, and must be bet once before it can be withdrawn. Higher levels also withdraw more each day at a lower fee: see the VIP page.',
      id: 'Level VIP tercapai saat total deposit yang masuk dan total taruhan sah Anda (taruhan yang diterima dan berisiko) mencapai batasnya; batas 0 tidak meminta apa-apa. Anda naik seketika, pada deposit atau taruhan yang melewati batas, dan level tidak pernah turun. Hadiah setiap level masuk ke saldo Anda sebagai Bonus VIP saat pertama kali Anda mencapainya, sekali per pemain, dan harus dipertaruhkan sekali sebelum dapat ditarik. Level yang lebih tinggi juga dapat menarik lebih banyak setiap hari dengan biaya lebih rendah: lihat halaman VIP.',
    },
    rules: {},
  });
}

/**
 * The Earn tab's two rewards (issue 12): their rules are the invite module's `inviteRules`
 * setting; these rows carry the budget (none), the wagering multiple (bet once) and the
 * records. Not listed on the Promo tab.
 */
async function seedEarn(deps: Deps): Promise<void> {
  if (!(await hasKind(deps, 'invite'))) {
    await insertLive(deps, {
      kind: 'invite',
      status: 'live',
      sort: 90,
      title: { en: 'Invitation rewards', id: 'Hadiah undangan' },
      summary: {
        en: 'A reward for every 2 valid friends you invite',
        id: 'Hadiah untuk setiap 2 teman sah yang Anda undang',
      },
      rulesText: {
        en: 'Paid on the Earn page: see the rules there. Each reward must be bet once before it can be withdrawn.',
        id: 'Dibayar di halaman Dapatkan: lihat aturannya di sana. Setiap hadiah harus dipertaruhkan sekali sebelum dapat ditarik.',
      },
      rules: {},
    });
  }
  if (!(await hasKind(deps, 'agent_rebate'))) {
    await insertLive(deps, {
      kind: 'agent_rebate',
      status: 'live',
      sort: 91,
      title: { en: 'Agent rebate', id: 'Rabat agen' },
      summary: {
        en: "A share of your team's valid bets, every day",
        id: 'Bagian dari taruhan sah tim Anda, setiap hari',
      },
      rulesText: {
        en: 'Claimed on the Earn page: see the rules there. The rebate must be bet once before it can be withdrawn.',
        id: 'Diklaim di halaman Dapatkan: lihat aturannya di sana. Rabat harus dipertaruhkan sekali sebelum dapat ditarik.',
      },
      rules: {},
    });
  }
}

/**
 * Invitational ranks' daily prizes of the top 3, in currency units (Rp 30.000/20.000/10.000,
 * ₹60/40/20 at the rankings' rupiah-to-rupee scale); weekly 5 times, monthly 20 times as much.
 */
const INVITE_RANKING_DAILY: Record<MarketCode, [number, number, number]> = {
  ID: [30_000, 20_000, 10_000],
  IN: [60, 40, 20],
};

function inviteRankingBoard(market: MarketCode, times: number, minInvitees: number) {
  const prizes = INVITE_RANKING_DAILY[market].map((units, i) => ({
    fromRank: i + 1,
    toRank: i + 1,
    amount: units * 100 * times,
  }));
  return { prizes, minInvitees };
}

async function seedInviteRanking(deps: Deps): Promise<void> {
  const market = deps.market.code;
  if (await hasKind(deps, 'invite_ranking')) return;
  const rules: InviteRankingRules = {
    boards: {
      day: inviteRankingBoard(market, 1, 1),
      week: inviteRankingBoard(market, 5, 3),
      month: inviteRankingBoard(market, 20, 10),
    },
  };
  await insertLive(deps, {
    kind: 'invite_ranking',
    status: 'live',
    sort: 25,
    title: { en: 'Invitation ranking', id: 'Peringkat undangan' },
    summary: {
      en: 'Daily, weekly and monthly prizes for inviting the most friends',
      id: 'Hadiah harian, mingguan, dan bulanan untuk yang mengundang teman terbanyak',
    },
    rulesText: {
      en: 'Inviters are ranked by their valid invitees in the day, week (Monday to Sunday) or month, in local time: friends who signed up with your invite link or code and became valid invitees under the invitation programme’s rule (see Earn). A friend counts in the period in which they became valid. Equal counts rank the older account first. The board is updated every few minutes. A winner needs at least 1 valid invitee in the day, 3 in the week or 10 in the month. About 10 minutes after a period ends, the prizes of the prize table are added to the winners’ balance automatically as Gift money. A prize must be bet once before it can be withdrawn.',
      id: 'Pengundang diurutkan menurut jumlah undangan sah dalam sehari, seminggu (Senin sampai Minggu) atau sebulan, waktu setempat: teman yang mendaftar lewat tautan atau kode undangan Anda dan menjadi undangan sah menurut aturan program undangan (lihat Hasilkan Uang). Seorang teman dihitung pada periode saat ia menjadi sah. Jika jumlahnya sama, akun yang lebih lama di atas. Papan diperbarui setiap beberapa menit. Pemenang perlu minimal 1 undangan sah dalam sehari, 3 dalam seminggu atau 10 dalam sebulan. Sekitar 10 menit setelah periode berakhir, hadiah sesuai tabel otomatis masuk ke saldo pemenang sebagai Uang hadiah. Hadiah harus dipertaruhkan sekali sebelum dapat ditarik.',
    },
    rules,
  });
}

/** Whether the market has a promotion of this kind in any state (an operator's ending stays). */
async function hasKind(deps: Deps, kind: PromoKind): Promise<boolean> {
  const [row] = await deps.db
    .select({ id: promotions.id })
    .from(promotions)
    .where(and(eq(promotions.market, deps.market.code), eq(promotions.kind, kind)))
    .limit(1);
  return row !== undefined;
}

/** A seeded promotion: live from now, no end, no banner; no budget and bet once unless told. */
async function insertLive(
  deps: Deps,
  p: Pick<
    PromotionInsert,
    'kind' | 'status' | 'sort' | 'title' | 'summary' | 'rulesText' | 'rules'
  >,
  opts: { wageringMultiple?: number; budget?: number } = {},
): Promise<void> {
  const now = deps.now();
  // The play-money edition's texts speak of coins and play (seed-play.ts).
  const play = deps.config.edition === 'play' ? PLAY_TEXTS[p.kind as PromoKind] : undefined;
  await deps.db.insert(promotions).values({
    ...p,
    ...(play ? { summary: play.summary ?? p.summary, rulesText: play.rulesText } : {}),
    market: deps.market.code,
    bannerUrl: '',
    startsAt: now,
    endsAt: null,
    wageringMultiple: opts.wageringMultiple ?? 1,
    budget: opts.budget ?? null,
    createdAt: now,
    updatedAt: now,
  });
}
