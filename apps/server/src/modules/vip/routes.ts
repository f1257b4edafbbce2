import { api } from '@cardroom/contract';
import type { Deps } from '../../deps.js';
import type { Router } from '../../http/router.js';
import { levelCards, markCelebrated, vipInfoOf } from './service.js';

export function registerVipRoutes(r: Router, deps: Deps): void {
  r.handle(api.getVipInfo, (_input, ctx) => vipInfoOf(deps, ctx.session.userId));
  r.handle(api.vipLevels, async () => ({ levels: await levelCards(deps) }));
  r.handle(api.vipCelebrated, async (input, ctx) => {
    await markCelebrated(deps, ctx.session.userId, input.level);
    return {};
  });
}
