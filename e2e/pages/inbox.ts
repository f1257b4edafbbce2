import { expect } from '@playwright/test';
import { Shell } from './shell';

export const MAIL_PATH = '/pages/mail/Mail';
export const FAQ_PATH = '/pages/account/FAQ/FAQ';
export const FAQ_INFO_PATH = '/pages/account/FAQ/FAQInfo';

/** Texts the inbox specs look for, in both languages (the app's and the server's catalog). */
export const INBOX_TEXT = {
  depositTitle: { en: 'Deposit received', ind: 'Deposit diterima' },
  depositAmount: { en: 'Rp 50,000', ind: 'Rp 50.000' },
  faqTopics: { en: ['Deposits', 'Withdrawals', 'Account'], ind: ['Deposit', 'Penarikan', 'Akun'] },
  howToDeposit: { en: 'How do I deposit?', ind: 'Bagaimana cara deposit?' },
  depositAnswer: {
    en: /^Tap Deposit on Home or Account/,
    ind: /^Ketuk Deposit di Beranda atau Akun/,
  },
  faqTitle: { en: 'FAQ', ind: 'FAQ' },
};

/** The Account tab's unread badge and the Mail row's, as their visible number. */
export class InboxShell extends Shell {
  tabBadge() {
    return this.page.getByTestId('tab-account-badge').locator('[aria-hidden="true"]');
  }

  menuBadge() {
    return this.page.getByTestId('account-menu-inbox-badge').locator('[aria-hidden="true"]');
  }
}

export class MailPage extends InboxShell {
  rows() {
    return this.page.locator('[data-testid^="mail-row-"]');
  }

  unreadDots() {
    return this.page.getByTestId('mail-unread-dot');
  }

  view() {
    return this.page.getByTestId('mail-view');
  }

  async expectLoaded() {
    await this.expectPath(MAIL_PATH);
    await expect(this.page.getByTestId('mail-page')).toBeVisible();
  }
}

export class FaqPage extends InboxShell {
  topics() {
    return this.page.locator('.faq-topic-title');
  }

  question(text: string) {
    return this.page.locator('[data-testid^="faq-question-"]', { hasText: text });
  }

  answer() {
    return this.page.getByTestId('faq-answer-text');
  }
}
