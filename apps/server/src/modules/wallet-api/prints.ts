import { createHash } from 'node:crypto';
import { MAX_MINOR } from '@cardroom/contract';
import type { BetRequest, WinRequest } from './types.js';

/**
 * A wallet request's amounts and replay fingerprints: a repeated request must match the first
 * one's fingerprint to get its answer; the same ids with other contents are a duplicate.
 */
export const isAmount = (n: unknown, min: number) =>
  typeof n === 'number' && Number.isSafeInteger(n) && n >= min && n < MAX_MINOR;

export function fingerprint(parts: unknown[]): string {
  return createHash('sha256').update(JSON.stringify(parts)).digest('hex');
}

export const betPrint = (r: BetRequest) =>
  fingerprint(['bet', r.user, r.amount, r.currency, r.game_code, r.round]);

export const winPrint = (
  r: Pick<WinRequest, 'user' | 'amount' | 'currency' | 'reference_transaction_uuid'>,
) => fingerprint(['win', r.user, r.amount, r.currency, r.reference_transaction_uuid]);
