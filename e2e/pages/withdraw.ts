import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { Shell } from './shell';

/** Page objects for the withdraw screens and the sandbox controls they need. */
export class WithdrawFlow extends Shell {
  constructor(page: Page) {
    super(page);
  }

  async uid(): Promise<string> {
    const raw = await this.page.evaluate(() => localStorage.getItem('uid') ?? '');
    return raw.replace(/"/g, '');
  }

  async bindPhone(mobile: string, readCode: () => Promise<string>) {
    await this.page.goto('/pages/account/PhoneBinding/PhoneBinding');
    await this.page.getByTestId('bind-submit').click();
    await expect(this.formError()).toHaveText(
      /The phone number cannot be empty|Nomor telepon tidak boleh kosong/,
    );
    await this.page.getByTestId('bind-phone').fill(mobile);
    await this.page.getByTestId('bind-send').click();
    await this.page.getByTestId('bind-code').fill(await readCode());
    await this.page.getByTestId('bind-submit').click();
    await this.expectToast(/Phone number bound|Nomor telepon ditautkan/);
  }

  async setWithdrawPassword(password: string, readCode: () => Promise<string>) {
    await this.page.goto('/pages/account/WithdrawalPassword/WithdrawalPassword');
    await this.page.getByTestId('wpw-submit').click();
    await expect(this.formError()).toHaveText(
      /The withdraw passwd cannot be empty|Kata sandi penarikan tidak boleh kosong/,
    );
    // A password a thief tries first is refused before any code is used.
    await this.page.getByTestId('wpw-password').fill('123456');
    await this.page.getByTestId('wpw-confirm').fill('123456');
    await this.page.getByTestId('wpw-submit').click();
    await expect(this.formError()).toHaveText(/too easy to guess|terlalu mudah ditebak/);
    await this.page.getByTestId('wpw-password').fill(password);
    await this.page.getByTestId('wpw-confirm').fill(`${password}x`);
    await this.page.getByTestId('wpw-submit').click();
    await expect(this.formError()).toHaveText(
      /Two passwords do not match|Kedua kata sandi tidak cocok/,
    );
    await this.page.getByTestId('wpw-confirm').fill(password);
    await this.page.getByTestId('wpw-submit').click();
    await expect(this.formError()).toHaveText(
      /The verification code cannot be empty|Kode verifikasi tidak boleh kosong/,
    );
    await this.page.getByTestId('wpw-send').click();
    await this.page.getByTestId('wpw-code').fill(await readCode());
    await this.page.getByTestId('wpw-submit').click();
    await this.expectToast(/Withdraw password saved|Kata sandi penarikan disimpan/);
  }

  async addBankAccount(holder: string, number: string, readCode: () => Promise<string>) {
    await this.page.goto('/pages/account/BankCard/BankCardList');
    await this.page.getByTestId('bank-add').click();
    await this.page.getByTestId('card-holder').fill(holder);
    await this.page.getByTestId('card-number').fill(number);
    await this.page.getByTestId('card-send').click();
    await this.page.getByTestId('card-code').fill(await readCode());
    await this.page.getByTestId('card-submit').click();
    await this.expectToast(/Withdraw account saved|Akun penarikan disimpan/);
    await expect(this.page.getByTestId('bank-list-page')).toContainText(
      `******${number.slice(-4)}`,
    );
  }

  /** Adds an e-wallet account (Indonesia): the wallet, the holder and its phone as typed. */
  async addEwallet(wallet: string, holder: string, phone: string, readCode: () => Promise<string>) {
    await this.page.goto('/pages/account/BankCard/BankCardList');
    await this.page.getByTestId('bank-add').click();
    await this.page.getByTestId('card-kind-ewallet').click();
    await this.page.getByTestId('card-wallet').selectOption(wallet);
    await this.page.getByTestId('card-holder').fill(holder);
    await this.page.getByTestId('card-phone').fill(phone);
    await this.page.getByTestId('card-send').click();
    await this.page.getByTestId('card-code').fill(await readCode());
    await this.page.getByTestId('card-submit').click();
    await this.expectToast(/Withdraw account saved|Akun penarikan disimpan/);
  }

  /** Withdraws through the page; answers the order number shown on WithdrawWait. */
  async withdraw(amountText: string, password: string): Promise<string> {
    await this.page.goto('/pages/wallet/Withdraw');
    await this.page.getByTestId('withdraw-amount').fill(amountText);
    await expect(this.page.getByTestId('withdraw-arrival')).not.toHaveText('—');
    await this.page.getByTestId('withdraw-password').fill(password);
    await this.page.getByTestId('withdraw-submit').click();
    await this.expectPath('/pages/wallet/WithdrawWait');
    await expect(this.page.getByTestId('withdraw-wait-text')).toContainText(
      /2 hours, at most 24 hours|2 jam, paling lama 24 jam/,
    );
    return (await this.page.getByTestId('wait-order-no').textContent()) ?? '';
  }

  async history() {
    await this.page.goto('/pages/wallet/WithdrawHistory');
    await this.page.getByTestId('range-today').click();
  }

  record(orderNo: string) {
    return this.page.getByTestId(`withdraw-record-${orderNo}`);
  }
}

/** The sandbox's own controls: fund a player, the operator's approve, the PSP's outcome. */
export const sandbox = {
  async credit(request: APIRequestContext, uid: string, amount: number) {
    const res = await request.post('/sandbox/wallet/credit', { data: { uid, amount } });
    expect(res.ok()).toBe(true);
  },
  async approve(request: APIRequestContext, orderNo: string) {
    const res = await request.post(`/sandbox/operator/withdrawals/${orderNo}/approve`);
    expect(res.ok(), await res.text()).toBe(true);
  },
  async decide(request: APIRequestContext, orderNo: string, outcome: 'success' | 'fail') {
    let payoutNo = '';
    for (let i = 0; i < 40 && !payoutNo; i++) {
      const res = await request.get(`/sandbox/gateway/payouts?orderNo=${orderNo}`);
      if (res.ok()) payoutNo = ((await res.json()) as { payoutNo: string }).payoutNo;
      else await new Promise((r) => setTimeout(r, 250));
    }
    expect(payoutNo).not.toBe('');
    const res = await request.post(`/sandbox/gateway/payout/${payoutNo}`, { data: { outcome } });
    expect(((await res.json()) as { callbackDelivered: boolean }).callbackDelivered).toBe(true);
  },
};
