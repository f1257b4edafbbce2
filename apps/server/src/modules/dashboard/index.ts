import { MARKET_TIME_ZONE } from '@cardroom/contract';
import { consoleApi } from '@cardroom/contract/console';
import { defineModule } from '../module.js';
import { dashboardDays } from './figures.js';

/** The console's dashboard: read-only figures over the other modules' tables. */
export const dashboardModule = defineModule({
  name: 'dashboard',
  consoleRoutes(consoleRouter, deps) {
    consoleRouter.handle(consoleApi.consoleDashboard, async () => ({
      days: await dashboardDays(deps),
      currencySign: deps.market.currencySign,
      timeZone: MARKET_TIME_ZONE[deps.market.code].name,
    }));
  },
});
