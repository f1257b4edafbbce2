import {
  type ConsoleOperator,
  consoleSignIn,
  expect,
  openConsolePage,
  test,
  totpNow,
} from '../support/consoleServer';

/**
 * The team managed in the console (issue 38): the owner creates an operator and reads their
 * secrets once; the new operator signs in with them and changes their own password; the owner
 * disables them and their open session ends at once. Runs at 1280×800 and 375×812.
 */
test('the owner creates, and disables, an operator who changes their own password', async ({
  page,
  browser,
  consoleServer: server,
}, info) => {
  test.setTimeout(180_000);
  const shot = (p: typeof page, name: string) =>
    p.screenshot({ path: `/tmp/console-${name}-${info.project.name}.png`, fullPage: true });
  const noSideways = async (p: typeof page) =>
    expect(
      await p.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
    ).toBeLessThanOrEqual(0);
  const login = `e2e.desk-${info.project.name}`;

  await consoleSignIn(page, server.operators.owner);
  await openConsolePage(page, 'Operators');
  await expect(page.getByRole('heading', { name: 'Operators', level: 1 })).toBeVisible();
  await expect(page.locator(`[data-operator="${server.operators.owner.login}"]`)).toContainText(
    'This is you',
  );
  // A login the server refuses says why, and nothing is created.
  const form = page.getByRole('form', { name: 'New operator' });
  await form.getByLabel('Login').fill('no spaces allowed');
  await form.getByRole('button', { name: 'Create' }).click();
  await expect(form.getByRole('alert')).toHaveText(
    'A login is 3 to 64 of a-z, 0-9, dot, dash or underscore',
  );
  await form.getByLabel('Login').fill(login);
  await form.getByLabel('Display name').fill('Desk Anna');
  await form.getByLabel('Role').selectOption('support');
  await form.getByRole('button', { name: 'Create' }).click();
  const secrets = page.getByTestId('secrets-once');
  await expect(secrets).toContainText(`Shown once: ${login}`);
  const made: ConsoleOperator = {
    login,
    password: (await secrets.getByTestId('secret-password').textContent()) ?? '',
    totpSecret: (await secrets.getByTestId('secret-totp').textContent()) ?? '',
  };
  expect(made.password.length).toBeGreaterThanOrEqual(12);
  await noSideways(page);
  await shot(page, 'operators-created');
  await secrets.getByRole('button', { name: 'Passed on: hide them' }).click();
  await expect(secrets).toHaveCount(0);
  const card = page.locator(`[data-operator="${login}"]`);
  await expect(card).toContainText('Desk Anna');
  await expect(card).toContainText('support');

  // The new operator signs in with what the owner passed on, and changes the password.
  const desk = await browser.newContext({
    baseURL: server.url,
    viewport: page.viewportSize() ?? { width: 375, height: 812 },
  });
  const deskPage = await desk.newPage();
  await deskPage.goto('/console/login');
  await deskPage.getByLabel('Login').fill(login);
  await deskPage.getByLabel('Password').fill(made.password);
  await deskPage.getByLabel('Authenticator code').fill(totpNow(made));
  await deskPage.getByRole('button', { name: 'Sign in' }).click();
  await deskPage.getByRole('button', { name: 'Sign out' }).waitFor();
  await openConsolePage(deskPage, 'My password');
  await deskPage.getByLabel('Current password').fill('not my password');
  await deskPage.getByLabel('New password', { exact: true }).fill('four words I remember');
  await deskPage.getByLabel('New password again').fill('four words I remember');
  await deskPage.getByRole('button', { name: 'Change password' }).click();
  await expect(deskPage.getByRole('alert')).toHaveText('The current password is wrong');
  await deskPage.getByLabel('Current password').fill(made.password);
  await deskPage.getByRole('button', { name: 'Change password' }).click();
  await expect(deskPage.getByRole('status')).toHaveText('Password changed.');
  await noSideways(deskPage);
  await shot(deskPage, 'my-password');

  // The owner sees the open session, then disables the operator: it ends at once.
  await page.reload();
  await expect(card.getByTestId('open-sessions')).toHaveText('1');
  await card.getByRole('button', { name: 'Disable' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('button', { name: 'Disable' })).toBeDisabled();
  await dialog.getByRole('textbox').fill('Left the team today');
  await dialog.getByRole('button', { name: 'Disable' }).click();
  await expect(card).toContainText('disabled');
  await expect(card.getByTestId('open-sessions')).toHaveText('0');
  await shot(page, 'operators-disabled');
  await deskPage.reload();
  await expect(deskPage.getByRole('button', { name: 'Sign in' })).toBeVisible();
  await desk.close();
});
