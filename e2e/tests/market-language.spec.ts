import { expect, test } from '@playwright/test';
import { HomePage, LanguagePage } from '../pages/account';
import { GameTablePage, LobbyPage } from '../pages/games';
import { LoginPage } from '../pages/login';

// The e2e server runs MARKET=ID: Indonesian until the player chooses (market-india.spec.ts
// checks MARKET=IN). Every browser context starts with empty storage: a fresh browser.

test('a fresh browser on MARKET=ID is in Indonesian, from the first byte to Home', async ({
  page,
  request,
}) => {
  const served = await (await request.get('/', { headers: { accept: 'text/html' } })).text();
  expect(served).toContain('<html lang="id" data-market="ID">');

  const home = new HomePage(page);
  await page.goto('/');
  await home.expectLoaded();
  expect(await home.htmlLang()).toBe('id');
  await expect(home.tab('home')).toHaveText(/Beranda/);
  await expect(page.getByTestId('home-login')).toHaveText('Masuk / Daftar');
  await expect(home.bannerTitles().first()).toHaveText('Empat permainan kartu, siap dimainkan');
  await expect(page.getByTestId('roll-msg')).toContainText('Selamat datang di Cardroom');
});

test('banners and the ticker follow the chosen language, not the market', async ({ page }) => {
  const home = new HomePage(page);
  await page.goto('/pages/account/Language');
  await new LanguagePage(page).choose('en');
  await home.expectLoaded();
  expect(await home.htmlLang()).toBe('en');
  await expect(home.bannerTitles()).toHaveText([
    'Four card games, ready to play',
    'Provably fair: check any round',
    'Withdraw to your own bank account',
  ]);
  await expect(page.getByTestId('roll-msg')).toContainText('Welcome to Cardroom');
  await expect(page.getByTestId('roll-msg')).not.toContainText('Selamat');
  // No banner promises a bonus; the first one opens the games, not "Coming soon".
  await expect(home.bannerTitles()).not.toContainText([/bonus/i]);
  await page.getByTestId('banner-0').click();
  await expect(page).toHaveURL(/\/pages\/search\/SearchResult\?provider=house$/);
  await expect(page.getByTestId('search-summary')).toHaveText('Cardroom Originals · 4 games');
  await expect(page.locator('[data-testid^="result-"]')).toHaveCount(4);
});

test('offline, Deal says so in the player’s language, not "Failed to fetch"', async ({
  page,
  context,
  request,
}) => {
  const login = new LoginPage(page);
  await login.open();
  await login.playAsGuest();
  await expect(page.getByTestId('lobby')).toBeVisible();
  const uid = await page.evaluate(() => JSON.parse(localStorage.getItem('uid') ?? '""') as string);
  expect(
    (await request.post('/sandbox/wallet/credit', { data: { uid, amount: 500_000 } })).ok(),
  ).toBe(true);

  await new LobbyPage(page).openGame('dragon-tiger');
  const table = new GameTablePage(page);
  await expect(table.table()).toBeVisible();
  await table.bet(100_000, 'dragon');
  await context.setOffline(true);
  await table.deal();
  await expect(page.getByTestId('game-error')).toHaveText(
    'Tidak ada koneksi. Periksa jaringan Anda dan coba lagi',
  );
  await expect(page.getByText('Failed to fetch')).toHaveCount(0);

  // Back online, the same bet goes through: nothing was lost or half-placed.
  await context.setOffline(false);
  await table.deal();
  await expect(table.roundCards().first()).toBeVisible();
});

test('search: an empty query lists every game; the provider card opens its games', async ({
  page,
}) => {
  await page.goto('/pages/search/SearchResult?q=');
  await expect(page.getByTestId('search-summary')).toHaveText('Semua permainan');
  await expect(page.locator('[data-testid^="result-"]')).toHaveCount(4);

  await page.goto('/pages/home/Home');
  await page.getByTestId('lobby-provider').click();
  await expect(page).toHaveURL(/provider=house/);
  await expect(page.getByTestId('search-summary')).toHaveText('Cardroom Originals · 4 permainan');
});

test('the favicon exists at /favicon.ico', async ({ request }) => {
  const res = await request.get('/favicon.ico');
  expect(res.status()).toBe(200);
  expect((await res.body()).subarray(0, 4)).toEqual(Buffer.from([0, 0, 1, 0]));
});

test.describe('on a 1280 px window', () => {
  test.use({ viewport: { width: 1280, height: 800 }, isMobile: false, hasTouch: false });

  test('the layout is one 960 px column, centred, and the bars scale with it', async ({ page }) => {
    await page.goto('/');
    await new HomePage(page).expectLoaded();
    const shell = await page.locator('.shell').boundingBox();
    expect(shell).toMatchObject({ x: 160, width: 960 });
    const bar = await page.locator('.tabbar').boundingBox();
    expect(bar?.x).toBe(160);
    expect(bar?.width).toBe(960);
    // 1rem is 960 / 23.4375 = 40.96 px: the tab text is 0.625rem, not stuck at 10 px.
    const tabFont = await page
      .getByTestId('tab-home')
      .evaluate((el) => Number.parseFloat(getComputedStyle(el).fontSize));
    expect(tabFont).toBeCloseTo(25.6, 0);
    expect(bar?.height).toBeCloseTo(128, 0);
    const outside = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    expect(outside).toBe('rgb(61, 6, 12)');
  });
});
