import { defineModule } from '../module.js';
import { registerAppRoutes } from './routes.js';
import {
  appSetting,
  bannersSetting,
  gameProvidersSetting,
  imageHostsSetting,
  rechargeButtonSetting,
  rollMessagesSetting,
  serviceSetting,
} from './settings.js';

/** What the app shell reads before sign-in: configuration, banners, versions. */
export const appModule = defineModule({
  name: 'app',
  settings: [
    appSetting,
    serviceSetting,
    bannersSetting,
    rollMessagesSetting,
    rechargeButtonSetting,
    imageHostsSetting,
    gameProvidersSetting,
  ],
  routes: (router, deps) => registerAppRoutes(router, deps),
});

export { REPORT_CAPS } from './routes.js';
export type { LocalText } from './settings.js';
export {
  appSetting,
  bannersSetting,
  gameProvidersSetting,
  imageHostsSetting,
  rechargeButtonSetting,
  rollMessagesSetting,
  serviceSetting,
} from './settings.js';
