import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Coalescer } from './coalesce.js';

describe('the totals coalescer', () => {
  let now = 0;
  let sent: Array<[string, number, number]> = [];
  const make = (perSecond: number) =>
    new Coalescer<number>(
      async (topic, n) => {
        sent.push([topic, n, now]);
      },
      () => perSecond,
      (err) => {
        throw err;
      },
      () => now,
    );
  /** Moves both the coalescer's clock and the timers. */
  const advance = async (ms: number) => {
    now += ms;
    await vi.advanceTimersByTimeAsync(ms);
  };

  beforeEach(() => {
    vi.useFakeTimers();
    now = 1_000_000;
    sent = [];
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('sends the first at once and then the latest at most N times a second per topic', async () => {
    const c = make(4);
    // 100 offers a second for two seconds on one table, one offer on another.
    for (let i = 1; i <= 200; i++) {
      c.offer('live:a', i);
      if (i === 50) c.offer('live:b', -1);
      await advance(10);
    }
    await advance(250);
    const a = sent.filter(([t]) => t === 'live:a');
    expect(a[0]).toEqual(['live:a', 1, 1_000_000]);
    // At most 4 in any second, at least 250 ms apart, the last one the last offer.
    const times = a.map(([, , at]) => at);
    const gaps = times.slice(1).map((at, i) => at - (times[i] ?? 0));
    expect(Math.min(...gaps)).toBeGreaterThanOrEqual(250);
    expect(a.length).toBeLessThanOrEqual(2 * 4 + 1);
    expect(a.at(-1)?.[1]).toBe(200);
    expect(sent.filter(([t]) => t === 'live:b')).toEqual([['live:b', -1, 1_000_490]]);
    c.stop();
  });

  it('flushes what waits at once, and stop drops it', async () => {
    const c = make(2);
    c.offer('live:a', 1);
    c.offer('live:a', 2);
    c.offer('live:a', 3);
    await c.flush('live:a');
    expect(sent.map(([, n]) => n)).toEqual([1, 3]);
    await advance(1_000);
    expect(sent).toHaveLength(2);
    c.offer('live:a', 4);
    c.offer('live:a', 5);
    c.stop();
    await advance(1_000);
    expect(sent.map(([, n]) => n)).toEqual([1, 3, 4]);
  });
});
