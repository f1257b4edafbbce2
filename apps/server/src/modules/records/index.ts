import { defineModule } from '../module.js';
import { registerRecordRoutes } from './routes.js';

/** The player's balance and deposit records, by day in the market's time zone. */
export const recordsModule = defineModule({
  name: 'records',
  routes: (router, deps) => registerRecordRoutes(router, deps),
});

export { rangeStart } from './range.js';
