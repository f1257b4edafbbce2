import type { Obstacles, Rect } from './position';

/**
 * What the service button must never cover: the tab bar and header, any bottom action dock
 * (pages and game tables mark theirs with `data-bottom-dock`) and primary buttons.
 */
const HARD =
  '.tabbar, .app-header, [data-bottom-dock], .btn-red, .btn-primary, button[type="submit"]';
/**
 * Covered as little as possible: other controls a finger may need, and what a player reads
 * (values, headings, paragraphs). On a 320 px screen the lobby's heading was half hidden behind
 * the button; now it rests in a gap when there is one (e2e: games.spec.ts).
 */
const SOFT =
  'button, a[href], input, select, textarea, [role="button"], [role="tab"], label, dd, h1, h2, h3, p';

function rectsOf(selector: string, self: Element | null, height: number): Rect[] {
  const out: Rect[] = [];
  for (const el of document.querySelectorAll(selector)) {
    if (self && (el === self || self.contains(el))) continue;
    const r = el.getBoundingClientRect();
    if (r.width === 0 || r.height === 0 || r.bottom < 0 || r.top > height) continue;
    out.push({ left: r.left, top: r.top, right: r.right, bottom: r.bottom });
  }
  return out;
}

export function obstaclesOnScreen(self: Element | null): Obstacles {
  const h = window.innerHeight;
  return { hard: rectsOf(HARD, self, h), soft: rectsOf(SOFT, self, h) };
}
