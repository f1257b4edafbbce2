import {
  type DepositBonusTier,
  depositBonusFor,
  formatMoney,
  wageringFor,
} from '@cardroom/contract';
import { expect, test } from '@playwright/test';
import { HomePage } from '../pages/account';
import { LoginPage } from '../pages/login';
import { FirstDepositPage, promoLang, useLang } from '../pages/promo';
import { DepositPage, OrderDetailPage, SandboxPayPage } from '../pages/wallet';
import { WithdrawFlow } from '../pages/withdraw';
import { otpInbox, uniqueMobile } from '../support/sandbox';

/**
 * Issue 33, "say the rules before the money moves", in Indonesia (the e2e server, MARKET=ID):
 * the betting a deposit adds is on the order page before paying and on the bonus page; Withdraw
 * says how much is left to bet and offers no more than the VIP day leaves. English at 375×812,
 * Indonesian at 320×640. India: rules-shown-india.spec.ts.
 */

test('a player who deposited reads the betting on the order page before paying and how much is left on Withdraw', async ({
  page,
  request,
}, info) => {
  test.setTimeout(90_000);
  const lang = promoLang(info);
  const en = lang === 'en';
  await useLang(page, lang);
  const login = new LoginPage(page);
  await login.open();
  await login.playAsGuest();
  await new HomePage(page).expectSignedIn();

  // An unpaid online order of Rp 50.000: its page says the 3× before the money is sent.
  const dep = new DepositPage(page);
  await dep.open();
  await dep.chip('online', 5_000_000).click();
  // The betting note stands above the Deposit button (it was under it, below the fold at 320×640).
  const note = await page.getByTestId('deposit-wagering').boundingBox();
  const button = await page.getByTestId('online-submit').boundingBox();
  if (!note || !button) throw new Error('no betting note or no Deposit button');
  expect(note.y + note.height).toBeLessThanOrEqual(button.y);
  await dep.submitOnline();
  const pay = new SandboxPayPage(page);
  await pay.expectLoaded();
  await page.goto('/pages/wallet/DepositHistory');
  await page.locator('[data-testid^="record-DP"]').first().click();
  const order = new OrderDetailPage(page);
  await order.expectStatus('pending');
  await expect(page.getByTestId('continue-pay')).toBeVisible();
  await expect(page.getByTestId('deposit-wagering')).toHaveText(
    en
      ? 'Before it can be withdrawn, this deposit must be bet 3×: bet Rp 150,000 for Rp 50,000.'
      : 'Sebelum bisa ditarik, deposit ini harus dipertaruhkan 3×: taruhan Rp 150.000 untuk Rp 50.000.',
  );
  await order.expectNoHorizontalOverflow();
  await page.getByTestId('continue-pay').click();
  await pay.expectLoaded();
  await pay.pay();
  await order.expectStatus('success');

  // Withdraw, set up as a player does: the betting left, and the amount hint runs from the
  // bank method's Rp 20.000 to the VIP day's Rp 4.000.000, smaller than the method's Rp 10.000.000.
  const flow = new WithdrawFlow(page);
  const mobile = uniqueMobile();
  const code = otpInbox(request, mobile);
  await flow.bindPhone(mobile, code);
  await flow.setWithdrawPassword('pin-2468', code);
  await flow.addBankAccount('Budi Santoso', '1234567890', code);
  await page.goto('/pages/wallet/Withdraw');
  await expect(page.getByTestId('wagering-notice')).toHaveText(
    en
      ? 'You still have 150,000 rupiah left to bet in the game'
      : 'Anda masih harus bertaruh 150.000 rupiah lagi dalam permainan',
  );
  await expect(page.getByTestId('wagering')).toHaveText(en ? 'Rp 150,000' : 'Rp 150.000');
  await expect(page.getByTestId('withdraw-amount')).toHaveAttribute(
    'placeholder',
    en ? '20,000 - 4,000,000' : '20.000 - 4.000.000',
  );
  // Typing an amount says the same thing instead of taking the request.
  await page.getByTestId('withdraw-amount').fill('50000');
  await page.getByTestId('withdraw-password').fill('pin-2468');
  await page.getByTestId('withdraw-submit').click();
  await expect(flow.formError()).toHaveText(
    en ? /150,000 rupiah left to bet/ : /150\.000 rupiah lagi/,
  );
  await flow.expectNoHorizontalOverflow();
});

test('the deposit bonus page says the betting its bonus adds, for the amount tried', async ({
  page,
  request,
}, info) => {
  const lang = promoLang(info);
  const en = lang === 'en';
  await useLang(page, lang);
  // Other specs add deposit bonuses of their own on this shared server: the page is checked
  // against the offer the server answers, worked out with the functions it credits with.
  const res = await request.post('/promo/firstDeposit/info', { data: {} });
  const offer = (
    (await res.json()) as {
      resultData: {
        minDeposit: number;
        tiers: DepositBonusTier[];
        dailyCap: number;
        wageringMultiple: number;
      };
    }
  ).resultData;
  const amount = 100_000_000;
  const bonus = depositBonusFor(amount, offer, offer.dailyCap);
  expect(bonus).toBeGreaterThan(0);
  expect(offer.wageringMultiple).toBeGreaterThan(0);
  const rp = (minor: number) => formatMoney(minor, 'ID', en ? 'en' : 'id');

  const fd = new FirstDepositPage(page);
  await fd.open();
  await fd.amount().fill(en ? '1,000,000' : '1.000.000');
  await expect(page.getByTestId('fd-earns')).toContainText(rp(bonus));
  await expect(page.getByTestId('fd-betting')).toHaveText(
    en
      ? `The bonus must be bet ${offer.wageringMultiple}× before it can be withdrawn: bet ${rp(wageringFor(bonus, offer.wageringMultiple))} for ${rp(bonus)} of bonus.`
      : `Bonus harus dipertaruhkan ${offer.wageringMultiple}× sebelum bisa ditarik: taruhan ${rp(wageringFor(bonus, offer.wageringMultiple))} untuk bonus ${rp(bonus)}.`,
  );
  await fd.expectNoHorizontalOverflow();
});
