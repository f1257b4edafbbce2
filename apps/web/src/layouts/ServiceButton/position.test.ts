import { describe, expect, it } from 'vitest';
import {
  buttonRect,
  clampDrag,
  columnX,
  EDGE_BAND,
  OBSTACLE_GAP,
  placeButton,
  type Rect,
  SERVICE_SIZE,
  startPosition,
} from './position';

const overlaps = (a: Rect, b: Rect) =>
  Math.min(a.right, b.right) > Math.max(a.left, b.left) &&
  Math.min(a.bottom, b.bottom) > Math.max(a.top, b.top);

const none = { hard: [], soft: [] };
/** The tab bar of a 375×812 screen: the bottom 50 px, full width. */
const tabBar = (w: number, h: number): Rect => ({ left: 0, top: h - 50, right: w, bottom: h });

describe('service button placement', () => {
  it('starts at x = width − 50 and y = 70% of the height (SPEC §9), smaller than 50 px', () => {
    expect(SERVICE_SIZE).toBeLessThan(50);
    expect(startPosition(375, 812)).toEqual({ x: 325, y: 812 * 0.7 });
    expect(placeButton(startPosition(375, 812), { width: 375, height: 812 }, none)).toEqual({
      x: 325,
      y: 812 * 0.7,
    });
  });

  it('snaps to the nearer side edge within the 50 px band, and keeps 50 px from top and bottom', () => {
    const vp = { width: 320, height: 640 };
    expect(placeButton({ x: 40, y: 300 }, vp, none)).toEqual({ x: columnX('left', 320), y: 300 });
    expect(columnX('left', 320)).toBe(EDGE_BAND - SERVICE_SIZE);
    expect(placeButton({ x: 200, y: 300 }, vp, none)).toEqual({ x: 270, y: 300 });
    expect(placeButton({ x: 200, y: 0 }, vp, none).y).toBe(EDGE_BAND);
    expect(placeButton({ x: 200, y: 999 }, vp, none).y).toBe(640 - EDGE_BAND - SERVICE_SIZE);
  });

  it('never rests over the tab bar or a bottom dock, even when dropped on it', () => {
    const vp = { width: 375, height: 812 };
    const dock: Rect = { left: 0, top: 640, right: 375, bottom: 762 };
    const p = placeButton({ x: 330, y: 780 }, vp, { hard: [tabBar(375, 812), dock], soft: [] });
    const box = buttonRect(p);
    expect(overlaps(box, tabBar(375, 812))).toBe(false);
    expect(overlaps(box, dock)).toBe(false);
    expect(box.bottom).toBeLessThanOrEqual(dock.top - OBSTACLE_GAP);
  });

  it('moves off a primary button to the nearest free spot on the same edge', () => {
    const vp = { width: 320, height: 640 };
    // A full-width Login button right where the button starts (y = 448).
    const login: Rect = { left: 16, top: 430, right: 304, bottom: 478 };
    const p = placeButton(startPosition(320, 640), vp, { hard: [login], soft: [] });
    expect(p.x).toBe(270);
    expect(overlaps(buttonRect(p), login)).toBe(false);
    expect(Math.abs(p.y - 448)).toBeLessThanOrEqual(48);
  });

  it('prefers a spot clear of other controls, crossing to the other edge when only it is clean', () => {
    const vp = { width: 375, height: 812 };
    // A "Show" toggle on the right of every field, fields all down the right edge.
    const rightColumn: Rect = { left: 300, top: 40, right: 375, bottom: 812 };
    const p = placeButton({ x: 325, y: 500 }, vp, { hard: [], soft: [rightColumn] });
    expect(p).toEqual({ x: columnX('left', 375), y: 500 });
    // Both edges covered by controls: it still avoids the hard ones, on the wanted edge.
    const leftColumn: Rect = { left: 0, top: 40, right: 60, bottom: 812 };
    const deal: Rect = { left: 200, top: 540, right: 375, bottom: 600 };
    const q = placeButton({ x: 325, y: 560 }, vp, {
      hard: [deal],
      soft: [rightColumn, leftColumn],
    });
    expect(q.x).toBe(325);
    expect(overlaps(buttonRect(q), deal)).toBe(false);
  });

  it('keeps a drag on screen', () => {
    expect(clampDrag({ x: -20, y: 2 }, 320, 640)).toEqual({ x: 0, y: EDGE_BAND });
    expect(clampDrag({ x: 999, y: 999 }, 320, 640)).toEqual({
      x: 320 - SERVICE_SIZE,
      y: 640 - EDGE_BAND - SERVICE_SIZE,
    });
  });
});
