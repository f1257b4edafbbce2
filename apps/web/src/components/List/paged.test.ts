// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { nextPageOf, type Page } from './paged';

const page = (n: number, items: number, total: number): Page<number> => ({
  page: n,
  total,
  list: Array.from({ length: items }, (_, i) => i),
});

describe('nextPageOf', () => {
  it('asks for the next page while the server says there are more', () => {
    const first = page(1, 2, 5);
    expect(nextPageOf(first, [first], 2)).toBe(2);
    const second = page(2, 2, 5);
    expect(nextPageOf(second, [first, second], 2)).toBe(3);
  });

  it('stops at the total, and at a short page even if the total says more', () => {
    const first = page(1, 2, 4);
    const second = page(2, 2, 4);
    expect(nextPageOf(second, [first, second], 2)).toBeUndefined();
    // Rows removed while paging: the short page ends the list.
    const short = page(2, 1, 9);
    expect(nextPageOf(short, [first, short], 2)).toBeUndefined();
  });

  it('has nothing after an empty first page', () => {
    const empty = page(1, 0, 0);
    expect(nextPageOf(empty, [empty])).toBeUndefined();
  });
});
