import { expectNoSeriousA11yViolations } from '../support/axe';
import { consoleMenu, consoleSignIn, expect, test } from '../support/consoleServer';

/**
 * Accessibility of the operator console (issue 35): axe, with the WCAG 2.x A and AA rules,
 * finds nothing serious or critical on the sign-in page and on every page of the owner's menu
 * (the owner sees them all), at 1280×800 and 375×812.
 */
test('the console: sign-in and every page of the menu', async ({ page, consoleServer: server }) => {
  test.setTimeout(180_000);
  await page.goto('/console/');
  await expect(page.getByLabel('Login')).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'console sign-in');

  await consoleSignIn(page, server.operators.owner);
  // On a phone the menu is a drawer: it is checked open, then closed with Escape.
  const menu = (await consoleMenu(page)).getByRole('link');
  await menu.first().waitFor();
  const pages = await menu.evaluateAll((links) =>
    links.map((a) => ({ name: a.textContent ?? '', href: a.getAttribute('href') ?? '' })),
  );
  expect(pages.length).toBeGreaterThan(5);
  if (await page.getByRole('dialog', { name: 'Menu' }).isVisible()) {
    await expectNoSeriousA11yViolations(page, 'console menu drawer');
    await page.keyboard.press('Escape');
  }
  for (const { name, href } of pages) {
    await page.goto(href);
    await expect(page).toHaveURL(new RegExp(`${href}$`));
    await expect(page.locator('main h1, main h2').first()).toBeVisible();
    // The page's data in, not its loading state (axe would read a skeleton).
    await expect(page.locator('main [aria-busy="true"]')).toHaveCount(0);
    await expectNoSeriousA11yViolations(page, `console ${name} (${href})`);
  }
});
