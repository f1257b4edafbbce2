import { defineModule } from '../module.js';
import { registerSettingsConsoleRoutes } from './console-routes.js';
import { seedSettings } from './service.js';

/**
 * Operator settings per market, stored as JSON documents over the defaults. The settings
 * themselves are declared by the modules that use them (their `settings.ts`); this module
 * only stores, checks and seeds them.
 */
export const settingsModule = defineModule({
  name: 'settings',
  // Missing keys are written with the market's defaults, so the operator sees every one.
  init: (deps) =>
    seedSettings(deps.db, deps.config.market, deps.settings.all(), deps.config.edition),
  // The owner's (and marketing's content) settings forms in the console.
  consoleRoutes: (consoleRouter, deps) => registerSettingsConsoleRoutes(consoleRouter, deps),
});

export { cachedSetting, forgetCachedSetting } from './cache.js';
export { type SaveAs, saveSetting, settingWithVersion } from './console-routes.js';
export type { AnySetting, Setting, SettingValue } from './define.js';
export { defineSetting, editionDefaults, SettingsRegistry } from './define.js';
export { basisPoints, minorUnits, removedField, renamedTo } from './fields.js';
export { settings as settingsTable } from './schema.js';
export {
  parseSetting,
  putSetting,
  readSetting,
  readSettings,
  SettingInvalidError,
  seedSettings,
} from './service.js';
