import { GameTablePage, LobbyPage, minorOf } from '../pages/games';
import { LoginPage } from '../pages/login';
import { walkPlayEdition } from '../pages/play';
import { expect, test } from '../support/playServer';

// EDITION=play (a server of its own): coins with no cash value, free top-ups, no deposit or
// withdrawal anywhere. The daily top-up is 50.000 coins (5_000_000 minor units, the MARKET=ID
// default of the playTopUp setting).

const COINS_LABEL = /^(coins, no cash value|koin, tanpa nilai uang)$/;

test('Home shows coins with their label and no deposit; the daily top-up is collected once', async ({
  page,
}) => {
  const login = new LoginPage(page);
  await login.open();
  await login.playAsGuest();
  const wallet = page.getByTestId('home-balance');
  await expect(wallet).toBeVisible();
  await expect(wallet.getByTestId('coins-label')).toHaveText(COINS_LABEL);
  await expect(page.getByTestId('home-deposit')).toHaveCount(0);
  // Coins have no cash value: the Earn tab is not called "Earn Money" here.
  await expect(page.getByTestId('tab-earn')).toHaveText(/^(Invite|Undang)$/);

  await page.getByTestId('topup-daily').click();
  await expect(page.getByTestId('topup-daily-done')).toBeVisible();
  const amount = wallet.locator('.wallet-amount');
  // Whole coins, no currency sign: "50,000" (en) or "50.000" (id).
  await expect(amount).toHaveText(/^50[.,]000$/);
  expect(minorOf(await amount.innerText())).toBe(5_000_000);

  // Once a day: after a reload the button is gone and the balance is the same.
  await page.reload();
  await expect(page.getByTestId('topup-daily-done')).toBeVisible();
  await expect(page.getByTestId('topup-daily')).toHaveCount(0);
  await expect(amount).toHaveText(/^50[.,]000$/);
});

test('Account has no deposit, withdraw, bank or withdraw-password entry; the wallet pages are not found', async ({
  page,
}) => {
  const login = new LoginPage(page);
  await login.open();
  await login.playAsGuest();
  await expect(page.getByTestId('lobby')).toBeVisible();
  await page.goto('/pages/account/Account');
  await expect(page.getByTestId('account-balance')).toBeVisible();
  await expect(page.getByTestId('coins-label')).toHaveText(COINS_LABEL);
  await expect(page.getByTestId('account-menu-profile')).toBeVisible();
  for (const id of ['account-deposit', 'account-withdraw']) {
    await expect(page.getByTestId(id)).toHaveCount(0);
  }
  for (const id of ['bank-card', 'withdrawal-password']) {
    await expect(page.getByTestId(`account-menu-${id}`)).toHaveCount(0);
  }
  // Safer play: no money limits in coins, but a break and the reality check are there.
  await page.getByTestId('account-menu-safety').click();
  await expect(page.getByTestId('safety-break')).toBeVisible();
  await expect(page.getByTestId('safety-reality')).toBeVisible();
  await expect(page.getByTestId('limits')).toHaveCount(0);
  for (const path of ['/pages/wallet/Deposit', '/pages/wallet/Withdraw']) {
    await page.goto(path);
    await expect(page.getByTestId('not-found')).toBeVisible();
  }
});

test('a game is played with coins', async ({ page }) => {
  const login = new LoginPage(page);
  await login.open();
  await login.playAsGuest();
  await page.getByTestId('topup-daily').click();
  await expect(page.getByTestId('topup-daily-done')).toBeVisible();

  await new LobbyPage(page).openGame('dragon-tiger');
  const table = new GameTablePage(page);
  await expect(table.table()).toBeVisible();
  await expect(page.getByTestId('game-balance')).toHaveText(/^50[.,]000$/);
  await expect(table.table().getByTestId('coins-label')).toHaveText(COINS_LABEL);
  await table.expectNoHorizontalOverflow();

  await table.bet(100_000, 'dragon');
  const answer = page.waitForResponse((r) => r.url().endsWith('/game/play'));
  await table.deal();
  const played = (await (await answer).json()) as {
    resultData: { balance: number; round: { stake: number; payout: number } };
  };
  const { round, balance } = played.resultData;
  expect(round.stake).toBe(100_000);
  expect(balance).toBe(5_000_000 - 100_000 + round.payout);
  await expect(page.getByTestId('game-result')).toBeVisible();
  await expect.poll(() => table.balance()).toBe(balance);
});

// Issue 33: the play-money edition never promises money (MARKET=ID here; IN in
// play-edition-india.spec.ts).
test('Home, Promo, Vip, Earn, records and FAQ promise no money; every banner opens a page', async ({
  page,
}, info) => {
  await walkPlayEdition(page, info, 'ID');
});
