import type { RiskSummary } from '@cardroom/contract/console';
import type { Deps } from '../deps.js';
import { riskOf as riskOfPlayers } from '../modules/risk/index.js';

/**
 * The risk summaries a console queue shows on its cards (withdrawals, deposits, KYC, feedback):
 * those modules own tables the risk rules read, so they ask through here.
 */
export function riskOf(deps: Deps, userIds: readonly number[]): Promise<Map<number, RiskSummary>> {
  return riskOfPlayers(deps, userIds);
}
