import type { Deps } from '../deps.js';
import { requireKyc } from '../modules/kyc/index.js';

/**
 * A withdrawal is about to be accepted (withdrawals' service.ts, before the order and the
 * money move):
 * 1. KYC: refused until the player's identity is approved, when the operator requires it.
 */
export async function withdrawalRequested(deps: Deps, userId: number): Promise<void> {
  await requireKyc(deps, userId);
}
