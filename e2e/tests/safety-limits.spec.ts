import { expect, test } from '@playwright/test';
import { HomePage } from '../pages/account';
import { LoginPage } from '../pages/login';
import { DepositPage } from '../pages/wallet';

/**
 * Player limits (issue 14): the first-deposit offer leads to Safer play, a daily deposit limit
 * is set there, and a deposit over it is refused with the limit and what is left.
 */
test('set a deposit limit, then a deposit over it is refused with the message', async ({
  page,
}) => {
  await new LoginPage(page).open();
  await new LoginPage(page).playAsGuest();
  await new HomePage(page).expectSignedIn();

  const dep = new DepositPage(page);
  await dep.open();
  await expect(page.getByTestId('deposit-limit-offer')).toBeVisible();
  await page.getByTestId('deposit-limit-offer-set').click();
  await expect(page).toHaveURL((u) => u.pathname === '/pages/account/Safety');
  await expect(page.getByTestId('safety-page')).toBeVisible();
  await expect(page.getByTestId('safety-break')).toBeVisible();
  await expect(page.getByTestId('safety-reality')).toBeVisible();
  // Loaded directly (a reload), the page is styled without passing through Account: the
  // protections are menu rows, not bulleted grey buttons.
  await page.reload();
  await expect(page.getByTestId('safety-break')).toBeVisible();
  const row = await page.getByTestId('safety-break').evaluate((el) => {
    const s = getComputedStyle(el);
    const list = el.closest('ul');
    return {
      display: s.display,
      border: s.borderTopStyle,
      bullets: list ? getComputedStyle(list).listStyleType : 'none',
    };
  });
  expect(row).toEqual({ display: 'flex', border: 'none', bullets: 'none' });

  // Sen are refused in the form, in the player's language, saying what was read; then
  // "20.000" (how Indonesians write twenty thousand, read so in both languages) a day.
  await page.getByTestId('limit-deposit-day-edit').click();
  await page.getByTestId('limit-deposit-day-input').fill('500.000,5');
  await page.getByTestId('limit-deposit-day-save').click();
  await expect(page.getByTestId('form-error')).toHaveText(
    /Whole amounts only: we read Rp 500,000\.5|Hanya jumlah bulat: kami membaca Rp 500\.000,5/,
  );
  await page.getByTestId('limit-deposit-day-input').fill('20.000');
  await page.getByTestId('limit-deposit-day-save').click();
  await expect(page.getByTestId('limit-deposit-day-value')).toHaveText(/20[.,]000/);
  await expect(page.getByTestId('limit-deposit-day-left')).toContainText(/20[.,]000/);
  await dep.expectNoHorizontalOverflow();

  // Rp 50.000 is over the limit: refused before any pay page, saying the limit and what is left.
  await dep.open();
  await expect(page.getByTestId('deposit-limit-offer')).toHaveCount(0);
  await dep.chip('online', 5_000_000).click();
  await dep.submitOnline();
  await expect(page.getByTestId('toast')).toContainText(
    /daily deposit limit of Rp ?20[.,]000|batas setoran harian Anda sebesar Rp ?20[.,]000/,
  );
  await expect(page).toHaveURL((u) => u.pathname === '/pages/wallet/Deposit');
});
