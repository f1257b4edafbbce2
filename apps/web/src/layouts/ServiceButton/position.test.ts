import { describe, expect, it } from 'vitest';
import { clampPosition, startPosition } from './position';

describe('service button position', () => {
  it('starts at x = width − 50 and y = 70% of the height', () => {
    expect(startPosition(375, 812)).toEqual({ x: 325, y: 812 * 0.7 });
  });

  it('stays on screen and clear of header and tab bar', () => {
    expect(clampPosition({ x: -20, y: 2 }, 320, 640)).toEqual({ x: 0, y: 50 });
    expect(clampPosition({ x: 999, y: 999 }, 320, 640)).toEqual({ x: 270, y: 540 });
  });
});
