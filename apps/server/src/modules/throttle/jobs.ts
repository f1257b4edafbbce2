import type { Deps } from '../../deps.js';
import { PeriodicJob } from '../../jobs/periodic.js';
import { pruneCounters } from './counters.js';

/**
 * Drops throttle windows and cooldowns that ended more than a day ago, at start and then
 * hourly (the counters table grows by a row per subject and window otherwise). Safe on every
 * instance at once: it only deletes rows no limit reads any more.
 */
export function startCounterPruning(
  deps: Pick<Deps, 'db' | 'now'>,
  log: { warn(o: object, m: string): void },
  periodMs = 3600_000,
) {
  const job = new PeriodicJob(
    () => pruneCounters(deps.db, deps.now()),
    (err) => log.warn({ err }, 'pruning throttle counters failed'),
  );
  job.start(periodMs);
  return () => job.stop();
}
