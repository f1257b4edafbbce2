import { expect, type Page, test } from '@playwright/test';
import { promoLang, useLang } from '../pages/promo';
import { type Stop, settle, signInAsGuest } from '../support/axe';

/**
 * WCAG 1.4.4 (resize text, issue 35): a player who sets the browser's text size to 200%
 * (32 px instead of 16) reads every main page at 375 px without loss: the text is twice the
 * size, the page does not scroll sideways, no text is cut off by its box, and the tab bar and
 * the page's main buttons are still on screen. Chromium's default font size is set through
 * DevTools (`Page.setFontSizes`), the setting a player changes; English (phone-en) and the
 * longer Indonesian words (small-id, here at 375 px too).
 */

test.use({ viewport: { width: 375, height: 812 } });
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
    if (doc.scrollWidth > window.innerWidth) {
      out.push(`page scrolls sideways: ${doc.scrollWidth} > ${window.innerWidth}`);
    }
    const name = (el: Element) =>
      `${el.tagName.toLowerCase()}${
        typeof el.className === 'string' && el.className
          ? `.${el.className.trim().split(/\s+/).join('.')}`
          : ''
      }`;
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
        if (cs.display === 'none' || cs.visibility === 'hidden' || cs.opacity === '0')
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
        if (!scrollsX && (rect.left < -1 || rect.right > window.innerWidth + 1)) {
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
    // The setting took: 1rem is twice the 16 px of the 375 px design width.
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).fontSize)).toBe(
      `${DOUBLE}px`,
    );
    if (TAB_PATHS.has(new URL(page.url()).pathname)) await expectTabBarWhole(page);
    await ready.scrollIntoViewIfNeeded();
    await expect(ready).toBeInViewport();
    expect.soft(await losses(page), `${who} ${stop.path} at 200% text`).toEqual([]);
    const file = stop.path.replace(/\W+/g, '-').replace(/^-|-$/g, '') || 'entry';
    await page.screenshot({ path: `/tmp/text200-${shots}-${who}-${file}.png` });
  }
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
