import { expect, test } from '@playwright/test';
import { HomePage } from '../pages/account';
import { LoginPage } from '../pages/login';
import { FirstDepositPage, PromoTab, promoLang, useLang } from '../pages/promo';
import { DepositPage, ORDER_DETAIL_PATH } from '../pages/wallet';

// Issue 33 on the MARKET=ID server: what a fresh install offers, and an agency order's way to
// the agent. English at 375×812, Indonesian at 320×640.

test('a fresh install offers the deposit bonus and has a gift-code page on the Promo tab', async ({
  page,
}, info) => {
  const lang = promoLang(info);
  await useLang(page, lang);
  const promo = new PromoTab(page);
  await promo.open();
  await expect(promo.card('first_deposit').first()).toBeVisible();
  const title = lang === 'en' ? 'Gift code' : 'Kode hadiah';
  const giftCard = promo.card('gift_code').filter({ hasText: title }).first();
  await expect(giftCard).toBeVisible();
  await promo.expectNoHorizontalOverflow();

  // The deposit bonus page answers the offer (SPEC.md §9: up to 30%, bet 3 times). The browser
  // tests share one server where other specs make first-deposit promotions of their own, so the rate is checked
  // only as a tier with a percentage; the seeded tiers are checked by promo/first-deposit tests.
  const fd = new FirstDepositPage(page);
  await fd.open();
  await expect(fd.tiers()).toContainText(/\d%/);
  await fd.expectNoHorizontalOverflow();
  await page.screenshot({ path: `/tmp/payedges-fd-${info.project.name}.png`, fullPage: true });

  // The gift-code card opens the page named after the operator's promotion, not another brand.
  await promo.open();
  await giftCard.locator('.promo-card-open').click();
  await promo.expectPath('/pages/promo/Jili');
  await expect(page.getByTestId('nav-title')).toHaveText(title);
  await expect(page.getByTestId('gift-page').getByRole('heading', { level: 1 })).toHaveText(title);
  await expect(page.getByTestId('gift-code')).toBeVisible();
  await expect(page.locator('body')).not.toContainText('Jili');
});

test('an agency order shows the agent’s WhatsApp and Telegram and numbered steps in Indonesia’s words', async ({
  page,
}, info) => {
  const lang = promoLang(info);
  await useLang(page, lang);
  const login = new LoginPage(page);
  await login.open();
  await login.playAsGuest();
  await new HomePage(page).expectSignedIn();

  const dep = new DepositPage(page);
  await dep.open();
  await dep.chooseTab(3);
  await dep.amount('agency').fill('50000');
  await page.getByTestId('agent-agent-1-order').click();
  await expect(page).toHaveURL((u) => u.pathname === ORDER_DETAIL_PATH);

  const steps = page.getByTestId('agency-steps');
  await expect(steps).toContainText('Agent Rina');
  await expect(page.getByTestId('agency-step-1')).toContainText(
    new URL(page.url()).searchParams.get('orderNo') ?? 'missing',
  );
  await expect(page.getByTestId('agency-step-2')).toContainText(
    lang === 'en' ? 'transfer receipt with its reference number' : 'bukti transfer',
  );
  await expect(page.getByTestId('agency-step-3')).toContainText(
    lang === 'en' ? 'within 2-24 hours' : 'dalam 2-24 jam',
  );
  await expect(page.getByTestId('agency-contact-whatsapp')).toHaveAttribute(
    'href',
    'https://wa.me/6281200000001',
  );
  await expect(page.getByTestId('agency-contact-telegram')).toHaveAttribute(
    'href',
    'https://t.me/cardroom_agent_rina',
  );
  // UTR is India's word: not on an Indonesian order.
  await expect(page.getByTestId('order-detail')).not.toContainText('UTR');
  await expect(page.getByTestId('order-notice')).toHaveText(
    lang === 'en'
      ? 'Agency deposits are credited when the agent confirms your payment, within 2-24 hours'
      : 'Deposit agen masuk setelah agen mengonfirmasi pembayaran Anda, dalam 2-24 jam',
  );
  await dep.expectNoHorizontalOverflow();
  await page.screenshot({ path: `/tmp/payedges-agency-${info.project.name}.png`, fullPage: true });
});
