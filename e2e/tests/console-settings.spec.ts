import { FAQ_INFO_PATH, FAQ_PATH, FaqPage, INBOX_TEXT } from '../pages/inbox';
import { LoginPage } from '../pages/login';
import { useLang } from '../pages/promo';
import { consoleSignIn, expect, openConsolePage, test } from '../support/consoleServer';

test('an owner edits a roll message, reviews the diff, saves, and the player’s Home shows it', async ({
  page,
  browser,
  consoleServer: server,
}, info) => {
  test.setTimeout(120_000);
  const shot = (name: string) =>
    page.screenshot({
      path: `/tmp/console-settings-${name}-${info.project.name}.png`,
      fullPage: true,
    });
  await consoleSignIn(page, server.operators.owner);

  // The Settings list groups every module's settings.
  await openConsolePage(page, 'Settings');
  await expect(page.getByRole('heading', { name: 'Settings', exact: true })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Module vip' })).toContainText('Vip levels');
  await shot('list');

  // Rows are named by their own level; money is typed in rupiah the market's way, and what the
  // app's money reader cannot read (sen) is refused beside the field before anything is sent.
  await page.getByRole('link', { name: 'Vip levels', exact: true }).click();
  await expect(
    page.getByRole('group', { name: 'Level 3', exact: true }).getByLabel('Level', { exact: true }),
  ).toHaveValue('3');
  const level0 = page.getByRole('group', { name: 'Level 0', exact: true });
  const deposit = level0.getByLabel('Deposit (Rp)');
  await expect(deposit).toHaveValue('0');
  await deposit.fill('10000,5');
  await expect(level0.locator('.field-error', { hasText: 'Rp 10.000,5' })).toBeVisible();
  await deposit.fill('50.000');
  await expect(level0.getByText('Rp 50.000', { exact: true })).toBeVisible();
  // A bad value is refused by the server next to its field (level 0 starts at zero), and
  // nothing is saved.
  await page.getByRole('button', { name: 'Review change' }).click();
  await expect(level0.locator('.field-error', { hasText: 'level 0 is where' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save', exact: true })).toBeDisabled();
  await shot('invalid');

  await openConsolePage(page, 'Roll messages');
  await expect(page.getByRole('heading', { name: 'Roll messages (Home ticker)' })).toBeVisible();
  const first = page
    .getByRole('group', { name: 'Roll messages 1' })
    .getByRole('group', { name: 'Text' });
  const before = await first.getByLabel('English').inputValue();
  const line = `Tonight: new tables open at 20:00 (${info.project.name})`;
  await first.getByLabel('English').fill(line);
  await first
    .getByLabel('Indonesian')
    .fill(`Malam ini: meja baru buka pukul 20.00 (${info.project.name})`);
  await page.getByRole('button', { name: 'Review change' }).click();
  const diff = page.getByRole('region', { name: 'Change' });
  await expect(diff.getByRole('heading')).toHaveText('Review the change (2 fields)');
  // The change is read where the form is: beside it on a laptop, brought into view on a phone.
  await expect(diff.getByRole('heading')).toBeInViewport();
  if (info.project.name === 'console-laptop') {
    const form = await page.locator('.setting-fields').boundingBox();
    const review = await page.getByRole('complementary', { name: 'Review and save' }).boundingBox();
    expect(review && form && review.x >= form.x + form.width).toBe(true);
  }
  const enRow = diff.getByRole('row', { name: /0\.text\.en/ });
  await expect(enRow).toContainText(before);
  await expect(enRow).toContainText(line);
  await shot('review');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByRole('status')).toHaveText(
    'Saved. Players see the new value on their next load.',
  );
  await shot('saved');

  // The player (in English) sees the new line on Home.
  const player = await browser.newContext({
    baseURL: server.url,
    viewport: { width: 375, height: 812 },
    isMobile: true,
    hasTouch: true,
  });
  const app = await player.newPage();
  await useLang(app, 'en');
  await new LoginPage(app).open();
  await new LoginPage(app).playAsGuest();
  await expect(app.getByTestId('roll-msg')).toContainText(line);
  await app.screenshot({ path: `/tmp/console-settings-player-home-${info.project.name}.png` });
  await player.close();
});

test('marketing edits a FAQ answer with its preview, and the player’s FAQ shows it', async ({
  page,
  browser,
  consoleServer: server,
}, info) => {
  test.setTimeout(120_000);
  const shot = (name: string) =>
    page.screenshot({ path: `/tmp/console-faq-${name}-${info.project.name}.png`, fullPage: true });
  await consoleSignIn(page, server.operators.marketing);
  // Marketing has no owner-only settings in its list.
  await openConsolePage(page, 'Settings');
  await expect(page.getByRole('link', { name: 'Vip levels', exact: true })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Roll messages (Home ticker)' })).toBeVisible();

  await openConsolePage(page, 'FAQ');
  await expect(page.getByRole('heading', { name: 'FAQ', exact: true })).toBeVisible();
  await shot('list');
  const question = page.locator('.faq-entries li', { hasText: INBOX_TEXT.howToDeposit.en });
  await question.getByRole('button', { name: 'Edit' }).click();
  const form = page.getByRole('form', { name: 'Edit question' });
  const answer = `Open Deposit, pick an amount and pay by bank transfer (${info.project.name}).`;
  await form.getByRole('group', { name: 'Answer' }).getByLabel('English').fill(answer);
  const preview = form.getByRole('region', { name: 'Player preview' });
  await expect(preview.locator('[data-lang="en"] .phone-answer')).toHaveText(answer);
  await expect(preview.locator('[data-lang="en"] .phone-question')).toHaveText(
    INBOX_TEXT.howToDeposit.en,
  );
  await shot('edit');
  await form.getByRole('button', { name: 'Save question' }).click();
  await expect(page.getByRole('status')).toHaveText('Question saved.');

  const player = await browser.newContext({
    baseURL: server.url,
    viewport: { width: 375, height: 812 },
    isMobile: true,
    hasTouch: true,
  });
  const app = await player.newPage();
  await useLang(app, 'en');
  const faq = new FaqPage(app);
  await app.goto(FAQ_PATH);
  await faq.question(INBOX_TEXT.howToDeposit.en).click();
  await faq.expectPath(FAQ_INFO_PATH);
  await expect(faq.answer()).toHaveText(answer);
  await app.screenshot({ path: `/tmp/console-faq-player-${info.project.name}.png` });
  await player.close();
});
