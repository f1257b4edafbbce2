import { expect, test } from '@playwright/test';
import { AccountPage, HomePage } from '../pages/account';
import { FAQ_INFO_PATH, FAQ_PATH, FaqPage, INBOX_TEXT, MailPage } from '../pages/inbox';
import { LoginPage } from '../pages/login';
import { promoLang, useLang } from '../pages/promo';
import { DepositPage, ORDER_DETAIL_PATH, OrderDetailPage, SandboxPayPage } from '../pages/wallet';

// The e2e server runs MARKET=ID. Each project runs in its own language: English at 375×812,
// Indonesian at 320×640. Messages are written by the server, in the reader's language.

test('a deposit sends a message: the badge shows it, opening it clears the badge', async ({
  page,
}, info) => {
  const lang = promoLang(info);
  await useLang(page, lang);
  await new LoginPage(page).open();
  await new LoginPage(page).playAsGuest();
  await new HomePage(page).expectSignedIn();

  const account = new AccountPage(page);
  const mail = new MailPage(page);
  // A new player: nothing unread, no badge.
  await account.openTab('account');
  await account.expectSignedIn();
  await expect(page.getByTestId('tab-account-badge')).toHaveCount(0);

  const dep = new DepositPage(page);
  await dep.open();
  await dep.chip('online', 5_000_000).click();
  await dep.submitOnline();
  const pay = new SandboxPayPage(page);
  await pay.expectLoaded();
  await pay.pay();
  await expect(page).toHaveURL((u) => u.pathname === ORDER_DETAIL_PATH);
  await new OrderDetailPage(page).expectStatus('success');

  // Back in the app the Account tab and the Mail row count the new message.
  await page.goto('/pages/account/Account');
  await expect(mail.tabBadge()).toHaveText('1', { timeout: 20_000 });
  await expect(mail.menuBadge()).toHaveText('1');
  await page.screenshot({ path: `/tmp/inbox-account-badge-${info.project.name}.png` });

  await page.getByTestId('account-menu-inbox').click();
  await mail.expectLoaded();
  await expect(mail.rows()).toHaveCount(1);
  await expect(mail.rows().first()).toContainText(INBOX_TEXT.depositTitle[lang]);
  await expect(mail.unreadDots()).toHaveCount(1);
  await mail.expectNoHorizontalOverflow();
  await page.screenshot({ path: `/tmp/inbox-mail-list-${info.project.name}.png` });

  await mail.rows().first().click();
  await expect(mail.view()).toBeVisible();
  await expect(page.getByTestId('mail-view-body')).toContainText(INBOX_TEXT.depositAmount[lang]);
  await expect(mail.unreadDots()).toHaveCount(0);
  await mail.expectNoHorizontalOverflow();
  await page.screenshot({ path: `/tmp/inbox-mail-open-${info.project.name}.png` });

  // Its link opens the order; the badge is gone everywhere.
  await page.getByTestId('mail-link').click();
  await expect(page).toHaveURL((u) => u.pathname === ORDER_DETAIL_PATH);
  await page.goto('/pages/account/Account');
  await account.expectSignedIn();
  await expect(page.getByTestId('tab-account-badge')).toHaveCount(0);
  await expect(page.getByTestId('account-menu-inbox-badge')).toHaveCount(0);
});

test('the FAQ lists its topics and answers, in the player’s language', async ({ page }, info) => {
  const lang = promoLang(info);
  await useLang(page, lang);
  const faq = new FaqPage(page);
  await page.goto('/pages/account/Account');
  await page.getByTestId('account-menu-faq').click();
  await faq.expectPath(FAQ_PATH);
  await expect(faq.topics()).toHaveText(INBOX_TEXT.faqTopics[lang]);
  await faq.expectNoHorizontalOverflow();
  await page.screenshot({ path: `/tmp/inbox-faq-${info.project.name}.png`, fullPage: true });

  await faq.question(INBOX_TEXT.howToDeposit[lang]).click();
  await faq.expectPath(FAQ_INFO_PATH);
  await expect(faq.answer()).toHaveText(INBOX_TEXT.depositAnswer[lang]);
  await faq.expectNoHorizontalOverflow();
  await page.screenshot({ path: `/tmp/inbox-faq-info-${info.project.name}.png` });

  // An answer that does not exist says so.
  await page.goto(`${FAQ_INFO_PATH}?id=999999`);
  await expect(page.getByTestId('faq-not-found')).toBeVisible();
});
