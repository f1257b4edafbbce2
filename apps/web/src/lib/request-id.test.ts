// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { intentFor, intentStaysOpen, newRequestId } from './request-id';

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('client request ids', () => {
  it('are random version 4 UUIDs, also from all-zero or all-one bytes', () => {
    expect(newRequestId()).toMatch(UUID_V4);
    expect(newRequestId()).not.toBe(newRequestId());
    expect(newRequestId((b) => b.fill(0))).toBe('00000000-0000-4000-8000-000000000000');
    expect(newRequestId((b) => b.fill(255))).toBe('ffffffff-ffff-4fff-bfff-ffffffffffff');
  });

  it('one intent per form: the same form keeps its id, a changed form gets a new one', () => {
    let n = 0;
    const make = () => `id-${++n}`;
    const first = intentFor(null, { amount: 100, method: 'upi' }, make);
    expect(first.id).toBe('id-1');
    expect(intentFor(first, { amount: 100, method: 'upi' }, make)).toBe(first);
    expect(intentFor(first, { amount: 200, method: 'upi' }, make).id).toBe('id-2');
  });

  it('stays open only while the outcome is unknown', () => {
    expect(intentStaysOpen({ ok: true })).toBe(false);
    expect(intentStaysOpen({ ok: false, state: '400' })).toBe(false);
    expect(intentStaysOpen({ ok: false, state: '500' })).toBe(false);
    expect(intentStaysOpen({ ok: false, noAnswer: 'network' })).toBe(true);
    expect(intentStaysOpen({ ok: false, noAnswer: 'timeout' })).toBe(true);
    expect(intentStaysOpen({ ok: false, state: '425' })).toBe(true);
  });
});
