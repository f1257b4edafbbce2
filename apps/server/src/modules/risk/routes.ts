import { consoleApi } from '@cardroom/contract/console';
import type { Deps } from '../../deps.js';
import type { ConsoleRouter } from '../../http/console-router.js';
import { playerRisk } from './service.js';

/** The player page's risk panel: totals and the flags raised now. */
export function registerRiskConsoleRoutes(c: ConsoleRouter, deps: Deps): void {
  c.handle(consoleApi.consolePlayerRisk, (input) => playerRisk(deps, input.playerUid));
}
