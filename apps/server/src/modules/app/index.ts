import { defineModule } from '../module.js';
import { registerAppRoutes } from './routes.js';

/** What the app shell reads before sign-in: configuration, banners, versions. */
export const appModule = defineModule({
  name: 'app',
  routes: (router, deps) => registerAppRoutes(router, deps),
});

export { REPORT_CAPS } from './routes.js';
