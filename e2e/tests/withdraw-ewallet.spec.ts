import { expect, test } from '@playwright/test';
import { LoginPage } from '../pages/login';
import { promoLang, useLang } from '../pages/promo';
import { sandbox, WithdrawFlow } from '../pages/withdraw';
import { otpInbox, uniqueMobile } from '../support/sandbox';

// The e2e server runs MARKET=ID, which pays out to DANA, OVO and GoPay besides bank accounts
// (withdrawRules.ewallet): Rp 10.000 – Rp 5.000.000 per order, 1.5% with a Rp 1.000 minimum.
test('binds an e-wallet by its phone number as typed and withdraws to it on the wallet channel', async ({
  page,
  request,
}, info) => {
  test.setTimeout(120_000);
  const indonesian = info.project.name.endsWith('-id');
  const wallet = indonesian ? 'DANA' : 'OVO';
  // English on the 375 px phone, Indonesian on the 320 px one (the ID server's default).
  await useLang(page, promoLang(info));
  const login = new LoginPage(page);
  await login.open();
  await login.playAsGuest();
  await expect(page.getByTestId('tab-home')).toBeVisible();
  const flow = new WithdrawFlow(page);
  const mobile = uniqueMobile();
  const code = otpInbox(request, mobile);
  await flow.bindPhone(mobile, code);
  await flow.setWithdrawPassword('pin-2468', code);

  // A number that is not a mobile number is refused in the form, in the player's language.
  await page.goto('/pages/account/BankCard/BankCardList');
  await page.getByTestId('bank-add').click();
  await page.getByTestId('card-kind-ewallet').click();
  await page.getByTestId('card-holder').fill('Siti Rahma');
  await page.getByTestId('card-phone').fill('12345');
  await page.getByTestId('card-code').fill('123456');
  await page.getByTestId('card-submit').click();
  await expect(flow.formError()).toHaveText(
    indonesian
      ? 'Masukkan nomor HP yang terdaftar di e-wallet Anda, misalnya 081234567890'
      : 'Enter the phone number registered with your e-wallet, for example 081234567890',
  );
  await page.screenshot({ path: `/tmp/ewallet-form-${info.project.name}.png` });
  await flow.expectNoHorizontalOverflow();

  // As people type it: the country code, spaces and a dash.
  await flow.addEwallet(wallet, 'Siti Rahma', '+62 812-3456 7890', code);
  const list = page.getByTestId('bank-list-page');
  await expect(list).toContainText(`E-wallet · ${wallet}`);
  await expect(list).toContainText('********7890');
  await sandbox.credit(request, await flow.uid(), 10_000_000);

  // The Withdraw page opens on the default account's kind, with the e-wallet's range and fee.
  await page.goto('/pages/wallet/Withdraw');
  await expect(page.getByTestId('withdraw-kind-ewallet')).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByTestId('withdraw-fee-rule')).toHaveText(
    indonesian ? '1,5% · minimal Rp 1.000' : '1.5% · min Rp 1,000',
  );
  await page.getByTestId('withdraw-kind-bank').click();
  await expect(page.getByTestId('withdraw-kind-none')).toBeVisible();
  await page.getByTestId('withdraw-kind-ewallet').click();
  await page.screenshot({ path: `/tmp/ewallet-withdraw-${info.project.name}.png` });
  await flow.expectNoHorizontalOverflow();

  // Rp 15.000: under the bank minimum (Rp 20.000), within the e-wallet's; the fee is Rp 1.000.
  const orderNo = await flow.withdraw('15000', 'pin-2468');
  await expect(page.getByTestId('wait-arrival')).toContainText(
    indonesian ? 'Rp 14.000' : 'Rp 14,000',
  );
  await expect(page.locator('body')).toContainText(`${wallet} ********7890`);
  const payout = await request.get(`/sandbox/gateway/payouts?orderNo=${orderNo}`);
  expect(payout.ok()).toBe(true);
  expect(((await payout.json()) as { beneficiary: unknown }).beneficiary).toEqual({
    kind: 'ewallet',
    channel: wallet,
    name: 'Siti Rahma',
    accountNumber: '081234567890',
  });
  await sandbox.decide(request, orderNo, 'success');
  await flow.history();
  await expect(flow.record(orderNo).getByTestId('withdraw-status')).toHaveText(/Success|Berhasil/);
});
