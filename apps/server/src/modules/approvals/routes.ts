import { consoleApi } from '@cardroom/contract/console';
import type { Deps } from '../../deps.js';
import type { ConsoleRouter } from '../../http/console-router.js';
import { decideRequest, listRequests } from './service.js';

/** The console's Requests page: the queue, approve and reject (both with a reason). */
export function registerApprovalConsoleRoutes(c: ConsoleRouter, deps: Deps): void {
  c.handle(consoleApi.consoleApprovalsList, async (input, ctx) => ({
    rows: await listRequests(deps, input.state, ctx.operator.operatorId),
    market: deps.market.code,
  }));
  c.handle(consoleApi.consoleApprovalApprove, (input, ctx) =>
    decideRequest(deps, { id: Number(input.id), reason: input.reason, approve: true }, ctx),
  );
  c.handle(consoleApi.consoleApprovalReject, (input, ctx) =>
    decideRequest(deps, { id: Number(input.id), reason: input.reason, approve: false }, ctx),
  );
}
