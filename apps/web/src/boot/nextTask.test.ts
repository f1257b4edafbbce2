// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { nextTask } from './nextTask';

describe('nextTask', () => {
  it('goes on in a later task, not in a microtask of this one', async () => {
    const order: string[] = [];
    const done = nextTask().then(() => order.push('next task'));
    void Promise.resolve().then(() => order.push('microtask'));
    await done;
    expect(order).toEqual(['microtask', 'next task']);
  });

  it('uses scheduler.yield where the browser has it', async () => {
    let yielded = 0;
    const g = globalThis as { scheduler?: unknown };
    g.scheduler = {
      yield: () => {
        yielded++;
        return Promise.resolve();
      },
    };
    try {
      await nextTask();
      expect(yielded).toBe(1);
    } finally {
      delete g.scheduler;
    }
  });
});
