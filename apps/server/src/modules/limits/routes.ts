import { api } from '@cardroom/contract';
import type { Deps } from '../../deps.js';
import type { Router } from '../../http/router.js';
import { requestHeldReturn } from '../deposits/index.js';
import { acknowledge, limitsState, setLimit } from './service.js';

/** The Safer play page's calls (money routes: refused in the play-money edition). */
export function registerLimitsRoutes(r: Router, deps: Deps): void {
  r.handle(api.limitsInfo, (_input, ctx) => limitsState(deps, ctx.session.userId));
  r.handle(api.limitsSet, (input, ctx) => setLimit(deps, ctx.session, ctx.ip, input));
  r.handle(api.limitsAcknowledge, (input, ctx) =>
    acknowledge(deps, ctx.session, ctx.ip, input.what),
  );
  r.handle(api.limitsHeldReturn, async (_input, ctx) => {
    await requestHeldReturn(deps, ctx.session.userId);
    return limitsState(deps, ctx.session.userId);
  });
}
