import { defineModule, periodicJob } from '../module.js';
import { pruneRequestKeys } from './store.js';

/**
 * Client idempotency keys (docs/ARCHITECTURE.md "Client idempotency keys"): owns the
 * `request_keys` table the router's keyed calls go through (app.ts hands the store to the
 * router). Its job drops keys older than a day, at start and then hourly; safe on every
 * instance at once, it deletes only rows no client retries any more.
 */
export const requestsModule = defineModule({
  name: 'requests',
  jobs: (deps, { log }) => [
    periodicJob('pruning request keys', 3600_000, () => pruneRequestKeys(deps.db, deps.now()), log),
  ],
});

export {
  DEFAULT_TIMINGS,
  KEY_TTL_MS,
  type KeyTimings,
  pruneRequestKeys,
  requestKeyStore,
} from './store.js';
