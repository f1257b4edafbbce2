import { type APIRequestContext, expect } from '@playwright/test';
import { HomePage } from '../pages/account';
import { LoginPage } from '../pages/login';
import { promoLang, useLang } from '../pages/promo';
import { DepositPage, OrderDetailPage, SandboxPayPage } from '../pages/wallet';
import { test } from '../support/inServer';

/**
 * Issue 33 in India (a MARKET=IN server of this worker): the betting a deposit adds is said on
 * every deposit tab and on the order page before paying, from the setting the server credits
 * with (an operator edit shows at once); after paying, Withdraw says what is left to bet.
 * English at 375×812, Indonesian at 320×640.
 */

type Rules = Record<string, unknown> & { depositWageringMultiple: number };

async function depositRules(request: APIRequestContext, base: string): Promise<Rules> {
  const res = await request.get(`${base}/sandbox/operator/settings/depositRules`);
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { value: Rules }).value;
}

async function setMultiple(request: APIRequestContext, base: string, multiple: number) {
  const res = await request.post(`${base}/sandbox/operator/settings/depositRules`, {
    data: { merge: { depositWageringMultiple: multiple } },
  });
  expect(res.ok(), await res.text()).toBe(true);
}

test('every deposit tab and the unpaid order say the betting; Withdraw says what is left', async ({
  page,
  request,
  inServerUrl,
}, info) => {
  test.setTimeout(90_000);
  const lang = promoLang(info);
  const en = lang === 'en';
  const m = (await depositRules(request, inServerUrl)).depositWageringMultiple;
  expect(m).toBe(3);
  await useLang(page, lang);
  const login = new LoginPage(page);
  await login.open();
  await login.playAsGuest();
  await new HomePage(page).expectSignedIn();

  const note = page.getByTestId('deposit-wagering');
  const forAmount = (bet: string, amount: string) =>
    en
      ? `Before it can be withdrawn, this deposit must be bet ${m}×: bet ${bet} for ${amount}.`
      : `Sebelum bisa ditarik, deposit ini harus dipertaruhkan ${m}×: taruhan ${bet} untuk ${amount}.`;
  const dep = new DepositPage(page);
  await dep.open();
  // Online, ₹100 (under the deposit bonus's ₹500, so the deposit's own betting is all there is).
  await dep.chip('online', 10_000).click();
  await expect(note).toHaveText(forAmount('₹300', '₹100'));
  await dep.chooseTab(2);
  await dep.chip('transfer', 50_000).click();
  await expect(note).toHaveText(forAmount(en ? '₹1,500' : '₹1.500', '₹500'));
  await dep.chooseTab(3);
  await dep.amount('agency').fill(en ? '2,000' : '2.000');
  await expect(note).toHaveText(forAmount(en ? '₹6,000' : '₹6.000', en ? '₹2,000' : '₹2.000'));
  // Crypto has no amount typed: the rule itself.
  await dep.chooseTab(4);
  await expect(note).toHaveText(
    en
      ? `Before a deposit can be withdrawn, it must be bet ${m}× in games.`
      : `Sebelum deposit bisa ditarik, deposit harus dipertaruhkan ${m}× di permainan.`,
  );
  await dep.expectNoHorizontalOverflow();

  // The unpaid online order of ₹100, opened from the history: the betting before the money.
  await dep.chooseTab(1);
  await dep.chip('online', 10_000).click();
  await dep.submitOnline();
  const pay = new SandboxPayPage(page);
  await pay.expectLoaded();
  await page.goto('/pages/wallet/DepositHistory');
  await page.locator('[data-testid^="record-DP"]').first().click();
  const order = new OrderDetailPage(page);
  await order.expectStatus('pending');
  await expect(note).toHaveText(forAmount('₹300', '₹100'));
  await order.expectNoHorizontalOverflow();
  await page.getByTestId('continue-pay').click();
  await pay.expectLoaded();
  await pay.pay();
  await order.expectStatus('success');

  // What the page said is what was added: ₹300 left to bet.
  await page.goto('/pages/wallet/Withdraw');
  await expect(page.getByTestId('wagering-notice')).toHaveText(
    en
      ? 'You still have 300 rupees left to bet in the game'
      : 'Anda masih harus bertaruh 300 rupee lagi dalam permainan',
  );
  await expect(page.getByTestId('wagering')).toHaveText('₹300');

  // The operator makes it 4×: the page says 4× and ₹400 for ₹100, from the same setting.
  try {
    await setMultiple(request, inServerUrl, 4);
    await dep.open();
    await dep.chip('online', 10_000).click();
    await expect(note).toHaveText(
      en
        ? 'Before it can be withdrawn, this deposit must be bet 4×: bet ₹400 for ₹100.'
        : 'Sebelum bisa ditarik, deposit ini harus dipertaruhkan 4×: taruhan ₹400 untuk ₹100.',
    );
  } finally {
    await setMultiple(request, inServerUrl, m);
  }
});
