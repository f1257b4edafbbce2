import { HomePage } from '../pages/account';
import { expect, test } from '../support/inServer';

// MARKET=IN: English is the market's language until the player chooses another.

test('a fresh browser on MARKET=IN is in English, the pre-script page included', async ({
  page,
  request,
}) => {
  const served = await (await request.get('/', { headers: { accept: 'text/html' } })).text();
  expect(served).toContain('<html lang="en" data-market="IN">');

  const home = new HomePage(page);
  await page.goto('/');
  await home.expectLoaded();
  expect(await home.htmlLang()).toBe('en');
  await expect(home.tab('home')).toHaveText(/Home/);
  await expect(page.getByTestId('home-login')).toHaveText('Log in / Register');
  await expect(home.bannerTitles().first()).toHaveText('Four card games, ready to play');
  await expect(page.getByTestId('roll-msg')).toContainText('Welcome to Cardroom');
  // Nothing was stored: the default stays the market's until the player chooses.
  expect(await page.evaluate(() => localStorage.getItem('lang'))).toBeNull();

  // Tapping the language shown by default makes it the player's choice.
  await page.goto('/pages/account/Language');
  await page.getByTestId('language-item-en').click();
  await home.expectLoaded();
  expect(await page.evaluate(() => localStorage.getItem('lang'))).toBe('"en"');
});

test('rupees: Indian grouping, sign without a space, paise only when there are any', async ({
  page,
  request,
}) => {
  await page.goto('/pages/Login/Login');
  await page.getByTestId('login-guest').click();
  await expect(page.getByTestId('lobby')).toBeVisible();
  const uid = await page.evaluate(() => JSON.parse(localStorage.getItem('uid') ?? '""') as string);
  const credit = await request.post('/sandbox/wallet/credit', {
    data: { uid, amount: 123_456_750 },
  });
  expect(credit.ok()).toBe(true);
  await page.reload();
  const balance = page.getByTestId('home-balance').locator('.wallet-amount');
  await expect(balance).toHaveText('₹12,34,567.50');
  // One line: the amount shrinks rather than wrapping at 320 px.
  const lines = await balance.evaluate(
    (el) => el.getBoundingClientRect().height / Number.parseFloat(getComputedStyle(el).lineHeight),
  );
  expect(lines).toBeLessThan(1.5);
  const fits = await balance.evaluate((el) => el.scrollWidth <= el.clientWidth);
  expect(fits).toBe(true);
});
