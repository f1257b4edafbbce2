import { type APIRequestContext, expect, type Page, type TestInfo } from '@playwright/test';
import { Shell } from './shell';

export type PromoLang = 'en' | 'ind';

/** The project's language: English on the 375 px phone, Indonesian on the 320 px one. */
export function promoLang(info: TestInfo): PromoLang {
  return info.project.name === 'small-id' ? 'ind' : 'en';
}

/** Rupiah as the app writes it: "Rp 3,500" in English, "Rp 3.500" in Indonesian. */
export function rupiah(minor: number, lang: PromoLang): string {
  const whole = String(Math.floor(minor / 100)).replace(
    /\B(?=(\d{3})+(?!\d))/g,
    lang === 'en' ? ',' : '.',
  );
  return `Rp ${whole}`;
}

/** Chooses the app language before any page script runs (the player's stored choice). */
export async function useLang(page: Page, lang: PromoLang) {
  await page.addInitScript((l) => {
    if (localStorage.getItem('lang') === null) localStorage.setItem('lang', JSON.stringify(l));
  }, lang);
}

/** Texts the specs look for, in both languages (the app's and the server's catalog). */
export const PROMO_TEXT = {
  signInToClaim: { en: 'Sign in to claim', ind: 'Masuk untuk klaim' },
  claim: { en: 'Claim', ind: 'Klaim' },
  claimedToday: { en: 'Claimed today', ind: 'Sudah diklaim hari ini' },
  dailyBonus: { en: 'Daily Bonus', ind: 'Bonus harian' },
  depositBonus: { en: 'Deposit Bonus', ind: 'Bonus deposit' },
  giftMoney: { en: 'Gift money', ind: 'Uang hadiah' },
  codeEmpty: { en: 'Please enter a gift code', ind: 'Silakan masukkan kode hadiah' },
  codeWrong: { en: 'This gift code does not exist', ind: 'Kode hadiah ini tidak ada' },
  codeAlready: {
    en: 'You have already redeemed this gift code',
    ind: 'Anda sudah menukarkan kode hadiah ini',
  },
} as const;

export class PromoTab extends Shell {
  async open() {
    await this.page.goto('/pages/promo/Promo');
    await expect(this.page.getByTestId('promo-page')).toBeVisible();
  }

  /** A card of the kind; `title` picks one where the market has two (a test's own beside a seeded one). */
  card(kind: 'checkin' | 'first_deposit' | 'gift_code', title?: RegExp) {
    const cards = this.page.getByTestId(`promo-card-${kind}`);
    return title ? cards.filter({ hasText: title }) : cards;
  }

  action(kind: 'checkin' | 'first_deposit' | 'gift_code', title?: RegExp) {
    return this.card(kind, title).getByTestId('promo-card-action');
  }
}

export class CheckinPage extends Shell {
  claimButton() {
    return this.page.getByTestId('checkin-claim');
  }

  day(n: number) {
    return this.page.getByTestId(`checkin-day-${n}`);
  }

  claimed() {
    return this.page.getByTestId('checkin-claimed');
  }
}

export class GiftCodePage extends Shell {
  async open() {
    await this.page.goto('/pages/promo/Jili');
    await expect(this.page.getByTestId('gift-page')).toBeVisible();
  }

  async redeem(code: string) {
    await this.page.getByTestId('gift-code').fill(code);
    await this.page.getByTestId('gift-submit').click();
  }

  error() {
    return this.page.getByTestId('gift-error');
  }

  success() {
    return this.page.getByTestId('gift-success');
  }
}

export class FirstDepositPage extends Shell {
  async open() {
    await this.page.goto('/pages/promo/FirstDeposit/FirstDeposit');
    await expect(this.page.getByTestId('fd-tiers')).toBeVisible();
  }

  tiers() {
    return this.page.getByTestId('fd-tiers');
  }

  amount() {
    return this.page.getByTestId('fd-amount');
  }

  earns() {
    return this.page.getByTestId('fd-earns');
  }
}

export class RankingPage extends Shell {
  async open() {
    await this.page.goto('/pages/promo/Ranking/Ranking');
    await expect(this.page.getByTestId('rank-top')).toBeVisible();
  }

  boardTab(board: 'day' | 'week' | 'month') {
    return this.page.getByTestId(`rank-tab-${board}`);
  }

  mine() {
    return this.page.getByTestId('rank-mine');
  }

  /** The player's own row in the top 50 (highlighted). */
  myRow() {
    return this.page.getByTestId('rank-top').locator('.rank-row.is-me');
  }
}

/** Balance records of one type, newest first, as the player sees them. */
export async function openBalanceRecords(page: Page) {
  await page.goto('/pages/account/BalanceRecords/BalanceRecords');
  await expect(page.getByTestId('balance-records')).toBeVisible();
  return page.locator('[data-testid^="balance-"].dep-record');
}

/** The sandbox's operator windows for promotions (SANDBOX=true only; raw JSON, no envelope). */
export const promoSandbox = {
  async createPromotion(
    request: APIRequestContext,
    body: Record<string, unknown>,
  ): Promise<number> {
    const res = await request.post('/sandbox/operator/promo/promotions', { data: body });
    const json = (await res.json()) as { ok: boolean; promotion?: { id: number }; error?: string };
    if (!json.ok || !json.promotion) throw new Error(`promotion not created: ${json.error}`);
    return Number(json.promotion.id);
  },
  /** Runs the leaderboard recount and the ranking payouts now (their jobs run every 3 min). */
  async refreshRankings(request: APIRequestContext) {
    const res = await request.post('/sandbox/operator/promo/ranking/refresh');
    expect(res.ok()).toBe(true);
  },
  async createGiftCode(
    request: APIRequestContext,
    body: { code: string; amount: number; uses: number; promotionId?: number },
  ) {
    const res = await request.post('/sandbox/operator/promo/giftcodes', { data: body });
    const json = (await res.json()) as { ok: boolean; error?: string };
    if (!json.ok) throw new Error(`gift code not created: ${json.error}`);
  },
};

/** The sign-up bonus page: the tasks, the countdowns and the claim. */
export class SignupBonusPage extends Shell {
  async open() {
    await this.page.goto('/pages/promo/SignupBonus');
    await expect(this.page.getByTestId('signup-tasks')).toBeVisible();
  }

  task(kind: 'bind_phone' | 'first_deposit' | 'play_rounds' | 'withdraw_password') {
    return this.page.getByTestId(`signup-task-${kind}`);
  }

  tasks() {
    return this.page.locator('[data-testid^="signup-task-"]');
  }

  claimButton() {
    return this.page.getByTestId('signup-claim');
  }
}
