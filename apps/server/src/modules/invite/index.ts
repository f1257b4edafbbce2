import { defineModule, periodicJob } from '../module.js';
import { registerAffiliateConsoleRoutes } from './affiliates.js';
import { AGENT_REBATE_JOB_NAME, runAgentRebates } from './agent-rebate.js';
import { PAIR_JOB_NAME, runPairRewards } from './pairs.js';
import { registerInviteRoutes } from './routes.js';
import { registerSandboxInviteOperator } from './sandbox.js';
import { inviteRulesSetting } from './settings.js';

/**
 * The invitation programme (issue 12, the Earn tab): attribution at sign-up, valid invitees
 * under the operator's rule and caps, the pair rewards paid from 05:00 the next morning, the
 * team list, the agent rebate and its claim, the operator's hold (docs/ARCHITECTURE.md, Earn).
 */
export const inviteModule = defineModule({
  name: 'invite',
  settings: [inviteRulesSetting],
  routes: (router, deps) => registerInviteRoutes(router, deps),
  consoleRoutes: (consoleRouter, deps) => registerAffiliateConsoleRoutes(consoleRouter, deps),
  sandboxRoutes: (_router, deps, { app }) => registerSandboxInviteOperator(app, deps),
  jobs: (deps, { log }) => [
    // Checks every 5 minutes: a day's pairs are paid within minutes of its payout hour.
    periodicJob(PAIR_JOB_NAME, 5 * 60_000, () => runPairRewards(deps), log),
    periodicJob(AGENT_REBATE_JOB_NAME, 5 * 60_000, () => runAgentRebates(deps), log),
  ],
});

export { accrueAgentRebates, receiveRebate, runAgentRebates } from './agent-rebate.js';
export { type HoldAudit, holdInviter, releaseInviter, setInviterHold } from './holds.js';
export { creditWaitingPairs, grantPairs, runPairRewards, runPairsNow } from './pairs.js';
export { type InvitationRow, invitations, inviteCaps, inviteHolds } from './schema.js';
export { agentInfo, team } from './service.js';
export { defaultInviteRules, type InviteRules, inviteRulesSetting } from './settings.js';
// Steps of the flows (src/flows/): attribution at sign-up, an invitee's deposit, phone and bets.
export { onInviteeBets, onInviteeDeposit, onInviteePhoneBound, recordInvitation } from './valid.js';
