import { describe, expect, it } from 'vitest';
import { formatTime } from './time';

describe('formatTime', () => {
  it('shows the date and the minute in the player language', () => {
    const iso = '2026-11-21T13:45:30.000Z';
    const en = formatTime(iso, 'en');
    const ind = formatTime(iso, 'ind');
    expect(en).toMatch(/Nov 21, 2026/);
    expect(ind).toMatch(/21 Nov 2026/);
    expect(en).not.toMatch(/:30/);
  });

  it('passes through what is not a time, and shows nothing for nothing', () => {
    expect(formatTime('', 'en')).toBe('');
    expect(formatTime('soon', 'en')).toBe('soon');
  });
});
