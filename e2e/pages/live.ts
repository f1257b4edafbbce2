import { expect, type Page } from '@playwright/test';
import { LoginPage } from './login';

/** A new guest (past the 18+ sheet) on the lobby, with `amount` (minor units) from the sandbox. */
export async function guestWithMoney(page: Page, amount: number): Promise<void> {
  const login = new LoginPage(page);
  await login.open();
  await login.playAsGuest();
  await expect(page.getByTestId('lobby')).toBeVisible();
  const uid = await page.evaluate(() => JSON.parse(localStorage.getItem('uid') ?? '""') as string);
  const credit = await page.request.post('/sandbox/wallet/credit', { data: { uid, amount } });
  expect(credit.ok()).toBe(true);
}

/** A live table's number attribute (`data-round`, `data-seconds`, `data-stake`…) as a number. */
export const liveNumber = async (page: Page, testId: string, attr: string) =>
  Number(await page.getByTestId(testId).getAttribute(attr));

/** Waits for a round in its betting window with at least `seconds` left on its countdown. */
export async function waitForBetting(page: Page, seconds: number, timeout = 30_000) {
  await expect
    .poll(
      async () =>
        (await page.getByTestId('live-phase').getAttribute('data-phase')) === 'betting' &&
        (await liveNumber(page, 'live-countdown', 'data-seconds')) >= seconds,
      { timeout, intervals: [100] },
    )
    .toBe(true);
}
