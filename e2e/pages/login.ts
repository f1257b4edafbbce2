import type { Page } from '@playwright/test';
import { Shell } from './shell';

export class LoginPage extends Shell {
  constructor(page: Page) {
    super(page);
  }

  async open() {
    await this.page.goto('/pages/Login/Login');
  }

  /** Guest sign-in; a new guest confirms 18+ and the terms once (the sheet that asks). */
  async playAsGuest() {
    await this.page.getByTestId('login-guest').click();
    await confirmAdultIfAsked(this.page);
  }

  async signInWithPassword(mobile: string, password: string) {
    await this.page.getByTestId('login-mode-phone').click();
    await this.page.getByTestId('login-phone').fill(mobile);
    await this.page.getByTestId('login-password').fill(password);
    await this.page.getByTestId('login-submit').click();
  }

  async goToCodeSignIn() {
    await this.page.getByTestId('link-loginv2').click();
  }

  async goToRegister() {
    await this.page.getByTestId('link-register').click();
  }
}

export class LoginV2Page extends Shell {
  async fillPhone(mobile: string) {
    await this.page.getByTestId('loginv2-phone').fill(mobile);
  }

  async sendCode() {
    await this.page.getByTestId('loginv2-send').click();
  }

  async fillCode(code: string) {
    await this.page.getByTestId('loginv2-code').fill(code);
  }

  async submit() {
    await this.page.getByTestId('loginv2-submit').click();
  }
}

export class RegisterPage extends Shell {
  async fill(mobile: string, code: string, password: string) {
    await this.page.getByTestId('register-phone').fill(mobile);
    await this.page.getByTestId('register-code').fill(code);
    await this.page.getByTestId('register-password').fill(password);
  }

  async fillPhone(mobile: string) {
    await this.page.getByTestId('register-phone').fill(mobile);
  }

  async sendCode() {
    await this.page.getByTestId('register-send').click();
  }

  async setAge(on: boolean) {
    await this.page.getByTestId('register-age').setChecked(on);
  }

  async setTerms(on: boolean) {
    await this.page.getByTestId('register-terms').setChecked(on);
  }

  async submit() {
    await this.page.getByTestId('register-submit').click();
  }
}

/** Waits for the player's info, then answers the 18+ sheet if this account was never asked. */
export async function confirmAdultIfAsked(page: Page) {
  await page.waitForFunction(() => {
    const u = JSON.parse(localStorage.getItem('user') ?? 'null') as {
      adultConfirmed?: unknown;
    } | null;
    return typeof u?.adultConfirmed === 'boolean';
  });
  const confirmed = await page.evaluate(
    () =>
      (JSON.parse(localStorage.getItem('user') ?? '{}') as { adultConfirmed: boolean })
        .adultConfirmed,
  );
  if (confirmed) return;
  const sheet = page.getByTestId('adult-sheet');
  await sheet.getByTestId('adult-age').check();
  await sheet.getByTestId('adult-terms').check();
  await sheet.getByTestId('adult-confirm').click();
  await sheet.waitFor({ state: 'hidden' });
}
