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
