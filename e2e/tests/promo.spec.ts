import { expect, test } from '@playwright/test';
import { HomePage } from '../pages/account';
import { LoginPage } from '../pages/login';
import {
  CheckinPage,
  FirstDepositPage,
  GiftCodePage,
  openBalanceRecords,
  PROMO_TEXT,
  PromoTab,
  promoLang,
  promoSandbox,
  useLang,
} from '../pages/promo';
import {
  DEPOSIT_PATH,
  DepositPage,
  ORDER_DETAIL_PATH,
  OrderDetailPage,
  SandboxPayPage,
} from '../pages/wallet';

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

test('a visitor can read the gift-code page; redeeming asks to sign in first and comes back', async ({
  page,
  request,
}, info) => {
  const lang = promoLang(info);
  await useLang(page, lang);
  // A code is running (in the seeded gift-code promotion), so a wrong one is "does not exist".
  await promoSandbox.createGiftCode(request, {
    code: `RUN${info.project.name === 'small-id' ? 'ID' : 'EN'}${Date.now() % 1_000_000}`,
    amount: 100_000,
    uses: 1,
  });
  const gift = new GiftCodePage(page);
  await gift.open();
  await gift.redeem('ANYCODE');
  await gift.expectPath('/pages/Login/Login');
  await new LoginPage(page).playAsGuest();
  await gift.expectPath('/pages/promo/Jili');
  await gift.redeem('NO-SUCH-CODE');
  await expect(gift.error()).toHaveText(PROMO_TEXT.codeWrong[lang]);
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

test('a gift code: empty, wrong and already-redeemed codes are refused in the player’s language; a good one credits Gift money', async ({
  page,
  request,
}, info) => {
  const lang = promoLang(info);
  await useLang(page, lang);
  const login = new LoginPage(page);
  await login.open();
  await login.playAsGuest();
  await new HomePage(page).expectSignedIn();

  // The operator's code (Rp 1.500, one per player), created first so a wrong code is just wrong.
  const code = `E2E${info.project.name === 'small-id' ? 'ID' : 'EN'}${Date.now() % 1_000_000}`;
  const promotionId = await promoSandbox.createPromotion(request, {
    kind: 'gift_code',
    rules: {},
    title: { en: 'Weekend gift codes', id: 'Kode hadiah akhir pekan' },
    sort: 30,
  });
  await promoSandbox.createGiftCode(request, { code, amount: 150_000, uses: 5, promotionId });

  const gift = new GiftCodePage(page);
  await gift.open();
  await gift.redeem('');
  await expect(gift.error()).toHaveText(PROMO_TEXT.codeEmpty[lang]);
  await gift.redeem('NO-SUCH-CODE');
  await expect(gift.error()).toHaveText(PROMO_TEXT.codeWrong[lang]);
  await expect(gift.success()).toHaveCount(0);
  await gift.expectNoHorizontalOverflow();
  await page.screenshot({ path: `/tmp/promo-gift-wrong-${info.project.name}.png` });

  // Typed in lower case with spaces.
  const amount = lang === 'en' ? 'Rp 1,500' : 'Rp 1.500';
  await gift.redeem(` ${code.toLowerCase().slice(0, 4)} ${code.toLowerCase().slice(4)} `);
  await expect(gift.success()).toContainText(amount);
  await expect(gift.error()).toHaveCount(0);
  await gift.redeem(code);
  await expect(gift.error()).toHaveText(PROMO_TEXT.codeAlready[lang]);

  const records = await openBalanceRecords(page);
  await expect(records.first()).toContainText(PROMO_TEXT.giftMoney[lang]);
  await expect(records.first()).toContainText(`+${amount}`);
  await expect(records.filter({ hasText: PROMO_TEXT.giftMoney[lang] })).toHaveCount(1);
});

test('first deposit: the page shows what a deposit earns, and the deposit brings its Deposit Bonus', async ({
  page,
  request,
}, info) => {
  test.setTimeout(120_000);
  const lang = promoLang(info);
  await useLang(page, lang);
  // From Rp 100.000 (above the Rp 50.000 other specs deposit, so their balances stay as they
  // expect): 10%, at most Rp 30.000 a day. Both projects may create one; the first live is used.
  await promoSandbox.createPromotion(request, {
    kind: 'first_deposit',
    rules: {
      minDeposit: 10_000_000,
      tiers: [
        { minAmount: 10_000_000, bps: 1000 },
        { minAmount: 50_000_000, bps: 2000 },
      ],
      dailyCap: 3_000_000,
      mode: 'auto',
    },
    title: { en: 'First deposit bonus', id: 'Bonus deposit pertama' },
    wageringMultiple: 3,
    sort: 5,
  });
  const login = new LoginPage(page);
  await login.open();
  await login.playAsGuest();
  await new HomePage(page).expectSignedIn();

  const fd = new FirstDepositPage(page);
  await fd.open();
  const money = (n: string) => (lang === 'en' ? n.replace(/\./g, ',') : n);
  await expect(fd.tiers()).toContainText(money('Rp 500.000'));
  await fd.amount().fill('200000');
  await expect(fd.earns()).toContainText(money('Rp 20.000'));
  await expect(page.getByTestId('fd-remaining')).toHaveText(money('Rp 30.000'));
  await fd.expectNoHorizontalOverflow();
  await page.screenshot({
    path: `/tmp/promo-first-deposit-${info.project.name}.png`,
    fullPage: true,
  });

  await page.getByTestId('fd-to-deposit').click();
  const dep = new DepositPage(page);
  await dep.expectPath(DEPOSIT_PATH);
  await dep.amount('online').fill('200000');
  await dep.submitOnline();
  const pay = new SandboxPayPage(page);
  await pay.expectLoaded();
  await pay.pay();
  await expect(page).toHaveURL((u) => u.pathname === ORDER_DETAIL_PATH);
  await new OrderDetailPage(page).expectStatus('success');

  const records = await openBalanceRecords(page);
  const bonus = records.filter({ hasText: PROMO_TEXT.depositBonus[lang] });
  await expect(bonus).toHaveCount(1);
  await expect(bonus).toContainText(`+${money('Rp 20.000')}`);
  // Today's cap has Rp 10.000 left.
  await fd.open();
  await expect(page.getByTestId('fd-remaining')).toHaveText(money('Rp 10.000'));
});
