import { expect, test } from '@playwright/test';
import { promoLang, useLang } from '../pages/promo';

/**
 * Issue 35: at 200% text size on a 320 px phone the tab labels broke inside words
 * ("Hasilka / n Uang"). Each word of a label now stays whole on one line, the label on at most
 * two lines inside its fifth of the bar: English on phone-en, Indonesian on small-id, both at
 * 320 px. (text-resize.spec.ts judges the pages at 200% at 375 px.)
 */
test('200% text at 320 px: every tab label breaks between words only', async ({ page }, info) => {
  await useLang(page, promoLang(info));
  await page.setViewportSize({ width: 320, height: 640 });
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Page.setFontSizes', { fontSizes: { standard: 32, fixed: 32 } });
  await page.goto('/pages/promo/Promo');
  await expect(page.getByTestId('promo-page')).toBeVisible();
  const labels = await page.locator('.tabbar-label').evaluateAll((els) =>
    els.map((el) => {
      const text = el.firstChild;
      const item = (el.parentElement as HTMLElement).getBoundingClientRect();
      const box = el.getBoundingClientRect();
      const lineHeight = Number.parseFloat(getComputedStyle(el).lineHeight);
      // Each word's own boxes: a word drawn on two lines has two.
      const broken: string[] = [];
      if (text) {
        const words = (text.textContent ?? '').split(' ');
        let at = 0;
        for (const w of words) {
          const r = document.createRange();
          r.setStart(text, at);
          r.setEnd(text, at + w.length);
          if (r.getClientRects().length !== 1) broken.push(w);
          at += w.length + 1;
        }
      }
      return {
        text: el.textContent,
        broken,
        lines: Math.round(box.height / lineHeight),
        inside: box.left >= item.left - 0.5 && box.right <= item.right + 0.5,
        fontPx: Number.parseFloat(getComputedStyle(el).fontSize),
      };
    }),
  );
  expect(labels).toHaveLength(5);
  for (const l of labels) {
    expect(l.broken, `${l.text}`).toEqual([]);
    expect(l.lines, `${l.text}`).toBeLessThanOrEqual(2);
    expect(l.inside, `${l.text}`).toBe(true);
    // Larger than the usual 10 px: the text size still shows in the bar.
    expect(l.fontPx, `${l.text}`).toBeGreaterThan(12);
  }
});
