import type { Tx } from '../../db/client.js';
import type { Ledger } from './ledger.js';

/**
 * The wagering requirement is a memo account pair: adding to it and betting it down are
 * ledger movements like any other, so it has the same audit trail and the same replay rules.
 */
export function addWagering(
  ledger: Ledger,
  tx: Tx,
  userId: number,
  amount: number,
  key: string,
  reference: string,
) {
  if (amount <= 0) return Promise.resolve(null);
  return ledger.post(
    {
      key: `${key}:wagering`,
      type: 'wagering',
      userId,
      reference,
      postings: [
        { account: { userId, kind: 'wagering' }, amount },
        { account: { house: 'wagering_contra' }, amount: -amount },
      ],
    },
    tx,
  );
}

/** A valid bet brings the requirement down by the bet, never below zero. Returns the reduction. */
export async function betDownWagering(
  ledger: Ledger,
  tx: Tx,
  userId: number,
  validBet: number,
  key: string,
  reference: string,
): Promise<number> {
  const remaining = await ledger.lockedBalance(tx, userId, 'wagering');
  const reduction = Math.min(remaining, validBet);
  if (reduction <= 0) return 0;
  await ledger.post(
    {
      key: `${key}:wagering`,
      type: 'wagering',
      userId,
      reference,
      postings: [
        { account: { userId, kind: 'wagering' }, amount: -reduction },
        { account: { house: 'wagering_contra' }, amount: reduction },
      ],
    },
    tx,
  );
  return reduction;
}
