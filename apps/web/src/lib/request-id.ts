/**
 * Client idempotency keys (docs/ARCHITECTURE.md "Client idempotency keys"): every money write
 * carries a `requestId` naming the player's intent. The same intent (the same form sent again:
 * a double tap, a retry after a dropped answer) keeps its id, so the server answers it once; a
 * new intent (after an answer, or once the form changed) gets a new one.
 */

/** One intent: its id and the form it was made for (as JSON text). */
export interface Intent {
  readonly id: string;
  readonly body: string;
}

/**
 * A random RFC 4122 version 4 UUID. `crypto.getRandomValues` rather than `randomUUID`: the
 * latter exists only on secure (https) pages, and a phone on a plain-http test server must work.
 */
export function newRequestId(
  random: (bytes: Uint8Array) => Uint8Array = (b) => crypto.getRandomValues(b),
): string {
  const b = random(new Uint8Array(16));
  b[6] = ((b[6] ?? 0) & 0x0f) | 0x40;
  b[8] = ((b[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(b, (x) => x.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** The intent a submission of `payload` belongs to: the current one while the form is the same. */
export function intentFor(current: Intent | null, payload: unknown, make = newRequestId): Intent {
  const body = JSON.stringify(payload ?? {});
  return current && current.body === body ? current : { id: make(), body };
}

/** The server's "the same id is still being carried out" state (RFC 8470 Too Early). */
export const REQUEST_IN_PROGRESS = '425';

/**
 * Whether the intent is still open after this result: no answer came (offline, timed out) or
 * the first request is still running, so the next tap is the same intent and must resend the
 * same id. Any answer (done or refused) closes it: the next tap is a new intent.
 */
export function intentStaysOpen(r: { ok: boolean; noAnswer?: unknown; state?: string }): boolean {
  if (r.ok) return false;
  return r.noAnswer !== undefined || r.state === REQUEST_IN_PROGRESS;
}
