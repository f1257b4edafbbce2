import type { Deps } from '../../deps.js';
import { defineModule, type Job, periodicJob } from '../module.js';
import { type PeriodJob, runDuePeriods } from './runs.js';

/**
 * Once-per-period scheduled work (see runs.ts): a claim row per (job, period) taken in the
 * work's own transaction. Feature modules return `scheduledJob(...)` from their `jobs`.
 */
export const scheduleModule = defineModule({ name: 'schedule' });

/** Checks every `everyMs` (and at start) for closed periods the job has not run yet. */
export function scheduledJob(
  deps: Deps,
  job: PeriodJob,
  everyMs: number,
  log: { warn(o: object, m: string): void },
): Job {
  return periodicJob(
    job.name,
    everyMs,
    () => runDuePeriods(deps.db, deps.market.code, job, deps.now()),
    log,
  );
}

export type { PeriodJob } from './runs.js';
export { closedPeriods, runDuePeriods } from './runs.js';
export { scheduleRuns } from './schema.js';
