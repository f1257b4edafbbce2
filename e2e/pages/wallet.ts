import { expect, type Page } from '@playwright/test';
import { Shell } from './shell';

export const DEPOSIT_PATH = '/pages/wallet/Deposit';
export const ORDER_DETAIL_PATH = '/pages/wallet/DepositOrderDetail';

/** The deposit page: tabs (1 online, 2 transfer, 3 agency, 4 crypto, 5 virtual account). */
export class DepositPage extends Shell {
  constructor(page: Page) {
    super(page);
  }

  async open() {
    await this.page.goto(DEPOSIT_PATH);
    await expect(this.page.locator('[data-testid^="deposit-tab-"]').first()).toBeVisible();
  }

  depositTab(key: 1 | 2 | 3 | 4 | 5) {
    return this.page.getByTestId(`deposit-tab-${key}`);
  }

  async chooseTab(key: 1 | 2 | 3 | 4 | 5) {
    await this.depositTab(key).click();
  }

  /** A chip by its amount in minor units. */
  chip(panel: 'online' | 'transfer', minor: number) {
    return this.page.getByTestId(`${panel}-chip-${minor}`);
  }

  amount(panel: 'online' | 'transfer' | 'agency') {
    return this.page.getByTestId(`${panel}-amount`);
  }

  method(type: string) {
    return this.page.getByTestId(`method-${type}`);
  }

  /** The payment methods in display order, as their types. */
  async methodOrder(): Promise<string[]> {
    const ids = await this.page
      .locator('[data-testid^="method-"]')
      .evaluateAll((els) => els.map((e) => e.getAttribute('data-testid') ?? ''));
    return ids.map((id) => id.replace(/^method-/, ''));
  }

  async submitOnline() {
    await this.page.getByTestId('online-submit').click();
  }

  async chooseTransferMethod(method: 'upi' | 'imps') {
    await this.page.getByTestId(`transfer-method-${method}`).click();
  }

  async submitTransfer() {
    await this.page.getByTestId('transfer-submit').click();
  }
}

/** The sandbox gateway's pay page (served by the server, not the app). */
export class SandboxPayPage {
  constructor(readonly page: Page) {}

  async expectLoaded() {
    await expect(this.page).toHaveURL(/\/sandbox\/gateway\/pay\//);
  }

  async pay() {
    await this.page.locator('form:has(input[value="success"]) button').click();
  }

  async fail() {
    await this.page.locator('form:has(input[value="fail"]) button').click();
  }
}

export class TransferDetailPage extends Shell {
  upiId() {
    return this.page.getByTestId('payee-upi');
  }

  async submitUtr(utr: string) {
    await this.page.getByTestId('utr-input').fill(utr);
    await this.page.getByTestId('utr-submit').click();
  }
}

export class OrderDetailPage extends Shell {
  status() {
    return this.page.getByTestId('order-status');
  }

  async expectStatus(status: 'pending' | 'success' | 'failed', timeout = 20_000) {
    await expect(this.status()).toHaveClass(new RegExp(`is-${status}`), { timeout });
  }

  orderNo() {
    return new URL(this.page.url()).searchParams.get('orderNo') ?? '';
  }
}
