import { defineModule } from '../module.js';
import { registerVipRoutes } from './routes.js';
import { vipLevelsSetting } from './settings.js';

/**
 * VIP levels: progress counted inside every credited deposit and accepted bet (the same
 * transaction), level-ups with their once-per-level reward (a `vip` grant of the promo
 * engine), `/vip/*`. Levels never go down.
 */
export const vipModule = defineModule({
  name: 'vip',
  settings: [vipLevelsSetting],
  routes: (router, deps) => registerVipRoutes(router, deps),
});

export { playerVip, readVipLevels, setLevelRow } from './operator.js';
// Steps of the flows (src/flows/): a deposit's and a bet's progress.
export { addProgress, addValidBets, levelReached, removeValidBet } from './progress.js';
export { vipLevelUps, vipProgress } from './schema.js';
export { levelCards, levelUpsOf, progressOf, vipInfoOf } from './service.js';
export type { VipLevelRow, VipLevels } from './settings.js';
export { defaultVipLevels, MAX_VIP_LEVEL, vipLevelsSchema, vipLevelsSetting } from './settings.js';
