// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { badgeText } from './badgeText';

describe('badgeText', () => {
  it('shows nothing for no unread messages or a count that is not one', () => {
    expect(badgeText(0)).toBe('');
    expect(badgeText(-3)).toBe('');
    expect(badgeText(1.5)).toBe('');
    expect(badgeText(Number.NaN)).toBe('');
  });

  it('spells the count up to 99, then 99+', () => {
    expect(badgeText(1)).toBe('1');
    expect(badgeText(99)).toBe('99');
    expect(badgeText(100)).toBe('99+');
  });
});
