import { expect, test } from '@playwright/test';
import { HomePage } from '../pages/account';
import { LoginPage } from '../pages/login';
import {
  CheckinPage,
  GiftCodePage,
  openBalanceRecords,
  PROMO_TEXT,
  PromoTab,
  promoLang,
  useLang,
} from '../pages/promo';

// The e2e server runs MARKET=ID with the seeded daily check-in (day 1 pays Rp 500). Each project
// runs in its own language: English at 375×812, Indonesian at 320×640.

test('a visitor sees the live promotions and is sent to sign in to claim, then comes back', async ({
  page,
}, info) => {
  const lang = promoLang(info);
  await useLang(page, lang);
  const promo = new PromoTab(page);
  await promo.open();
  await expect(promo.card('checkin')).toBeVisible();
  await expect(promo.card('checkin').getByTestId('promo-ends')).toBeVisible();
  await expect(promo.action('checkin')).toHaveText(PROMO_TEXT.signInToClaim[lang]);
  await promo.expectNoHorizontalOverflow();
  await page.screenshot({ path: `/tmp/promo-tab-out-${info.project.name}.png` });

  await promo.action('checkin').click();
  await promo.expectPath('/pages/Login/Login');
  await new LoginPage(page).playAsGuest();
  // Signed in, the player is back on the Promo tab and the card offers today's reward.
  await promo.expectPath('/pages/promo/Promo');
  await expect(promo.action('checkin')).toHaveText(`${PROMO_TEXT.claim[lang]} Rp 500`);
});

test('claim today’s check-in once (double tap): the balance and Balance records show the Daily Bonus', async ({
  page,
}, info) => {
  const lang = promoLang(info);
  await useLang(page, lang);
  const login = new LoginPage(page);
  await login.open();
  await login.playAsGuest();
  const home = new HomePage(page);
  await home.expectSignedIn();
  await expect(page.getByTestId('home-balance')).toContainText('Rp 0');

  await home.openTab('promo');
  const promo = new PromoTab(page);
  // The card opens the check-in page.
  await promo.card('checkin').locator('.promo-card-open').click();
  await promo.expectPath('/pages/promo/Signin/Signin');
  const checkin = new CheckinPage(page);
  await expect(checkin.day(1)).toHaveAttribute('data-state', 'today');
  await expect(checkin.claimButton()).toHaveText(`${PROMO_TEXT.claim[lang]} Rp 500`);
  await checkin.expectNoHorizontalOverflow();
  await page.screenshot({ path: `/tmp/promo-checkin-${info.project.name}.png`, fullPage: true });
  await checkin.claimButton().dblclick();
  await expect(checkin.claimed()).toContainText(PROMO_TEXT.claimedToday[lang]);
  await expect(checkin.day(1)).toHaveAttribute('data-state', 'todayDone');
  await page.screenshot({
    path: `/tmp/promo-checkin-done-${info.project.name}.png`,
    fullPage: true,
  });

  // Back to the Promo tab (the header's back, no reload): the card now says claimed.
  await page.getByTestId('nav-back').click();
  await promo.expectPath('/pages/promo/Promo');
  await expect(promo.card('checkin').getByTestId('promo-card-claimed')).toBeVisible();
  // Home through the tab bar: the balance already shows the bonus.
  await home.openTab('home');
  await expect(page.getByTestId('home-balance')).toContainText('Rp 500');

  const records = await openBalanceRecords(page);
  await expect(records.first()).toContainText(PROMO_TEXT.dailyBonus[lang]);
  await expect(records.first()).toContainText('+Rp 500');
  // The double tap credited once.
  await expect(records.filter({ hasText: PROMO_TEXT.dailyBonus[lang] })).toHaveCount(1);
});

test('a gift code: an empty and a wrong code are refused in the player’s language', async ({
  page,
}, info) => {
  const lang = promoLang(info);
  await useLang(page, lang);
  const login = new LoginPage(page);
  await login.open();
  await login.playAsGuest();
  await new HomePage(page).expectSignedIn();

  const gift = new GiftCodePage(page);
  await gift.open();
  await gift.redeem('');
  await expect(gift.error()).toHaveText(PROMO_TEXT.codeEmpty[lang]);
  await gift.redeem('NO-SUCH-CODE');
  await expect(gift.error()).toHaveText(PROMO_TEXT.codeWrong[lang]);
  await expect(gift.success()).toHaveCount(0);
  await gift.expectNoHorizontalOverflow();
  await page.screenshot({ path: `/tmp/promo-gift-wrong-${info.project.name}.png` });
});
