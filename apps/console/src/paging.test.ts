import { describe, expect, it } from 'vitest';
import { byCursor, byNext, pagePayload } from './paging';

describe('byCursor', () => {
  it('starts without a cursor and follows the server’s until it has none', () => {
    expect(byCursor.first).toBeUndefined();
    expect(byCursor.next({ nextCursor: 'c2' }, 1)).toBe('c2');
    expect(byCursor.next({ nextCursor: null }, 2)).toBeUndefined();
  });
});

describe('pagePayload', () => {
  it('adds the page under its field, and nothing while there is no page', () => {
    const payload = { state: 'failed', pageSize: 100 };
    expect(pagePayload(payload, 'page', 3)).toEqual({ state: 'failed', pageSize: 100, page: 3 });
    expect(pagePayload(payload, 'cursor', 'c2')).toEqual({
      state: 'failed',
      pageSize: 100,
      cursor: 'c2',
    });
    expect(pagePayload(payload, 'cursor', undefined)).toEqual(payload);
  });
});

describe('byNext', () => {
  it('asks the page after the last one’s `next` under `cursor`, and stops at null', () => {
    expect(byNext.field).toBe('cursor');
    expect(byNext.first).toBeUndefined();
    expect(byNext.next({ next: 'k2' }, 1)).toBe('k2');
    expect(byNext.next({ next: null }, 3)).toBeUndefined();
  });
});
