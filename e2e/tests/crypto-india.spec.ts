import { type APIRequestContext, expect } from '@playwright/test';
import { HomePage } from '../pages/account';
import { LoginPage } from '../pages/login';
import { promoLang, useLang } from '../pages/promo';
import { DepositPage, OrderDetailPage } from '../pages/wallet';
import { test } from '../support/inServer';

/**
 * Crypto in India (a MARKET=IN server of this worker; Indonesia's is in money-typed.spec.ts):
 * the rate in rupees before anything is sent, and the method gift's daily budget as the player
 * meets it: once the day's budget is spent, the order says the deposit came in full without the
 * gift. English at 375×812, Indonesian at 320×640.
 */

async function setGiftBudget(request: APIRequestContext, base: string, budget: number) {
  const res = await request.post(`${base}/sandbox/operator/settings/depositRules`, {
    data: { merge: { methodGiftDailyBudget: budget } },
  });
  expect(res.ok(), await res.text()).toBe(true);
}

async function arrive(request: APIRequestContext, base: string, address: string, tag: string) {
  const res = await request.post(`${base}/sandbox/crypto/incoming`, {
    // 100 USDT (millionths of a coin).
    data: { address, units: 100_000_000, txHash: `e2e-in-${tag}-${Date.now()}` },
  });
  expect(res.ok(), await res.text()).toBe(true);
  const body = (await res.json()) as { orderNo: string; credited: boolean };
  expect(body.credited).toBe(true);
  return body.orderNo;
}

test('the crypto tab states the rupee rate; a spent gift budget is said on the order', async ({
  page,
  request,
  inServerUrl,
}, info) => {
  const lang = promoLang(info);
  const en = lang === 'en';
  await useLang(page, lang);
  const login = new LoginPage(page);
  await login.open();
  await login.playAsGuest();
  await new HomePage(page).expectSignedIn();

  const dep = new DepositPage(page);
  await dep.open();
  await dep.chooseTab(4);
  const rate = page.getByTestId('crypto-rate');
  // The seeded ₹84.50 a USDT (chargeInfo cryptoRates), written the language's way.
  await expect(rate).toContainText(en ? '1 USDT = ₹84.50' : '1 USDT = ₹84,50');
  await expect(rate).toContainText(en ? '100 USDT credits ₹8,450' : '100 USDT dikreditkan ₹8.450');
  await expect(rate).toBeInViewport();
  await expect(page.getByTestId('panel-crypto')).toContainText(
    en ? 'Minimum deposit: ₹500 (' : 'Deposit minimum: ₹500 (',
  );
  await expect(page.getByTestId('crypto-qr')).toBeVisible();
  await dep.expectNoHorizontalOverflow();
  const address = ((await page.getByTestId('crypto-address').innerText()).match(
    /T[1-9A-HJ-NP-Za-km-z]{33}/,
  ) ?? [''])[0];
  expect(address).not.toBe('');

  // The day's method-gift budget is spent (0): the coins are credited in full, without the 5%.
  const order = new OrderDetailPage(page);
  const before = await request.get(`${inServerUrl}/sandbox/operator/settings/depositRules`);
  const budget = ((await before.json()) as { value: { methodGiftDailyBudget: number } }).value
    .methodGiftDailyBudget;
  expect(budget).toBeGreaterThan(50_000);
  let spent = '';
  try {
    await setGiftBudget(request, inServerUrl, 0);
    // Before paying, the tab no longer promises the 5% and says why.
    await dep.open();
    await dep.chooseTab(4);
    await expect(page.getByTestId('deposit-gift-spent')).toHaveText(
      en
        ? "No deposit gift today: today's gift budget is used up"
        : 'Tanpa hadiah deposit hari ini: anggaran hadiah hari ini sudah habis',
    );
    await expect(page.getByTestId('deposit-tab-4')).not.toContainText('%');
    spent = await arrive(request, inServerUrl, address, 'spent');
  } finally {
    await setGiftBudget(request, inServerUrl, budget);
  }
  await page.goto(`/pages/wallet/DepositOrderDetail?orderNo=${spent}`);
  await order.expectStatus('success');
  await expect(page.getByTestId('order-amount')).toHaveText(en ? '₹8,450' : '₹8.450');
  await expect(page.getByTestId('order-remark')).toHaveText(
    en
      ? "Deposit credited in full; no deposit gift: today's gift budget is used up"
      : 'Deposit dikreditkan penuh; tanpa hadiah deposit: anggaran hadiah hari ini sudah habis',
  );
  await expect(page.getByTestId('order-bonus')).toHaveCount(0);
  await order.expectNoHorizontalOverflow();

  // With budget left, the next 100 USDT bring the 5% gift (₹422.50) and no such remark.
  const paid = await arrive(request, inServerUrl, address, 'paid');
  await page.goto(`/pages/wallet/DepositOrderDetail?orderNo=${paid}`);
  await order.expectStatus('success');
  await expect(page.getByTestId('order-bonus')).toContainText(en ? '₹422.50' : '₹422,50');
  await expect(page.getByTestId('order-remark')).not.toContainText(
    en ? 'gift budget' : 'anggaran hadiah',
  );
});
