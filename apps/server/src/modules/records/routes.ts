import { api } from '@cardroom/contract';
import type { Deps } from '../../deps.js';
import type { Router } from '../../http/router.js';
import { balanceRecords } from './balance.js';
import { depositDetail, depositRecords } from './deposits.js';

export function registerRecordRoutes(r: Router, deps: Deps): void {
  r.handle(api.balanceRecord, async (input, ctx) =>
    balanceRecords(deps, ctx.session.userId, input),
  );
  r.handle(api.rechargeRecord, async (input, ctx) =>
    depositRecords(deps, ctx.session.userId, input, ctx.locale),
  );
  r.handle(api.rechargeOrderDetail, async (input, ctx) =>
    depositDetail(deps, ctx.session.userId, input.orderNo, ctx.locale),
  );
}
