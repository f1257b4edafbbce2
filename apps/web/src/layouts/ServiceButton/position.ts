/**
 * Where the floating customer-service button may rest. SPEC §4/§9: it starts at
 * x = width − 50, y = 70% of the height and keeps the 50 px margins; the tester found the
 * 50 px button covering Deal, Login and Show at that spot, so it is smaller, snaps to a side
 * edge after a drag, and moves along that edge to the nearest place that covers no
 * obstacle: never the tab bar, a page's bottom dock or a primary button (hard), and as
 * little as possible of any other control (soft).
 */
export const SERVICE_SIZE = 40;
/** SPEC's 50 px band along each edge the button lives in. */
export const EDGE_BAND = 50;
/** Breathing room kept between the button and an obstacle. */
export const OBSTACLE_GAP = 6;
/** Movement under this many px still counts as a tap (SPEC §9's long-press tolerance). */
export const TAP_TOLERANCE = 10;

export interface Point {
  x: number;
  y: number;
}

export interface Rect {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

export interface Obstacles {
  /** Never covered: tab bar, header, bottom docks, primary buttons. */
  hard: readonly Rect[];
  /** Covered as little as possible: other buttons, links, fields, headings and paragraphs. */
  soft: readonly Rect[];
}

/** The right column is x = width − 50 (the spec's start); the left one mirrors it. */
export function columnX(side: 'left' | 'right', width: number): number {
  const right = Math.max(0, width - EDGE_BAND);
  return side === 'right' ? right : Math.min(right, EDGE_BAND - SERVICE_SIZE);
}

/** The side edge a dragged button snaps to: the one its centre is nearer. */
export function sideOf(x: number, width: number): 'left' | 'right' {
  return x + SERVICE_SIZE / 2 < width / 2 ? 'left' : 'right';
}

export function startPosition(width: number, height: number): Point {
  return { x: columnX('right', width), y: clampY(height * 0.7, height) };
}

/** 50 px clear of the top and bottom edges (header back button, tab bar, home indicator). */
export function clampY(y: number, height: number): number {
  const max = Math.max(EDGE_BAND, height - EDGE_BAND - SERVICE_SIZE);
  return Math.min(Math.max(y, EDGE_BAND), max);
}

function overlapArea(a: Rect, b: Rect): number {
  const w = Math.min(a.right, b.right) - Math.max(a.left, b.left);
  const h = Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top);
  return w > 0 && h > 0 ? w * h : 0;
}

export function buttonRect(p: Point, gap = 0): Rect {
  return {
    left: p.x - gap,
    top: p.y - gap,
    right: p.x + SERVICE_SIZE + gap,
    bottom: p.y + SERVICE_SIZE + gap,
  };
}

interface Scored {
  y: number;
  soft: number;
  distance: number;
}

/** The best resting y in one column, or null when every spot covers a hard obstacle. */
function bestInColumn(x: number, wantY: number, height: number, obs: Obstacles): Scored | null {
  const inColumn = (r: Rect) =>
    r.right > x - OBSTACLE_GAP && r.left < x + SERVICE_SIZE + OBSTACLE_GAP;
  const hard = obs.hard.filter(inColumn);
  const soft = obs.soft.filter(inColumn);
  const inRange = (y: number) => clampY(y, height) === y;
  const candidates = [clampY(wantY, height)];
  for (const r of [...hard, ...soft]) {
    candidates.push(r.top - OBSTACLE_GAP - SERVICE_SIZE, r.bottom + OBSTACLE_GAP);
  }
  let best: Scored | null = null;
  for (const y of candidates.filter(inRange)) {
    const box = buttonRect({ x, y }, OBSTACLE_GAP);
    if (hard.some((r) => overlapArea(box, r) > 0)) continue;
    const softArea = soft.reduce((sum, r) => sum + overlapArea(buttonRect({ x, y }), r), 0);
    const scored = { y, soft: softArea, distance: Math.abs(y - wantY) };
    if (
      !best ||
      scored.soft < best.soft ||
      (scored.soft === best.soft && scored.distance < best.distance)
    ) {
      best = scored;
    }
  }
  return best;
}

/**
 * Where the button rests when the player wants it at `want` (the start position or where a
 * drag ended): on the nearer side edge, at the free y closest to the wanted one. Only when
 * that edge has no spot clear of hard obstacles does it cross to the other edge.
 */
export function placeButton(
  want: Point,
  viewport: { width: number; height: number },
  obstacles: Obstacles,
): Point {
  const { width, height } = viewport;
  const side = sideOf(want.x, width);
  const other = side === 'left' ? 'right' : 'left';
  const here = bestInColumn(columnX(side, width), want.y, height, obstacles);
  const there = bestInColumn(columnX(other, width), want.y, height, obstacles);
  const at = (s: 'left' | 'right', b: Scored) => ({ x: columnX(s, width), y: b.y });
  // The wanted edge if it has a clean spot, else a clean spot on the other edge, else the
  // wanted edge's least-covering spot that still clears every hard obstacle.
  if (here && here.soft === 0) return at(side, here);
  if (there && there.soft === 0) return at(other, there);
  if (here) return at(side, here);
  if (there) return at(other, there);
  return { x: columnX(side, width), y: clampY(want.y, height) };
}

/** While dragging: anywhere on screen, 50 px clear of the top and bottom. */
export function clampDrag(p: Point, width: number, height: number): Point {
  return {
    x: Math.min(Math.max(p.x, 0), Math.max(0, width - SERVICE_SIZE)),
    y: clampY(p.y, height),
  };
}
