import { defineModule } from '../module.js';
import { seedSettings } from './service.js';

/** Operator settings per market, stored as JSON documents over the defaults. */
export const settingsModule = defineModule({
  name: 'settings',
  // Missing keys are written with the market's defaults, so the operator sees every one.
  init: (deps) => seedSettings(deps.db, deps.config.market),
});

export type {
  DepositRules,
  LocalText,
  SettingKey,
  VipWithdrawLevel,
  WithdrawRules,
} from './defaults.js';
export { defaultSettings, defaultTableLimits } from './defaults.js';
export { getSetting, putSetting, seedSettings } from './service.js';
