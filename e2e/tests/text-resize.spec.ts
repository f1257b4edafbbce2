import { expect, type Locator, type Page, test } from '@playwright/test';
import { MailPage } from '../pages/inbox';
import { LoginPage } from '../pages/login';
import { promoLang, useLang } from '../pages/promo';
import { DepositPage, ORDER_DETAIL_PATH, SandboxPayPage } from '../pages/wallet';
import { sandbox, WithdrawFlow } from '../pages/withdraw';
import { currentUid, type Stop, settle, signInAsGuest } from '../support/axe';
import { otpInbox, uniqueMobile } from '../support/sandbox';

/**
 * WCAG 1.4.4 (resize text, issue 35): a player who sets the browser's text size to 200%
 * (32 px instead of 16) reads every main page at 375 px without loss: the text is twice the
 * size, the page does not scroll sideways, no text is cut off by its box, and the tab bar and
 * the page's main buttons are still on screen. Chromium's default font size is set through
 * DevTools (`Page.setFontSizes`), the setting a player changes; English (phone-en) and the
 * longer Indonesian words (small-id, here at 375 px too).
 */

test.describe.configure({ timeout: 180_000 });

const DOUBLE = 32;

/** The pages with the tab bar (SPEC.md §2). */
const TAB_PATHS = new Set([
  '/pages/home/Home',
  '/pages/promo/Promo',
  '/pages/vip/Vip',
  '/pages/earn/Earn',
  '/pages/account/Account',
]);

async function doubleTextSize(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Page.setFontSizes', { fontSizes: { standard: DOUBLE, fixed: DOUBLE } });
}

/**
 * What is lost at this size: the page scrolling sideways, and each line of text that is cut
 * off (outside a box that hides its overflow, or off the side of the screen) or drawn over
 * another line of text. Lines are the text's own boxes (a Range's client rects), so a
 * button that spills over the text beside it is caught even when no box clips anything.
 * Text in a box that moves it on purpose (the ticker's marquee) is not judged.
 */
async function losses(page: Page) {
  return page.evaluate(() => {
    const out: string[] = [];
    const doc = document.documentElement;
    // The screen's width: on a phone the layout viewport (innerWidth) grows to take in
    // whatever is too wide, so only clientWidth still says how wide the screen is.
    const screenW = doc.clientWidth;
    const name = (el: Element) =>
      `${el.tagName.toLowerCase()}${
        typeof el.className === 'string' && el.className
          ? `.${el.className.trim().split(/\s+/).join('.')}`
          : ''
      }`;
    if (doc.scrollWidth > screenW || window.innerWidth > screenW) {
      // Named by the boxes that stick out while their parent does not.
      const wide = Array.from(document.body.querySelectorAll('*'))
        .filter((el) => {
          const parent = el.parentElement;
          return (
            el.getBoundingClientRect().right > screenW + 1 &&
            parent !== null &&
            parent.getBoundingClientRect().right <= screenW + 1
          );
        })
        .slice(0, 3)
        .map(name);
      out.push(
        `page is wider than the screen: ${doc.scrollWidth} > ${screenW} (${wide.join(', ')})`,
      );
    }
    interface Line {
      owner: Element;
      rect: DOMRect;
      fixed: boolean;
      text: string;
    }
    const lines: Line[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let n = walker.nextNode(); n; n = walker.nextNode()) {
      const text = (n.textContent ?? '').trim();
      const owner = n.parentElement;
      if (!text || !owner || owner.closest('script, style, [aria-hidden="true"]')) continue;
      // Not drawn: display none, hidden, transparent, or inside a closed <details>.
      if (!owner.checkVisibility({ opacityProperty: true, visibilityProperty: true })) continue;
      let fixed = false;
      let moving = false;
      let hidden = false;
      // Inside a strip that scrolls sideways (VIP's level cards), off screen is reachable.
      let scrollsX = false;
      const clips: Element[] = [];
      for (let a: Element | null = owner; a && a !== document.body; a = a.parentElement) {
        const cs = getComputedStyle(a);
        // Text for screen readers only (.sr-only) is clipped to nothing on purpose.
        if (
          cs.display === 'none' ||
          cs.visibility === 'hidden' ||
          cs.opacity === '0' ||
          (cs.position === 'absolute' && cs.clip !== 'auto')
        )
          hidden = true;
        if (cs.animationName !== 'none') moving = true;
        if (cs.position === 'fixed' || cs.position === 'sticky') fixed = true;
        if (cs.overflowX === 'auto' || cs.overflowX === 'scroll') scrollsX = true;
        if (cs.overflowX === 'hidden' || cs.overflowX === 'clip') clips.push(a);
        else if (cs.overflowY === 'hidden' || cs.overflowY === 'clip') clips.push(a);
      }
      if (hidden || moving) continue;
      const range = document.createRange();
      range.selectNodeContents(n);
      for (const rect of Array.from(range.getClientRects())) {
        if (rect.width < 1 || rect.height < 1) continue;
        const short = text.slice(0, 30);
        for (const c of clips) {
          const box = c.getBoundingClientRect();
          if (
            rect.left < box.left - 1 ||
            rect.right > box.right + 1 ||
            rect.top < box.top - 1 ||
            rect.bottom > box.bottom + 1
          ) {
            out.push(`"${short}" (${name(owner)}) is cut off by ${name(c)}`);
            break;
          }
        }
        if (!scrollsX && (rect.left < -1 || rect.right > screenW + 1)) {
          out.push(`"${short}" (${name(owner)}) runs off the screen's side`);
        }
        lines.push({ owner, rect, fixed, text: short });
      }
    }
    for (let i = 0; i < lines.length; i += 1) {
      for (let j = i + 1; j < lines.length; j += 1) {
        const a = lines[i] as Line;
        const b = lines[j] as Line;
        // Page content scrolls under the fixed bars by design.
        if (a.fixed !== b.fixed || a.owner === b.owner) continue;
        const w = Math.min(a.rect.right, b.rect.right) - Math.max(a.rect.left, b.rect.left);
        const h = Math.min(a.rect.bottom, b.rect.bottom) - Math.max(a.rect.top, b.rect.top);
        if (w > 2 && h > 2) {
          out.push(`"${a.text}" (${name(a.owner)}) overlaps "${b.text}" (${name(b.owner)})`);
        }
      }
    }
    return [...new Set(out)];
  });
}

/** Every tab of the bar is whole on screen (the bar stays usable). */
async function expectTabBarWhole(page: Page) {
  const tabs = page.locator('[data-testid^="tab-"]:not([data-testid$="-badge"])');
  await expect(tabs).toHaveCount(5);
  for (const tab of await tabs.all()) await expect.soft(tab).toBeInViewport({ ratio: 0.95 });
}

async function check(page: Page, stops: readonly Stop[], who: string, shots: string) {
  for (const stop of stops) {
    await page.goto(stop.path);
    const ready = stop.ready
      ? page.getByTestId(stop.ready).first()
      : page.locator('main.shell-main > *').first();
    await settle(page, ready);
    await judge(page, ready, `${who} ${stop.path}`, `${shots}-${who}-${stop.path}`);
  }
}

/** The page as it is now at 200%: the size took, the tab bar and `ready` are on screen, nothing lost. */
async function judge(page: Page, ready: Locator, label: string, shot: string) {
  // The setting took: 1rem is twice what it is at the usual size (16 px at 375 px wide).
  const width = page.viewportSize()?.width ?? 375;
  const root = await page.evaluate(() =>
    Number.parseFloat(getComputedStyle(document.documentElement).fontSize),
  );
  expect(root).toBeCloseTo((DOUBLE * Math.min(width, 960)) / 375, 1);
  if (TAB_PATHS.has(new URL(page.url()).pathname)) await expectTabBarWhole(page);
  await ready.scrollIntoViewIfNeeded();
  await expect(ready).toBeInViewport();
  expect.soft(await losses(page), `${label} at 200% text`).toEqual([]);
  const file = shot.replace(/\W+/g, '-').replace(/^-|-$/g, '') || 'entry';
  await page.screenshot({ path: `/tmp/text200-${file}.png` });
}

test('200% text: the entry, the five tabs and sign-in, signed out', async ({ page }, info) => {
  await useLang(page, promoLang(info));
  await doubleTextSize(page);
  await check(
    page,
    [
      { path: '/', ready: 'home-login' },
      { path: '/pages/promo/Promo', ready: 'promo-page' },
      { path: '/pages/vip/Vip', ready: 'vip-page' },
      { path: '/pages/earn/Earn', ready: 'earn-page' },
      { path: '/pages/account/Account', ready: 'account-login' },
      { path: '/pages/Login/Login', ready: 'login-guest' },
      { path: '/pages/Login/Register', ready: 'register-phone' },
    ],
    'out',
    info.project.name,
  );
});

test('200% text: the five tabs, signed in', async ({ page }, info) => {
  await useLang(page, promoLang(info));
  // Signed in at the usual size: the 18+ sheet at 200% in Indonesian is not yet usable
  // (its confirm button is drawn under the sheet's text; listed as open in issue 35's notes).
  await signInAsGuest(page);
  await doubleTextSize(page);
  await check(
    page,
    [
      { path: '/pages/home/Home', ready: 'home-deposit' },
      { path: '/pages/promo/Promo', ready: 'promo-page' },
      { path: '/pages/vip/Vip', ready: 'vip-page' },
      { path: '/pages/earn/Earn', ready: 'earn-page' },
      { path: '/pages/account/Account', ready: 'account-deposit' },
    ],
    'in',
    info.project.name,
  );
});

test('200% text: the 18+ sheet, Deposit (every tab), Withdraw, Mail with a message', async ({
  page,
}, info) => {
  const p = info.project.name;
  await useLang(page, promoLang(info));
  await doubleTextSize(page);
  // A new guest at 200%: the 18+ sheet is read and confirmed at this size.
  const login = new LoginPage(page);
  await login.open();
  await page.getByTestId('login-guest').click();
  const adult = page.getByTestId('adult-sheet');
  await settle(page, adult);
  await judge(page, adult.getByTestId('adult-confirm'), 'the 18+ sheet', `${p}-adult`);
  await adult.getByTestId('adult-age').check();
  await adult.getByTestId('adult-terms').check();
  // Nothing is drawn over the button: a click reaches it.
  await adult.getByTestId('adult-confirm').click({ timeout: 10_000 });
  await expect(adult).toBeHidden();

  const dep = new DepositPage(page);
  await dep.open();
  const tabs = page.locator('[data-testid^="deposit-tab-"]');
  for (const id of await tabs.evaluateAll((els) => els.map((e) => e.dataset.testid ?? ''))) {
    await page.getByTestId(id).click();
    await expect(page.getByTestId(id)).toHaveAttribute('aria-selected', 'true');
    await settle(page, page.locator('.dep').first());
    await judge(page, page.getByTestId(id), `deposit, ${id}`, `${p}-${id}`);
  }

  await page.goto('/pages/wallet/Withdraw');
  await settle(page, page.getByTestId('withdraw-page'));
  await judge(page, page.getByTestId('withdraw-page'), 'withdraw', `${p}-withdraw`);

  // A paid deposit puts a message in the inbox.
  await dep.open();
  await dep.amount('online').fill('100000');
  await settle(page, page.getByTestId('online-submit'));
  await judge(
    page,
    page.getByTestId('online-submit'),
    'deposit, amount typed',
    `${p}-deposit-typed`,
  );
  await dep.submitOnline();
  const pay = new SandboxPayPage(page);
  await pay.expectLoaded();
  await pay.pay();
  await expect(page).toHaveURL((u) => u.pathname === ORDER_DETAIL_PATH);
  await settle(page, page.getByTestId('order-status'));
  await judge(page, page.getByTestId('order-status'), 'deposit order', `${p}-order`);

  const mail = new MailPage(page);
  await page.goto('/pages/mail/Mail');
  await mail.expectLoaded();
  await expect(mail.rows().first()).toBeVisible({ timeout: 20_000 });
  await settle(page, mail.rows().first());
  await judge(page, mail.rows().first(), 'mail, a message', `${p}-mail`);
  await mail.rows().first().click();
  await settle(page, mail.view());
  await judge(page, mail.view(), 'mail, the message open', `${p}-mail-open`);
});

test('200% text: the withdraw form with a bank account, a withdrawal, its wait page and history', async ({
  page,
  request,
}, info) => {
  const p = info.project.name;
  await useLang(page, promoLang(info));
  // What a withdrawal needs, set up at the usual size: a phone, a password, a bank account.
  await signInAsGuest(page);
  const flow = new WithdrawFlow(page);
  const mobile = uniqueMobile();
  const code = otpInbox(request, mobile);
  await flow.bindPhone(mobile, code);
  await flow.setWithdrawPassword('pin-2468', code);
  await flow.addBankAccount('Budi Santoso', '1234567890', code);
  await sandbox.credit(request, await currentUid(page), 100_000_000);

  await doubleTextSize(page);
  await page.goto('/pages/account/BankCard/BankCardList');
  await settle(page, page.getByTestId('bank-list-page'));
  await judge(page, page.getByTestId('bank-add'), 'bank accounts', `${p}-banks`);

  // The form filled and sent at 200%: every field and the button still work.
  await page.goto('/pages/wallet/Withdraw');
  await page.getByTestId('withdraw-amount').fill('500000');
  await expect(page.getByTestId('withdraw-arrival')).not.toHaveText('—');
  await page.getByTestId('withdraw-password').fill('pin-2468');
  await settle(page, page.getByTestId('withdraw-submit'));
  await judge(page, page.getByTestId('withdraw-submit'), 'withdraw form, filled', `${p}-wd-form`);
  await page.getByTestId('withdraw-submit').click({ timeout: 10_000 });
  await expect(page).toHaveURL((u) => u.pathname === '/pages/wallet/WithdrawWait');
  await settle(page, page.getByTestId('withdraw-wait-text'));
  await judge(page, page.getByTestId('withdraw-wait-text'), 'withdraw wait', `${p}-wd-wait`);
  await flow.history();
  await settle(page, page.getByTestId('withdraw-history-page'));
  await judge(
    page,
    page.locator('[data-testid^="withdraw-record-"]').first(),
    'withdraw history',
    `${p}-wd-history`,
  );
});
