/** SPEC §9: the button is 50 px and never closer than its own size to an edge it could hide under. */
export const SERVICE_SIZE = 50;

export interface Point {
  x: number;
  y: number;
}

export function startPosition(width: number, height: number): Point {
  return clampPosition({ x: width - SERVICE_SIZE, y: height * 0.7 }, width, height);
}

/**
 * Keeps the whole button on screen, and 50 px clear of the top and bottom so it never
 * covers the header's back button or the tab bar.
 */
export function clampPosition(p: Point, width: number, height: number): Point {
  const maxX = Math.max(0, width - SERVICE_SIZE);
  const maxY = Math.max(SERVICE_SIZE, height - SERVICE_SIZE * 2);
  return {
    x: Math.min(Math.max(p.x, 0), maxX),
    y: Math.min(Math.max(p.y, SERVICE_SIZE), maxY),
  };
}

/** Movement under this many px still counts as a tap (SPEC §9's long-press tolerance). */
export const TAP_TOLERANCE = 10;
