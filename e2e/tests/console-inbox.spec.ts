import type { Browser } from '@playwright/test';
import { AccountPage, HomePage } from '../pages/account';
import { MailPage } from '../pages/inbox';
import { LoginPage } from '../pages/login';
import { useLang } from '../pages/promo';
import { consoleSignIn, expect, menuHas, openConsolePage, test } from '../support/consoleServer';

/**
 * The console's Inbox and Feedback pages end to end (MARKET=ID, English player app):
 * marketing broadcasts to everyone after seeing the reach, and a player reads it on the Mail
 * page; support answers a player's feedback (with its screenshot) and the player reads the
 * answer. Each test signs in with its own role (a TOTP code works once per step).
 */

/** A real 2×2 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAEElEQVR4nGP4z8AARAwQCgAf7gP9i18U1AAAAABJRU5ErkJggg==',
  'base64',
);

async function guestPlayer(browser: Browser, url: string) {
  const ctx = await browser.newContext({
    baseURL: url,
    viewport: { width: 375, height: 812 },
    isMobile: true,
    hasTouch: true,
  });
  const app = await ctx.newPage();
  // The player reads in English (the market's default is Indonesian).
  await useLang(app, 'en');
  const login = new LoginPage(app);
  await login.open();
  await login.playAsGuest();
  await new HomePage(app).expectSignedIn();
  return app;
}

test('marketing sends a broadcast after seeing its reach; a player reads it in Mail', async ({
  page,
  browser,
  consoleServer: server,
}, info) => {
  test.setTimeout(180_000);
  const shot = (name: string) =>
    page.screenshot({
      path: `/tmp/console-inbox-${name}-${info.project.name}.png`,
      fullPage: true,
    });
  const app = await guestPlayer(browser, server.url);

  await consoleSignIn(page, server.operators.marketing);
  await openConsolePage(page, 'Inbox');
  await expect(page.getByRole('heading', { name: 'Inbox messages' })).toBeVisible();
  // Marketing has no Feedback page.
  expect(await menuHas(page, 'Feedback')).toBe(false);
  const title = `Weekend bonus ${info.project.name}`;
  await page.getByLabel('Title (English)').fill(title);
  await page.getByLabel('Title (Indonesian)').fill(`Bonus akhir pekan ${info.project.name}`);
  await page.getByLabel('Text (English)').fill('Deposit this weekend for a bonus.');
  await page.getByLabel('Text (Indonesian)').fill('Deposit akhir pekan ini untuk bonus.');
  await page.getByLabel(/In-app link/).fill('/pages/wallet/Deposit');
  await page.getByRole('button', { name: 'Check reach' }).click();
  const reach = page.locator('.reach');
  await expect(reach).toContainText(/This reaches \d+ players? now/);
  const players = Number((await reach.locator('strong').textContent()) ?? '0');
  expect(players).toBeGreaterThanOrEqual(1);
  await shot('compose');
  const count = `${players} ${players === 1 ? 'player' : 'players'}`;
  await page.getByRole('button', { name: `Send to ${count}` }).click();
  await expect(page.getByRole('status').filter({ hasText: 'sent to' })).toContainText(
    `sent to ${count}`,
  );
  const row = page.locator('tr', { hasText: title });
  await expect(row).toContainText('sent');
  await expect(row).toContainText('Everyone');
  await shot('list');

  // The player reads it; the console's read count follows.
  await app.goto('/pages/mail/Mail');
  const mail = new MailPage(app);
  await mail.expectLoaded();
  const item = mail.rows().filter({ hasText: title });
  await expect(item).toHaveCount(1);
  await item.click();
  await expect(mail.view()).toContainText('Deposit this weekend for a bonus.');
  await app.screenshot({ path: `/tmp/console-inbox-player-${info.project.name}.png` });
  await page.reload();
  await expect(page.locator('tr', { hasText: title }).locator('td').nth(6)).toHaveText('1');
});

test('support answers a player’s feedback; the player reads the answer', async ({
  page,
  browser,
  consoleServer: server,
}, info) => {
  test.setTimeout(180_000);
  const shot = (name: string) =>
    page.screenshot({
      path: `/tmp/console-feedback-${name}-${info.project.name}.png`,
      fullPage: true,
    });
  const app = await guestPlayer(browser, server.url);
  const account = new AccountPage(app);
  await account.openTab('account');
  await app.getByTestId('account-menu-feedback').click();
  const text = `Deposit missing ${info.project.name}`;
  await app.getByTestId('feedback-category-deposit').click();
  await app.getByTestId('feedback-text').fill(text);
  await app
    .getByTestId('feedback-shot-input')
    .setInputFiles({ name: 'screen.png', mimeType: 'image/png', buffer: PNG });
  await expect(app.getByTestId('feedback-shot-preview')).toBeVisible();
  await app.getByTestId('feedback-submit').click();
  await expect(app.locator('[data-testid^="feedback-row-"]')).toHaveCount(1);

  await consoleSignIn(page, server.operators.support);
  await openConsolePage(page, 'Feedback');
  const card = page.locator('.card', { hasText: text });
  await expect(card).toContainText('New');
  await expect(card).toContainText('screenshot');
  await shot('list');
  await card.getByRole('button', { name: 'Open' }).click();
  const image = page.getByRole('img', { name: /Screenshot sent with feedback/ });
  await expect(image).toBeVisible();
  expect(await image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(2);
  await page
    .getByLabel(/^Reply in English/)
    .fill('It arrived at 10:05, please check your balance.');
  await page.getByRole('button', { name: 'Send reply' }).click();
  await expect(page.getByRole('status')).toContainText('Reply sent');
  await shot('replied');

  await app.reload();
  const row = app.locator('[data-testid^="feedback-row-"]').first();
  await expect(row.getByTestId('feedback-reply')).toContainText(
    'It arrived at 10:05, please check your balance.',
  );
  await app.goto('/pages/mail/Mail');
  const mail = new MailPage(app);
  await mail.expectLoaded();
  await expect(mail.rows().first()).toContainText('Reply to your feedback');
});
