import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../deps.js';
import { accrueTodayNow } from './agent-rebate.js';
import { runPairsNow } from './pairs.js';

/**
 * Sandbox mode only: runs the pair rewards and the agent-rebate accrual now, so testers (and
 * the Earn page's browser test) need not wait for 05:00 or midnight. Pairs every valid invitee
 * (today's too) and credits them, each pair once (`pair-<n>`); accrues today's agent rebate so
 * far, each inviter once per day (later bets of that day earn nothing more).
 */
export function registerSandboxInviteOperator(app: FastifyInstance, deps: Deps): void {
  app.post('/sandbox/operator/invite/run', async () => {
    const pairs = await runPairsNow(deps);
    const rebates = await accrueTodayNow(deps);
    return { ok: true, pairsGranted: pairs.granted, pairsCredited: pairs.credited, rebates };
  });
}
