import { defineModule, periodicJob } from '../module.js';
import { cachedSetting } from '../settings/index.js';
import { createRealtime } from './realtime.js';
import { liveSocketsSetting } from './settings.js';
import { registerLiveSocket } from './socket-route.js';

/** The limits are read at most this often per instance (a console save reaches every instance within it). */
const LIMITS_TTL_MS = 5_000;

/**
 * Real time on more than one instance (issue 39): the event bus over PostgreSQL LISTEN/NOTIFY
 * (PGlite: the same, in process), the live tables' WebSocket and this instance's sockets, and
 * the totals coalescer. The live module publishes through `realtimeOf(deps)` and registers the
 * socket's first message there. docs/ARCHITECTURE.md "Real time".
 */
export const realtimeModule = defineModule({
  name: 'realtime',
  settings: [liveSocketsSetting],
  setup: (deps, app) => createRealtime(deps, app.log),
  routes: (_router, deps, { app, state }) => registerLiveSocket(app, deps, state),
  jobs: (deps, { state, log }) => {
    let lastBeat = performance.now();
    return [
      // Every second: the limits (cached), and a heartbeat when one is due.
      periodicJob(
        'live socket heartbeat',
        1_000,
        async () => {
          const limits = await cachedSetting(
            deps.db,
            deps.market.code,
            liveSocketsSetting,
            LIMITS_TTL_MS,
          );
          state.hub.setLimits(limits);
          state.setTotalsRate(limits.totalsPerSecond);
          if (performance.now() - lastBeat >= limits.heartbeatSeconds * 1000) {
            lastBeat = performance.now();
            state.hub.heartbeat();
          }
        },
        log,
      ),
    ];
  },
  onReady: async (_deps, { state }) => {
    await state.bus.start();
  },
  onClose: async (_deps, { state }) => {
    state.totals.stop();
    state.hub.closeAll();
    await state.bus.stop();
  },
});

export { MAX_PAYLOAD_BYTES, PayloadTooLargeError } from './bus.js';
export { Coalescer } from './coalesce.js';
export {
  type FirstMessageHook,
  livePlayerTopic,
  liveTopic,
  type Realtime,
  realtimeOf,
  type SocketBet,
  type SocketBetHook,
  type SocketPlayer,
} from './realtime.js';
export { type LiveSocketLimits, liveSocketsSetting } from './settings.js';
export {
  AUTHS_PER_SOCKET_MINUTE,
  CLOSE as LIVE_SOCKET_CLOSE,
  MESSAGES_WAITING_PER_SOCKET,
} from './socket-route.js';
