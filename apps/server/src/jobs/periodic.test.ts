import { describe, expect, it, vi } from 'vitest';
import { PeriodicJob } from './periodic.js';

describe('PeriodicJob', () => {
  it('never runs twice at once: a call during a run joins it', async () => {
    let runs = 0;
    let release = () => {};
    const job = new PeriodicJob(
      () =>
        new Promise<number>((resolve) => {
          runs++;
          release = () => resolve(runs);
        }),
      () => {},
    );
    const a = job.run();
    const b = job.run();
    expect(runs).toBe(1);
    release();
    expect(await a).toBe(1);
    expect(await b).toBe(1);
    const c = job.run();
    expect(runs).toBe(2);
    release();
    expect(await c).toBe(2);
  });

  it('runs at start, reports a failed run, and stop waits for the run under way', async () => {
    const errors: unknown[] = [];
    let finished = false;
    const job = new PeriodicJob(
      async () => {
        await new Promise((r) => setTimeout(r, 20));
        finished = true;
        throw new Error('boom');
      },
      (err) => errors.push(err),
    );
    job.start(60_000);
    await job.stop();
    expect(finished).toBe(true);
    // The failure is reported after the run settles: wait for the report, not a fixed tick.
    await vi.waitFor(() => expect(errors).toHaveLength(1));
    // After a failure the job can run again.
    await expect(job.run()).rejects.toThrow('boom');
  });
});
