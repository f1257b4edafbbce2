import { api } from '@cardroom/contract';
import type { Deps } from '../../deps.js';
import type { Router } from '../../http/router.js';
import { receiveRebate } from './agent-rebate.js';
import { agentInfo, team } from './service.js';

/** The Earn tab's calls. */
export function registerInviteRoutes(r: Router, deps: Deps): void {
  r.handle(api.inviteAgentInfo, (_input, ctx) => agentInfo(deps, ctx.session.userId));
  r.handle(api.inviteTeam, (input, ctx) => team(deps, ctx.session.userId, input));
  r.handle(api.receiveRebate, (_input, ctx) => receiveRebate(deps, ctx.session.userId));
}
