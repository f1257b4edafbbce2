import { liveEndpoints as l } from '@cardroom/contract';
import type { Deps } from '../../deps.js';
import type { Router } from '../../http/router.js';
import { placeLiveBet } from './bets.js';
import { fairness, roundDetail, tablesList, tableView } from './views.js';

export function registerLiveRoutes(r: Router, deps: Deps): void {
  r.handle(l.liveTables, () => tablesList(deps));
  r.handle(l.liveTable, (input, ctx) => tableView(deps, input.tableId, ctx.session));
  // A live bet is once-only by its requestId in the wallet itself (bets.ts `firstAnswer`).
  r.handle(l.liveBetPlace, (input, ctx) => placeLiveBet(deps, ctx.session, input, ctx), {
    keys: 'handler',
  });
  r.handle(l.liveRound, (input) => roundDetail(deps, input.tableId, input.number));
  r.handle(l.liveFairness, () => fairness(deps));
}
