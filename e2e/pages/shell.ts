import { expect, type Page } from '@playwright/test';

/** What every screen shares: the tab bar, the toast/loading indicator, the back button. */
export class Shell {
  constructor(readonly page: Page) {}

  tab(name: 'home' | 'promo' | 'vip' | 'earn' | 'account') {
    return this.page.getByTestId(`tab-${name}`);
  }

  async openTab(name: 'home' | 'promo' | 'vip' | 'earn' | 'account') {
    await this.tab(name).click();
  }

  toast() {
    return this.page.getByTestId('toast');
  }

  async expectToast(text: string | RegExp) {
    await expect(this.toast()).toContainText(text);
  }

  formError() {
    return this.page.getByTestId('form-error');
  }

  async expectPath(path: string) {
    await expect(this.page).toHaveURL((url) => url.pathname === path);
  }

  /** The language the page says it is in (`<html lang>`): the pre-script shell's, then the app's. */
  htmlLang() {
    return this.page.evaluate(() => document.documentElement.lang);
  }

  /** Home's banner titles, in carousel order. */
  bannerTitles() {
    return this.page.locator('[data-testid^="banner-"] .banner-title');
  }

  /** Fails the test if the page is wider than the screen (horizontal scrolling on a phone). */
  async expectNoHorizontalOverflow() {
    const overflow = await this.page.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
  }
}

/**
 * The service button's box against everything it must never cover: the tab bar, bottom
 * docks, primary buttons (and the header), or against `selector`'s elements. Answers the
 * overlapping elements' test ids (else their class or text). Poll it
 * (`expect.poll`): while a page is still laying out, the button glides to its new place, and a
 * moment's overlap in between is not what a player sees; one that stays fails the poll.
 */
export async function serviceButtonOverlaps(
  page: Page,
  selector = '.tabbar, .app-header, [data-bottom-dock], .btn-red, .btn-primary, button[type="submit"]',
): Promise<string[]> {
  const fab = page.getByTestId('service-button');
  await expect(fab).toBeVisible();
  // It glides to its resting place (0.18 s): wait until two reads agree.
  await expect
    .poll(async () => {
      const a = await fab.boundingBox();
      await page.waitForTimeout(250);
      const b = await fab.boundingBox();
      return a && b && a.x === b.x && a.y === b.y;
    })
    .toBe(true);
  return page.evaluate((selector) => {
    const fabEl = document.querySelector('[data-testid="service-button"]');
    if (!fabEl) return ['no service button'];
    const f = fabEl.getBoundingClientRect();
    const hard = document.querySelectorAll(selector);
    const hits: string[] = [];
    for (const el of Array.from(hard)) {
      const r = el.getBoundingClientRect();
      if (r.width === 0 || r.height === 0) continue;
      // The header that holds the button (issue 33: it is docked there) is not covered by it.
      if (el.contains(fabEl)) continue;
      // Nor is what the page scrolled under that sticky header: the header itself hides it.
      const header = fabEl.closest('.app-header');
      if (header && r.top < header.getBoundingClientRect().bottom && !header.contains(el)) continue;
      const x = Math.min(f.right, r.right) - Math.max(f.left, r.left);
      const y = Math.min(f.bottom, r.bottom) - Math.max(f.top, r.top);
      if (x > 0 && y > 0)
        hits.push(el.getAttribute('data-testid') ?? (el.className || el.textContent || ''));
    }
    return hits;
  }, selector);
}
