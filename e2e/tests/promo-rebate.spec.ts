import { expect, test } from '@playwright/test';
import { GameTablePage, LobbyPage } from '../pages/games';
import { LoginPage } from '../pages/login';
import { openBalanceRecords, promoLang, rupiah, useLang } from '../pages/promo';
import { DepositPage, ORDER_DETAIL_PATH, OrderDetailPage, SandboxPayPage } from '../pages/wallet';

// The e2e server runs MARKET=ID with the seeded rebate: 35% of a day's net loss of deposited
// money, at most Rp 1.000.000 a day, nothing under Rp 10.000. The browser cannot move the
// server's clock, so the day is closed through the sandbox's rebate run (it pays the day so far,
// once per player: both projects share the server and each pays only its own player).

const TEXT = {
  rate: {
    en: 'of your net loss back, every day',
    ind: 'dari kekalahan bersih Anda kembali, setiap hari',
  },
  records: { en: 'Cashback records', ind: 'Riwayat cashback' },
  credited: { en: 'Credited', ind: 'Sudah masuk' },
  dailyRebate: { en: 'Daily Rebate', ind: 'Rabat harian' },
} as const;

const SPOT_MAX = 1_000_000_000;
/** The seeded Indonesian chips (minor units), largest first, that add up to `stake`. */
const CHIPS = [50_000_000, 10_000_000, 5_000_000, 1_000_000, 500_000, 100_000];
function chipsFor(stake: number): number[] {
  const out: number[] = [];
  let left = stake;
  for (const chip of CHIPS) {
    while (left >= chip) {
      out.push(chip);
      left -= chip;
    }
  }
  if (left !== 0) throw new Error(`no chips make ${stake}`);
  return out;
}

test('a player loses after a deposit; the closed day pays 35% back, listed in Cashback records and Balance records', async ({
  page,
  request,
}, info) => {
  test.setTimeout(240_000);
  const lang = promoLang(info);
  await useLang(page, lang);
  const login = new LoginPage(page);
  await login.open();
  await login.playAsGuest();
  await expect(page.getByTestId('lobby')).toBeVisible();

  // The rebate page, before playing: the seeded terms.
  await page.goto('/pages/promo/Promo');
  await page.getByTestId('promo-card-rebate').locator('.promo-card-open').click();
  await expect(page).toHaveURL((u) => u.pathname === '/pages/promo/RebatePromo/RebatePromo');
  await expect(page.getByTestId('rebate-rate')).toHaveText('35%');
  await expect(page.getByTestId('rebate-rate-of')).toHaveText(TEXT.rate[lang]);
  await expect(page.getByTestId('rebate-cap')).toHaveText(rupiah(100_000_000, lang));
  await expect(page.getByTestId('rebate-min')).toHaveText(rupiah(1_000_000, lang));
  await page.screenshot({ path: `/tmp/promo-rebate-${info.project.name}.png`, fullPage: true });

  // Deposit Rp 50.000 through the sandbox gateway (the way real money arrives).
  const dep = new DepositPage(page);
  await dep.open();
  await dep.amount('online').fill('50000');
  await dep.submitOnline();
  const pay = new SandboxPayPage(page);
  await pay.expectLoaded();
  await pay.pay();
  await expect(page).toHaveURL((u) => u.pathname === ORDER_DETAIL_PATH);
  await new OrderDetailPage(page).expectStatus('success');

  // Each round stakes on Tie everything above Rp 40.000 (up to the spot's Rp 10.000.000), so one
  // lost round (12 in 13) leaves at least Rp 10.000 of the deposit lost. A Tie that wins pays 8 to
  // 1 and the next round stakes the bigger surplus. Only four wins in a row (one run in 28,561)
  // reach the spot limit, and then the twelve rounds left still lose it. A fixed Rp 10.000 a round
  // for 40 rounds missed about one run in seventy.
  await page.goto('/');
  await new LobbyPage(page).openGame('dragon-tiger');
  const table = new GameTablePage(page);
  await expect(table.table()).toBeVisible();
  await expect.poll(() => table.balance()).toBe(5_000_000);
  let balance = 5_000_000;
  for (let round = 0; round < 16 && balance > 4_000_000; round++) {
    for (const chip of chipsFor(Math.min(balance - 4_000_000, SPOT_MAX)))
      await table.bet(chip, 'tie');
    balance = (await table.dealAndSettle()).balance;
  }
  expect(balance).toBeLessThanOrEqual(4_000_000);
  const loss = 5_000_000 - balance;
  const rebate = Math.floor((loss * 3500) / 10_000);

  // The day closes (sandbox): the rebate is credited once.
  const run = await request.post('/sandbox/operator/promo/rebate/run', { data: {} });
  expect(run.ok()).toBe(true);
  expect(((await run.json()) as { ok: boolean }).ok).toBe(true);

  await page.goto('/pages/promo/RebatePromo/RebatePromo');
  await page.getByTestId('rebate-to-records').click();
  await expect(page).toHaveURL((u) => u.pathname === '/pages/promo/CashbackRecord/CashbackRecord');
  const rows = page.locator('[data-testid^="cashback-20"]');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText(`+${rupiah(rebate, lang)}`);
  await expect(rows.first()).toContainText(rupiah(loss, lang));
  await expect(rows.first().getByTestId('cashback-state')).toHaveText(TEXT.credited[lang]);
  await page.screenshot({ path: `/tmp/promo-cashback-${info.project.name}.png`, fullPage: true });

  const records = await openBalanceRecords(page);
  const credited = records.filter({ hasText: TEXT.dailyRebate[lang] });
  await expect(credited).toHaveCount(1);
  await expect(credited).toContainText(`+${rupiah(rebate, lang)}`);
});
