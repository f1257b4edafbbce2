import { defineModule } from '../module.js';

/** Double-entry money (DESIGN.md §3): the only way money moves. Imports no feature module. */
export const ledgerModule = defineModule({
  name: 'ledger',
  // The house accounts exist before any route posts to them.
  init: (deps) => deps.ledger.init(),
});
