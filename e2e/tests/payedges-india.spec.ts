import { randomInt } from 'node:crypto';
import { HomePage } from '../pages/account';
import { LoginPage } from '../pages/login';
import { GiftCodePage, promoLang, useLang } from '../pages/promo';
import { DepositPage, ORDER_DETAIL_PATH, TransferDetailPage } from '../pages/wallet';
import { expect, test } from '../support/inServer';

// Issue 33 on a MARKET=IN server of its own: the self-service UTR promise, the UPI intent, a
// transfer of another amount, and a gift code typed before any code runs.

const utr12 = () => String(randomInt(100_000, 1_000_000)) + String(randomInt(100_000, 1_000_000));

async function guest(page: import('@playwright/test').Page, lang: 'en' | 'ind') {
  await useLang(page, lang);
  const login = new LoginPage(page);
  await login.open();
  await login.playAsGuest();
  await new HomePage(page).expectSignedIn();
}

test('self-service UTR promises what its rule can reach: 1% every 6 hours, at most 4%', async ({
  page,
}, info) => {
  const lang = promoLang(info);
  await guest(page, lang);
  await page.goto('/pages/wallet/SelfUtrInfo');
  const bonus = page.getByTestId('self-bonus');
  await expect(bonus).toContainText(
    lang === 'en'
      ? 'you earn 1% of the deposit for every full 6 hours'
      : 'Anda mendapat 1% dari deposit untuk setiap 6 jam penuh',
  );
  await expect(bonus).toContainText(lang === 'en' ? 'at most 4%' : 'paling banyak 4%');
  await expect(bonus).not.toContainText('30%');
  await expect(page.getByTestId('self-intro')).toContainText(
    lang === 'en' ? 'within 2-24 hours' : 'dalam 2-24 jam',
  );
  await new DepositPage(page).expectNoHorizontalOverflow();
  await page.screenshot({ path: `/tmp/payedges-selfutr-${info.project.name}.png`, fullPage: true });

  // The order page says the same handling time, for this kind of order only.
  await page.getByTestId('self-amount').fill('1000');
  await page.getByTestId('self-utr-input').fill(utr12());
  await page.getByTestId('self-submit').click();
  await expect(page).toHaveURL((u) => u.pathname === ORDER_DETAIL_PATH);
  await expect(page.getByTestId('order-notice')).toHaveText(
    lang === 'en'
      ? 'Self-service UTR deposits are handled within 2-24 hours'
      : 'Deposit UTR mandiri diproses dalam 2-24 jam',
  );
});

test('a UPI transfer shows a QR code of the UPI intent and a Pay in UPI app link', async ({
  page,
}, info) => {
  const lang = promoLang(info);
  await guest(page, lang);
  const dep = new DepositPage(page);
  await dep.open();
  await dep.chooseTab(2);
  await dep.chooseTransferMethod('upi');
  await dep.chip('transfer', 50_000).click();
  await dep.submitTransfer();
  await expect(page).toHaveURL((u) => u.pathname === '/pages/wallet/DepositUpiDetail');
  const orderNo = new URL(page.url()).searchParams.get('orderNo') ?? '';
  const link = page.getByTestId('upi-pay-in-app');
  await expect(link).toHaveText(lang === 'en' ? 'Pay in UPI app' : 'Bayar di aplikasi UPI');
  await expect(link).toHaveAttribute(
    'href',
    `upi://pay?pa=cardroom.pay%40hdfcbank&pn=Cardroom%20Payments%20Pvt%20Ltd&am=500.00&cu=INR&tn=Deposit%20${orderNo}&tr=${orderNo}`,
  );
  await expect(page.getByTestId('upi-qr')).toBeVisible();
  await new TransferDetailPage(page).expectNoHorizontalOverflow();
  await page.screenshot({ path: `/tmp/payedges-upi-${info.project.name}.png`, fullPage: true });
});

test('₹1,400 sent for a ₹1,500 IMPS order: the order says what arrived and what happens next', async ({
  page,
  request,
  inServerUrl,
}, info) => {
  const lang = promoLang(info);
  await guest(page, lang);
  const dep = new DepositPage(page);
  await dep.open();
  await dep.chooseTab(2);
  await dep.chooseTransferMethod('imps');
  await dep.amount('transfer').fill('1500');
  await dep.submitTransfer();
  await expect(page).toHaveURL((u) => u.pathname === '/pages/wallet/DepositImpsDetail');
  const utr = utr12();
  await new TransferDetailPage(page).submitUtr(utr);
  await expect(page).toHaveURL((u) => u.pathname === ORDER_DETAIL_PATH);
  const res = await request.post(`${inServerUrl}/sandbox/bank/incoming`, {
    data: { utr, amount: 140_000 },
  });
  expect(res.ok()).toBe(true);
  // The open page polls and shows it; no more "credited in 1-5 minutes".
  const notice = page.getByTestId('order-mismatch');
  await expect(notice).toContainText(
    lang === 'en'
      ? 'We received ₹1,400 for this order of ₹1,500'
      : 'Kami menerima ₹1.400 untuk pesanan sebesar ₹1.500 ini',
    { timeout: 20_000 },
  );
  await expect(notice).toContainText(lang === 'en' ? 'within 2-24 hours' : 'dalam 2-24 jam');
  await expect(page.getByTestId('order-notice')).toHaveCount(0);
  await expect(page.getByTestId('order-remark')).toHaveText(
    lang === 'en'
      ? 'The amount received differs from the order: waiting for our team'
      : 'Jumlah yang diterima berbeda dari pesanan: menunggu tim kami',
  );
  await dep.expectNoHorizontalOverflow();
  await page.screenshot({
    path: `/tmp/payedges-mismatch-${info.project.name}.png`,
    fullPage: true,
  });
});

test('before any gift code runs, the gift-code page says so instead of "does not exist"', async ({
  page,
}, info) => {
  const lang = promoLang(info);
  await guest(page, lang);
  const gift = new GiftCodePage(page);
  await gift.open();
  await gift.redeem('WELCOME');
  await expect(gift.error()).toHaveText(
    lang === 'en'
      ? 'No gift codes are running right now: codes are given out at events and by customer service'
      : 'Saat ini tidak ada kode hadiah yang berlaku: kode dibagikan di acara dan oleh layanan pelanggan',
  );
  await gift.expectNoHorizontalOverflow();
});
