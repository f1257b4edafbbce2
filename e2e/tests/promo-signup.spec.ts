import { expect, test } from '@playwright/test';
import { HomePage } from '../pages/account';
import { GameTablePage, LobbyPage } from '../pages/games';
import { LoginPage } from '../pages/login';
import {
  openBalanceRecords,
  PROMO_TEXT,
  PromoTab,
  promoLang,
  SignupBonusPage,
  useLang,
} from '../pages/promo';
import { serviceButtonOverlaps } from '../pages/shell';
import { DepositPage, ORDER_DETAIL_PATH, OrderDetailPage, SandboxPayPage } from '../pages/wallet';
import { WithdrawFlow } from '../pages/withdraw';
import { otpInbox, uniqueMobile } from '../support/sandbox';

// The e2e server runs MARKET=ID with the seeded sign-up bonus: Rp 5.000 for binding a phone, a
// first deposit, 3 rounds and a withdraw password within 24 hours of registering. Every task is
// done in the browser as a player does it. English at 375×812, Indonesian at 320×640.

const SIGNUP_TEXT = {
  window: { en: 'Finish all tasks within', ind: 'Selesaikan semua tugas dalam' },
  claimed: { en: 'Bonus claimed', ind: 'Bonus sudah diklaim' },
} as const;

test('sign-up bonus: a new player does the four tasks, claims it and finds it in the balance records', async ({
  page,
  request,
}, info) => {
  test.setTimeout(180_000);
  const lang = promoLang(info);
  const shot = (name: string) =>
    page.screenshot({ path: `/tmp/promo-signup-${name}-${info.project.name}.png`, fullPage: true });
  const money = (n: string) => (lang === 'en' ? n.replace(/\./g, ',') : n);
  await useLang(page, lang);
  const login = new LoginPage(page);
  await login.open();
  await login.playAsGuest();
  await new HomePage(page).expectSignedIn();

  // The Promo tab shows the sign-up card with its progress.
  const promo = new PromoTab(page);
  await promo.open();
  await expect(page.getByTestId('promo-card-signup')).toBeVisible();

  const signup = new SignupBonusPage(page);
  await signup.open();
  await expect(signup.tasks()).toHaveCount(4);
  for (const kind of ['bind_phone', 'first_deposit', 'play_rounds', 'withdraw_password'] as const) {
    await expect(signup.task(kind)).toHaveAttribute('data-done', 'false');
  }
  await expect(page.getByTestId('signup-window-left')).toContainText(SIGNUP_TEXT.window[lang]);
  await expect(page.getByTestId('signup-reward')).toContainText(money('Rp 5.000'));
  await expect(signup.claimButton()).toHaveCount(0);
  await signup.expectNoHorizontalOverflow();
  await shot('start');

  // 1. Bind the phone: the task's button opens the binding page; the code from the sandbox SMS.
  await page.getByTestId('signup-go-bind_phone').click();
  await signup.expectPath('/pages/account/PhoneBinding/PhoneBinding');
  const flow = new WithdrawFlow(page);
  const mobile = uniqueMobile();
  const code = otpInbox(request, mobile);
  await flow.bindPhone(mobile, code);

  // 2. A first deposit through the sandbox gateway.
  await signup.open();
  await expect(signup.task('bind_phone')).toHaveAttribute('data-done', 'true');
  await page.getByTestId('signup-go-first_deposit').click();
  const dep = new DepositPage(page);
  await dep.amount('online').fill('50000');
  await dep.submitOnline();
  const pay = new SandboxPayPage(page);
  await pay.expectLoaded();
  await pay.pay();
  await expect(page).toHaveURL((u) => u.pathname === ORDER_DETAIL_PATH);
  await new OrderDetailPage(page).expectStatus('success');

  // The Promo tab card shows the progress: 2 of 4.
  await promo.open();
  await expect(page.getByTestId('promo-card-signup').getByTestId('promo-my-text')).toHaveText(
    lang === 'en' ? '2 of 4 tasks done' : '2 dari 4 tugas selesai',
  );
  await shot('tab');

  // 3. Three rounds of the house game, from Home.
  await signup.open();
  await expect(signup.task('first_deposit')).toHaveAttribute('data-done', 'true');
  await page.getByTestId('signup-go-play_rounds').click();
  await signup.expectPath('/pages/home/Home');
  await new LobbyPage(page).openGame('dragon-tiger');
  const table = new GameTablePage(page);
  await expect(table.table()).toBeVisible();
  for (let round = 0; round < 3; round++) {
    await table.bet(100_000, 'dragon');
    await table.dealAndSettle();
  }

  // 4. The withdraw password, with a code sent to the bound phone.
  await flow.setWithdrawPassword('pin-1357', code);

  await signup.open();
  for (const kind of ['bind_phone', 'first_deposit', 'play_rounds', 'withdraw_password'] as const) {
    await expect(signup.task(kind)).toHaveAttribute('data-done', 'true');
  }
  await expect(page.getByTestId('signup-kept-left')).toBeVisible();
  await expect(signup.claimButton()).toHaveText(`${PROMO_TEXT.claim[lang]} ${money('Rp 5.000')}`);
  await signup.expectNoHorizontalOverflow();
  // The floating service button leaves the claim button uncovered.
  expect(await serviceButtonOverlaps(page)).toEqual([]);
  await shot('claimable');
  await signup.claimButton().click();
  await expect(page.getByTestId('signup-claimed')).toHaveText(SIGNUP_TEXT.claimed[lang]);
  await shot('claimed');

  const records = await openBalanceRecords(page);
  const gift = records.filter({ hasText: PROMO_TEXT.giftMoney[lang] });
  await expect(gift).toHaveCount(1);
  await expect(gift).toContainText(`+${money('Rp 5.000')}`);
});

test('sign-up bonus: a signed-out visitor is sent to sign in', async ({ page }, info) => {
  await useLang(page, promoLang(info));
  const promo = new PromoTab(page);
  await page.goto('/pages/promo/SignupBonus');
  await promo.expectPath('/pages/Login/Login');
});
