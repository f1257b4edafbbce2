import { z } from 'zod';

/**
 * States a failure can carry (DESIGN.md §2). "401" makes the client log out,
 * "500" messages contain "system" and are not toasted.
 */
export const State = {
  ok: '200',
  badRequest: '400',
  unauthorized: '401',
  forbidden: '403',
  notFound: '404',
  conflict: '409',
  tooManyRequests: '429',
  /**
   * The same client `requestId` is still being carried out by an earlier request: try again in a
   * moment with the same id (RFC 8470's "Too Early"; docs/ARCHITECTURE.md "Client idempotency keys").
   */
  requestInProgress: '425',
  system: '500',
} as const;
export type StateCode = (typeof State)[keyof typeof State];

/** Most calls: `{ state: "200", msg, resultData }`, failures `{ state, msg }`. */
export function stateEnvelope<T extends z.ZodType>(data: T) {
  return z.union([
    z.object({ state: z.literal('200'), msg: z.string(), resultData: data }),
    z.object({ state: z.string(), msg: z.string() }),
  ]);
}

/** Sign-in calls and the two charge-info calls: `{ code: 200, msg, data }`. */
export function codeEnvelope<T extends z.ZodType>(data: T) {
  return z.union([
    z.object({ code: z.literal(200), msg: z.string(), data }),
    z.object({ code: z.number().int(), msg: z.string() }),
  ]);
}

export type StateOk<T> = { state: '200'; msg: string; resultData: T };
export type StateFail = { state: string; msg: string };
export type CodeOk<T> = { code: 200; msg: string; data: T };
export type CodeFail = { code: number; msg: string };
