import { describe, expect, it } from 'vitest';
import { RecentMap } from './recent.js';

describe('RecentMap', () => {
  it('keeps at most max entries, dropping the least recently used', () => {
    const m = new RecentMap<string, number>(2);
    m.set('a', 1);
    m.set('b', 2);
    expect(m.get('a')).toBe(1); // a is now the most recent
    m.set('c', 3);
    expect(m.size).toBe(2);
    expect(m.get('b')).toBeUndefined();
    expect(m.get('a')).toBe(1);
    expect(m.get('c')).toBe(3);
  });

  it('replaces a key in place and forgets a deleted one', () => {
    const m = new RecentMap<number, string>(2);
    m.set(1, 'x');
    m.set(1, 'y');
    expect(m.size).toBe(1);
    expect(m.get(1)).toBe('y');
    m.delete(1);
    expect(m.get(1)).toBeUndefined();
    expect(m.size).toBe(0);
  });
});
