import { expect, type Page, test } from '@playwright/test';
import { GameTablePage, LobbyPage } from '../pages/games';
import { LoginPage } from '../pages/login';
import { promoLang, rupiah, useLang } from '../pages/promo';
import { DepositPage, ORDER_DETAIL_PATH, OrderDetailPage, SandboxPayPage } from '../pages/wallet';

// The e2e server runs MARKET=ID with the seeded VIP table: VIP 1 needs Rp 100.000 deposited AND
// Rp 500.000 of valid bets, and pays Rp 5.000 once. Both projects share the server; each plays
// its own guest.

const TEXT = {
  more: { en: (a: string) => `${a} more`, ind: (a: string) => `kurang ${a}` },
  met: { en: 'Done', ind: 'Tercapai' },
  reached: { en: 'You reached VIP1', ind: 'Anda mencapai VIP1' },
} as const;

test('a deposit shows on the Vip page; the bet that crosses VIP 1 levels up, celebrated once', async ({
  page,
  request,
}, info) => {
  test.setTimeout(180_000);
  const lang = promoLang(info);
  const shot = (name: string) =>
    page.screenshot({ path: `/tmp/vip-${name}-${info.project.name}.png`, fullPage: true });
  await useLang(page, lang);
  // A visitor's strip opens at its start, on VIP 0.
  await page.goto('/pages/vip/Vip');
  await expect(page.getByTestId('vip-card-0')).toBeInViewport({ ratio: 0.9 });
  expect(await page.getByTestId('vip-cards').evaluate((el) => el.scrollLeft)).toBe(0);
  const login = new LoginPage(page);
  await login.open();
  await login.playAsGuest();
  await expect(page.getByTestId('lobby')).toBeVisible();

  await page.goto('/pages/vip/Vip');
  await expect(page.getByTestId('vip-level')).toHaveText(/VIP0/);
  await expect(page.getByTestId('vip-need-deposit')).toHaveText(
    TEXT.more[lang](rupiah(10_000_000, lang)),
  );
  await expect(page.getByTestId('vip-card-1')).toBeVisible();
  // The level strip opens on the next level to reach, centred.
  await expect.poll(() => offCentre(page, 'vip-card-1')).toBeLessThan(2);
  await shot('before');

  // Rp 100.000 through the sandbox gateway.
  const dep = new DepositPage(page);
  await dep.open();
  await dep.amount('online').fill('100000');
  await dep.submitOnline();
  const pay = new SandboxPayPage(page);
  await pay.expectLoaded();
  await pay.pay();
  await expect(page).toHaveURL((u) => u.pathname === ORDER_DETAIL_PATH);
  await new OrderDetailPage(page).expectStatus('success');

  await page.goto('/pages/vip/Vip');
  await expect(page.getByTestId('vip-need-deposit')).toHaveText(TEXT.met[lang]);
  await expect(page.getByTestId('vip-need-validBet')).toHaveText(
    TEXT.more[lang](rupiah(50_000_000, lang)),
  );
  await expect(page.getByTestId('vip-level')).toHaveText(/VIP0/);
  await shot('deposited');

  // Test money for the stake (not a deposit: it counts for nothing), then one Rp 500.000 round.
  const uid = await page.evaluate(() => JSON.parse(localStorage.getItem('uid') ?? '""') as string);
  const credit = await request.post('/sandbox/wallet/credit', {
    data: { uid, amount: 50_000_000 },
  });
  expect(credit.ok()).toBe(true);
  await page.goto('/');
  await new LobbyPage(page).openGame('dragon-tiger');
  const table = new GameTablePage(page);
  await expect(table.table()).toBeVisible();
  await table.bet(50_000_000, 'dragon');
  await table.deal();
  await expect(page.getByTestId('game-result')).toBeVisible();

  await page.goto('/pages/vip/Vip');
  const party = page.getByTestId('vip-celebration');
  await expect(party).toBeVisible();
  await expect(party).toContainText(TEXT.reached[lang]);
  await expect(party).toContainText(rupiah(500_000, lang));
  await shot('celebration');
  await page.getByTestId('vip-celebration-close').click();
  await expect(party).toHaveCount(0);
  await expect(page.getByTestId('vip-level')).toHaveText(/VIP1/);
  await expect(page.getByTestId('vip-history-1')).toBeVisible();

  // Shown once: the server was told, so a reload does not show it again.
  await page.reload();
  await expect(page.getByTestId('vip-level')).toHaveText(/VIP1/);
  await expect(page.getByTestId('vip-history-1')).toBeVisible();
  await expect(party).toHaveCount(0);
  // Nothing wider than the screen (320 px included).
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  await shot('after');
});

/** How far a level card's centre sits from the strip's centre, in CSS pixels. */
async function offCentre(page: Page, card: string): Promise<number> {
  const strip = await page.getByTestId('vip-cards').boundingBox();
  const box = await page.getByTestId(card).boundingBox();
  if (!strip || !box) return Number.POSITIVE_INFINITY;
  return Math.abs(box.x + box.width / 2 - (strip.x + strip.width / 2));
}
