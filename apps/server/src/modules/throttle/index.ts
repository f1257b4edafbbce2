import { defineModule, periodicJob } from '../module.js';
import { pruneCounters } from './counters.js';
import { addressLimitsSetting } from './settings.js';

/**
 * Rate limits and cooldowns kept in the database (one row per subject and window). Its job
 * drops windows and cooldowns that ended more than a day ago, at start and then hourly; safe
 * on every instance at once: it only deletes rows no limit reads any more.
 */
export const throttleModule = defineModule({
  name: 'throttle',
  settings: [addressLimitsSetting],
  jobs: (deps, { log }) => [
    periodicJob(
      'pruning throttle counters',
      3600_000,
      () => pruneCounters(deps.db, deps.now()),
      log,
    ),
  ],
});

export type { Reservation, WindowRule } from './counters.js';
export {
  cancelCooldown,
  failures,
  giveBack,
  noteFailure,
  reserve,
  reserveAll,
  reserveAllPatiently,
  secondsLeftInWindow,
  startCooldown,
  used,
} from './counters.js';
export { type AddressLimits, addressLimitsSetting } from './settings.js';
