import { expect } from '@playwright/test';
import { Shell } from './shell';

export class HomePage extends Shell {
  /** Home for anyone: a signed-in player sees the balance, a visitor the sign-in card. */
  async expectLoaded() {
    await this.expectPath('/pages/home/Home');
    await expect(
      this.page.getByTestId('home-balance').or(this.page.getByTestId('home-login')),
    ).toBeVisible();
  }

  async expectSignedIn() {
    await this.expectPath('/pages/home/Home');
    await expect(this.page.getByTestId('home-balance')).toBeVisible();
  }
}

export class AccountPage extends Shell {
  uid() {
    return this.page.getByTestId('account-uid');
  }

  async expectSignedIn() {
    await this.expectPath('/pages/account/Account');
    await expect(this.uid()).toHaveText(/\d{8}/);
  }

  async openMenu(id: 'language' | 'profile' | 'change-password') {
    await this.page.getByTestId(`account-menu-${id}`).click();
  }

  /**
   * Log out, through the confirm sheet, and wait until it is done: the app forgets the session
   * only after the server's answer, then restarts on Home signed out. A test that went on at
   * once could open a page while the old session was still stored (and already refused).
   */
  async logout() {
    await this.page.getByTestId('logout').click();
    await this.page.getByTestId('logout-confirm').click();
    await expect(this.page.getByTestId('home-login')).toBeVisible();
  }
}

export class LanguagePage extends Shell {
  async choose(key: 'en' | 'ind') {
    await this.page.getByTestId(`language-item-${key}`).click();
  }
}
