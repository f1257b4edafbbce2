import { bannersSetting } from '../app/index.js';
import { defineModule } from '../module.js';
import { readSetting } from '../settings/index.js';
import { registerConsoleApp } from './console-static.js';
import { registerWebApp } from './static.js';

/**
 * The built web app (apps/web/dist) with the market in its HTML, and the operator console
 * (apps/console/dist) under /console; last, as the catch-all.
 */
export const webModule = defineModule({
  name: 'web',
  routes: async (_router, deps, { app }) => {
    await registerConsoleApp(app, deps.config.consoleDist);
    await registerWebApp(
      app,
      deps.config.webDist,
      async () => {
        const [first] = await readSetting(deps.db, deps.config.market, bannersSetting);
        return first?.imageUrl ?? null;
      },
      deps.market,
    );
  },
});
