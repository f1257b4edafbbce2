import type { Tx } from '../../db/client.js';
import type { Ledger } from './ledger.js';

/**
 * The wagering requirement is a memo account pair: adding to it and betting it down are
 * ledger movements like any other, so it has the same audit trail and the same replay rules.
 * Valid bets bring it down inside wallet_bet (db/functions/wallet_bet.sql), in the bet's own statement.
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
