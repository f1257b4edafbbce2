import { api } from '@cardroom/contract';
import type { Deps } from '../../deps.js';
import type { Router } from '../../http/router.js';
import { claimTopUp, topUpState } from './topup.js';

export function registerPlayRoutes(r: Router, deps: Deps): void {
  r.handle(api.playTopUpInfo, async (_input, ctx) => topUpState(deps, ctx.session.userId));
  r.handle(api.playTopUpClaim, async ({ kind }, ctx) => {
    const credited = await claimTopUp(deps, ctx.session.userId, kind);
    return { ...(await topUpState(deps, ctx.session.userId)), credited };
  });
}
