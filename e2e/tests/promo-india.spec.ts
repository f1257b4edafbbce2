import { HomePage } from '../pages/account';
import { LoginPage } from '../pages/login';
import {
  CheckinPage,
  FirstDepositPage,
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
import { expect, test } from '../support/inServer';

// MARKET=IN (a server of its own): rupees with Indian grouping, the seeded check-in pays ₹1 on
// day 1 up to ₹20 on day 7. English at 375×812, Indonesian at 320×640.

/** This spec's own first-deposit promotion, beside the seeded deposit bonus (SPEC.md §9). */
const OWN_TITLE = /First deposit bonus|Bonus deposit pertama/;
test('India: the check-in in rupees, claimed; the first-deposit preview with Indian grouping', async ({
  page,
  request,
}, info) => {
  test.setTimeout(120_000);
  const lang = promoLang(info);
  await useLang(page, lang);
  await promoSandbox.createPromotion(request, {
    kind: 'first_deposit',
    rules: {
      // From ₹20,000: above what other specs deposit on this worker's server, so they see no bonus.
      minDeposit: 2_000_000,
      tiers: [
        { minAmount: 2_000_000, bps: 1000 },
        { minAmount: 5_000_000, bps: 2000 },
        { minAmount: 10_000_000, bps: 3000 },
      ],
      dailyCap: 3_000_000,
      mode: 'claim',
      claimDays: 7,
    },
    title: { en: 'First deposit bonus', id: 'Bonus deposit pertama' },
    wageringMultiple: 3,
  });
  const login = new LoginPage(page);
  await login.open();
  await login.playAsGuest();
  await new HomePage(page).expectSignedIn();

  const promo = new PromoTab(page);
  await promo.open();
  await expect(promo.action('checkin')).toHaveText(`${PROMO_TEXT.claim[lang]} ₹1`);
  await expect(promo.card('first_deposit', OWN_TITLE)).toBeVisible();
  await promo.expectNoHorizontalOverflow();
  await page.screenshot({ path: `/tmp/promo-in-tab-${info.project.name}.png`, fullPage: true });

  await page.goto('/pages/promo/Signin/Signin');
  const checkin = new CheckinPage(page);
  await expect(checkin.day(7)).toContainText('₹20');
  await checkin.claimButton().click();
  await expect(checkin.claimed()).toContainText(PROMO_TEXT.claimedToday[lang]);
  const records = await openBalanceRecords(page);
  await expect(records.first()).toContainText(PROMO_TEXT.dailyBonus[lang]);
  await expect(records.first()).toContainText('+₹1');

  const fd = new FirstDepositPage(page);
  await fd.open();
  // Indian grouping either way; the language picks the separators (English , and . / Indonesian . and ,).
  const en = lang === 'en';
  await expect(fd.tiers()).toContainText(en ? '₹50,000 – ₹99,999.99' : '₹50.000 – ₹99.999,99');
  await fd.amount().fill('150000');
  // 30% of ₹1,50,000 is ₹45,000; today's cap stops it at ₹30,000.
  await expect(fd.earns()).toContainText(en ? '₹1,50,000' : '₹1.50.000');
  await expect(fd.earns()).toContainText(en ? '₹30,000' : '₹30.000');
  await fd.expectNoHorizontalOverflow();
  await page.screenshot({ path: `/tmp/promo-in-first-${info.project.name}.png`, fullPage: true });
});

test('India, claim mode: a deposit leaves its bonus to claim; a double tap credits it once', async ({
  page,
  request,
}, info) => {
  test.setTimeout(120_000);
  const lang = promoLang(info);
  await useLang(page, lang);
  // The same claim-mode promotion as above (whichever project creates it first is used).
  await promoSandbox.createPromotion(request, {
    kind: 'first_deposit',
    rules: {
      minDeposit: 2_000_000,
      tiers: [
        { minAmount: 2_000_000, bps: 1000 },
        { minAmount: 5_000_000, bps: 2000 },
        { minAmount: 10_000_000, bps: 3000 },
      ],
      dailyCap: 3_000_000,
      mode: 'claim',
      claimDays: 7,
    },
    title: { en: 'First deposit bonus', id: 'Bonus deposit pertama' },
    wageringMultiple: 3,
  });
  const login = new LoginPage(page);
  await login.open();
  await login.playAsGuest();
  await new HomePage(page).expectSignedIn();
  const en = lang === 'en';

  // ₹20,000 online: 10% is ₹2,000, left to claim rather than credited with the deposit.
  await page.goto(DEPOSIT_PATH);
  const dep = new DepositPage(page);
  await dep.amount('online').fill('20000');
  await dep.submitOnline();
  const pay = new SandboxPayPage(page);
  await pay.expectLoaded();
  await pay.pay();
  await expect(page).toHaveURL((u) => u.pathname === ORDER_DETAIL_PATH);
  await new OrderDetailPage(page).expectStatus('success');

  const promo = new PromoTab(page);
  await promo.open();
  // The slot's server may hold the same promotion twice (the test above made one too): the one
  // that granted the bonus shows Claim, the other View.
  await expect(
    promo.action('first_deposit', OWN_TITLE).filter({ hasText: PROMO_TEXT.claim[lang] }),
  ).toHaveText(`${PROMO_TEXT.claim[lang]} ${en ? '₹2,000' : '₹2.000'}`);
  const records = await openBalanceRecords(page);
  await expect(records.filter({ hasText: PROMO_TEXT.depositBonus[lang] })).toHaveCount(0);

  const fd = new FirstDepositPage(page);
  await fd.open();
  const waiting = page.getByTestId('fd-grants');
  await expect(waiting).toContainText(en ? '₹2,000' : '₹2.000');
  await page.screenshot({ path: `/tmp/promo-in-claim-${info.project.name}.png`, fullPage: true });
  const claim = waiting.getByRole('button', { name: PROMO_TEXT.claim[lang] });
  await claim.dblclick();
  await expect(waiting).toBeHidden();
  // Today's cap counts the claimed bonus: ₹30,000 − ₹2,000.
  await expect(page.getByTestId('fd-remaining')).toHaveText(en ? '₹28,000' : '₹28.000');

  const after = await openBalanceRecords(page);
  const bonus = after.filter({ hasText: PROMO_TEXT.depositBonus[lang] });
  await expect(bonus).toHaveCount(1);
  await expect(bonus).toContainText(en ? '+₹2,000' : '+₹2.000');
});
