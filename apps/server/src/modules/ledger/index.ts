import { defineModule } from '../module.js';

/** Double-entry money (DESIGN.md §3): the only way money moves. Imports no feature module. */
export const ledgerModule = defineModule({
  name: 'ledger',
  // The house accounts exist before any route posts to them.
  init: (deps) => deps.ledger.init(),
});

export { checkLedgerInvariants } from './invariants.js';
export { Ledger, ledgerError } from './ledger.js';
export { ledgerAccounts, ledgerPostings, ledgerTransactions } from './schema.js';
export type { HouseKind, TxType } from './types.js';
export { balanceKey, IdempotencyConflict, InsufficientFunds } from './types.js';
export { addWagering } from './wagering.js';
