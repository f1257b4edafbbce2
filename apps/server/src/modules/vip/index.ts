import { onDepositCredited } from '../deposits/index.js';
import { defineModule } from '../module.js';
import { onBetPlaced, onBetRolledBack } from '../wallet-api/index.js';
import { addProgress, addValidBets, removeValidBet } from './progress.js';
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
  setup(deps) {
    onDepositCredited(deps, (tx, d) =>
      addProgress(deps, tx, d.userId, { deposit: d.amount, validBet: 0 }),
    );
    onBetPlaced(deps, (tx, bets) => addValidBets(deps, tx, bets), 'vip_bets_placed');
    onBetRolledBack(deps, (tx, b) => removeValidBet(tx, b.userId, b.validAmount));
  },
  routes: (router, deps) => registerVipRoutes(router, deps),
});

export type { VipLevelListener, VipLevelReached } from './hooks.js';
export { onVipLevelUp } from './hooks.js';
export { playerVip, readVipLevels, setLevelRow } from './operator.js';
export { levelReached } from './progress.js';
export { vipLevelUps, vipProgress } from './schema.js';
export { levelCards, levelUpsOf, progressOf, vipInfoOf } from './service.js';
export type { VipLevelRow, VipLevels } from './settings.js';
export { defaultVipLevels, MAX_VIP_LEVEL, vipLevelsSchema, vipLevelsSetting } from './settings.js';
