import { consoleSignIn, expect, openConsolePage, test } from '../support/consoleServer';

/**
 * The console's polish of issue 38 ("Operators"): the phone's menu drawer, the audit log's
 * readable changes and filters, and the deposit agents edited as a table, at 1280×800 and 375×812.
 */

test('the menu: a bar on a laptop, an accessible drawer on a phone', async ({
  page,
  consoleServer: server,
}, info) => {
  await consoleSignIn(page, server.operators.owner);
  const menuButton = page.getByRole('button', { name: 'Menu', exact: true });
  if (info.project.name === 'console-laptop') {
    await expect(menuButton).toBeHidden();
    await expect(
      page
        .getByRole('navigation', { name: 'Console pages' })
        .getByRole('link', { name: 'Audit log' }),
    ).toBeVisible();
    return;
  }
  // No sideways strip: the header holds the Menu button, the brand and Sign out.
  await expect(page.getByRole('navigation', { name: 'Console pages' })).toBeHidden();
  await menuButton.click();
  const drawer = page.getByRole('dialog', { name: 'Menu' });
  await expect(drawer).toBeVisible();
  await page.screenshot({ path: `/tmp/console-polish-drawer-${info.project.name}.png` });
  // Focus is in the drawer and stays there however far the keyboard goes.
  const focusInDrawer = () =>
    page.evaluate(() => {
      const el = document.activeElement;
      return el === null || el === document.body || el.closest('dialog[open]') !== null;
    });
  expect(await focusInDrawer()).toBe(true);
  for (let i = 0; i < 25; i += 1) {
    await page.keyboard.press('Tab');
    expect(await focusInDrawer()).toBe(true);
  }
  // Escape closes it and gives focus back to the Menu button.
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await expect(menuButton).toBeFocused();
  // A page chosen from it opens, and the drawer is closed on that page.
  await menuButton.click();
  await drawer.getByRole('link', { name: 'Audit log', exact: true }).click();
  await expect(page).toHaveURL(/\/console\/audit$/);
  await expect(drawer).toBeHidden();
  await expect(page.getByRole('heading', { name: 'Audit log', level: 1 })).toBeVisible();
});

test('the audit log shows what a settings save changed, in rupiah, and filters on the server', async ({
  page,
  consoleServer: server,
}, info) => {
  test.setTimeout(120_000);
  const owner = server.operators.owner;
  await consoleSignIn(page, owner);
  // A VIP reward changed in the form, typed in rupiah.
  await page.goto('/console/settings/vipLevels');
  const level2 = page.getByRole('group', { name: 'Level 2', exact: true });
  const reward = info.project.name === 'console-laptop' ? '12.345' : '12.346';
  await level2.getByLabel('Reward (Rp)').fill(reward);
  await page.getByRole('button', { name: 'Review change' }).click();
  const diff = page.getByRole('region', { name: 'Change' });
  await expect(diff.getByRole('row', { name: /levels\.2\.reward/ })).toContainText(`Rp ${reward}`);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByRole('status')).toHaveText(
    'Saved. Players see the new value on their next load.',
  );

  await openConsolePage(page, 'Audit log');
  const filters = page.getByRole('form', { name: 'Filter the audit log' });
  await filters.getByLabel('Operator login').fill(owner.login);
  await filters.getByLabel('Action').fill('setting.save');
  await filters.getByRole('button', { name: 'Filter' }).click();
  const entries = page.getByRole('region', { name: 'Audit entries' });
  const row = entries.getByRole('row').filter({ hasText: `Rp ${reward}` });
  await expect(row).toHaveCount(1);
  // Only the changed field, old → new, not the whole document twice.
  const changes = row.getByRole('list');
  await expect(changes.getByRole('listitem')).toHaveCount(1);
  await expect(changes.getByRole('listitem')).toContainText(
    new RegExp(`levels\\.2\\.reward\\s+Rp [\\d.]+\\s+→\\s+Rp ${reward.replace('.', '\\.')}`),
  );
  await expect(row).not.toContainText('"levels"');
  await page.screenshot({
    path: `/tmp/console-polish-audit-${info.project.name}.png`,
    fullPage: true,
  });

  // The filters are the server's: another operator, or a player with no entry, finds nothing.
  await filters.getByLabel('Operator login').fill('nobody-here');
  await filters.getByRole('button', { name: 'Filter' }).click();
  await expect(page.getByText('No entry matches.')).toBeVisible();
  await expect(page.getByText('Page 1 of 1 · 0 entries')).toBeVisible();
  await filters.getByRole('button', { name: 'Clear' }).click();
  await filters.getByLabel('Player uid').fill('99999999');
  await filters.getByRole('button', { name: 'Filter' }).click();
  await expect(page.getByText('No entry matches.')).toBeVisible();
});

test('the deposit agents are edited as a table, and the review names the field changed', async ({
  page,
  consoleServer: server,
}, info) => {
  await consoleSignIn(page, server.operators.owner);
  await page.goto('/console/settings/chargeInfo');
  const agents = page.getByRole('group', { name: /^Agents v2/ });
  await expect(agents.getByRole('row')).toHaveCount(3);
  const name = agents.getByLabel('Agent 2 name');
  const before = await name.inputValue();
  const after = `Agent Sari ${info.project.name}`;
  await name.fill(after);
  await page.getByRole('button', { name: 'Review change' }).click();
  const diff = page.getByRole('region', { name: 'Change' });
  const changed = diff.getByRole('row', { name: /agentsV2\.1\.name/ });
  await expect(changed).toContainText(before);
  await expect(changed).toContainText(after);
  await page.screenshot({
    path: `/tmp/console-polish-agents-${info.project.name}.png`,
    fullPage: true,
  });
});

test('promotion kinds are named, not shown by their code', async ({
  page,
  consoleServer: server,
}) => {
  await consoleSignIn(page, server.operators.owner);
  await openConsolePage(page, 'Promotions');
  const kind = page.getByLabel('Kind');
  await expect(kind.locator('option[value="gift_code"]')).toHaveText('Gift codes');
  await expect(kind.locator('option[value="first_deposit"]')).toHaveText('First-deposit bonus');
  await expect(
    page
      .getByRole('list')
      .filter({ hasText: /#\d+ · / })
      .first(),
  ).not.toContainText(/· (gift_code|first_deposit|checkin)\b/);
});
