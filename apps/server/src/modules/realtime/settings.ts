import { z } from 'zod';
import { defineSetting } from '../settings/index.js';

const schema = z.object({
  /**
   * Live sockets one address may hold open at once on one instance (carrier NAT and offices
   * put many players behind one address). Checked and taken in one synchronous step, before
   * anything else of the connection runs; given back when the socket closes.
   */
  perAddress: z.number().int().min(1).max(100_000),
  /**
   * Connection attempts per address per minute, across every instance (a `rate_counters`
   * window): every attempt takes a place, those refused later (bad table, wrong sign) too.
   */
  opensPerAddressMinute: z.number().int().min(1).max(1_000_000),
  /** `totals` messages of one table published at most this often per second (the rest coalesce). */
  totalsPerSecond: z.number().int().min(1).max(20),
  /** A socket that has not answered the previous ping within this many seconds is closed. */
  heartbeatSeconds: z.number().int().min(1).max(300),
  /** A socket whose unsent bytes grow past this is dropped (a slow consumer), in KiB. */
  maxBufferedKib: z.number().int().min(16).max(16_384),
});
export type LiveSocketLimits = z.infer<typeof schema>;

/**
 * The WebSocket's limits (modules/realtime). The per-address numbers may start from the
 * environment, as OTP_SENDS_PER_ADDRESS_HOUR does: the load bench and the browser tests connect
 * every socket from 127.0.0.1; the owner changes them in the console later.
 */
export const liveSocketsSetting = defineSetting({
  key: 'liveSockets',
  schema,
  defaults: () => ({
    perAddress: Number(process.env.LIVE_SOCKETS_PER_ADDRESS ?? 20),
    opensPerAddressMinute: Number(process.env.LIVE_SOCKET_OPENS_PER_ADDRESS_MINUTE ?? 120),
    totalsPerSecond: 4,
    heartbeatSeconds: 25,
    maxBufferedKib: 512,
  }),
});
