import { expect, test } from '@playwright/test';
import { HomePage, LanguagePage } from '../pages/account';
import { LoginPage } from '../pages/login';
import { DepositPage, SandboxPayPage } from '../pages/wallet';

/**
 * Rupiah typed the way people write them (MARKET=ID): in Indonesian "50.000" is fifty thousand
 * and "10000,5" has sen, which rupiah do not; in English "50,000" and "50.000" are both fifty
 * thousand. The field reads the real strings, refuses with what it read, and opens no pay page.
 */
test('deposit amounts typed the Indonesian and the English way', async ({ page }) => {
  const dep = new DepositPage(page);
  await new LoginPage(page).open();
  await new LoginPage(page).playAsGuest();
  await new HomePage(page).expectSignedIn();

  await page.goto('/pages/account/Language');
  await new LanguagePage(page).choose('ind');
  await dep.open();
  // "50.000" is the Rp 50.000 chip's amount: the chip lights up.
  await dep.amount('online').fill('50.000');
  await expect(dep.chip('online', 5_000_000)).toHaveAttribute('aria-pressed', 'true');
  // The betting the deposit adds is said before paying, for this amount (the server's 3×).
  await expect(page.getByTestId('deposit-wagering')).toHaveText(
    'Sebelum bisa ditarik, deposit ini harus dipertaruhkan 3×: taruhan Rp 150.000 untuk Rp 50.000.',
  );
  // Ten times less with sen was read as Rp 100.005 once: now it is refused, saying what was read.
  await dep.amount('online').fill('10000,5');
  await dep.submitOnline();
  await expect(dep.formError()).toHaveText(
    'Hanya jumlah bulat: kami membaca Rp 10.000,5. Maksud Anda 10.000?',
  );
  await expect(page).toHaveURL((u) => u.pathname === '/pages/wallet/Deposit');
  await dep.amount('online').fill('1.0.0');
  await dep.submitOnline();
  await expect(dep.formError()).toHaveText(/Tanda pemisah di tempat yang salah: maksud Anda 100\?/);
  await dep.expectNoHorizontalOverflow();

  // Crypto: the rate before anything is sent (the server credits at it: crypto-rate.routes.test.ts),
  // the address as text and as a QR code, the minimum and what happens below it.
  await dep.chooseTab(4);
  await expect(page.getByTestId('crypto-rate')).toContainText('1 USDT = Rp 16.250');
  await expect(page.getByTestId('crypto-rate')).toContainText('100 USDT dikreditkan Rp 1.625.000');
  await expect(page.getByTestId('crypto-rate')).toBeInViewport();
  await expect(page.getByTestId('panel-crypto')).toContainText(
    'Deposit minimum: Rp 100.000 (6,153847 USDT).',
  );
  await expect(page.getByTestId('crypto-address')).toContainText(/^.*T[1-9A-HJ-NP-Za-km-z]{33}/);
  await expect(page.getByTestId('crypto-qr')).toBeVisible();
  await expect(page.getByTestId('panel-crypto')).toContainText('tidak dikreditkan');
  await dep.expectNoHorizontalOverflow();

  await page.goto('/pages/account/Language');
  await new LanguagePage(page).choose('en');
  await dep.open();
  await dep.chooseTab(4);
  await expect(page.getByTestId('crypto-rate')).toContainText('1 USDT = Rp 16,250');
  await expect(page.getByTestId('crypto-rate')).toContainText('100 USDT credits Rp 1,625,000');
  await expect(page.getByTestId('crypto-qr')).toBeVisible();
  await expect(page.getByTestId('panel-crypto')).toContainText('is not credited');
  await dep.expectNoHorizontalOverflow();
  await dep.chooseTab(1);
  await dep.amount('online').fill('50,000');
  await expect(dep.chip('online', 5_000_000)).toHaveAttribute('aria-pressed', 'true');
  // Rupiah have no sen, so a point before three digits can only group thousands.
  await dep.amount('online').fill('50.000');
  await expect(dep.chip('online', 5_000_000)).toHaveAttribute('aria-pressed', 'true');
  await dep.amount('online').fill('10000.5');
  await dep.submitOnline();
  await expect(dep.formError()).toHaveText(
    'Whole amounts only: we read Rp 10,000.5. Did you mean 10,000?',
  );

  // The typed "50.000" opens a pay page for exactly Rp 50.000.
  await dep.amount('online').fill('50.000');
  await dep.submitOnline();
  const pay = new SandboxPayPage(page);
  await pay.expectLoaded();
  await expect(page.locator('.amount')).toHaveText('Rp 50.000');
});
