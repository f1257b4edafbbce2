import { api } from '@cardroom/contract';
import type { Deps } from '../../deps.js';
import type { Router } from '../../http/router.js';
import { checkinInfo, claimCheckin } from './checkin.js';
import { firstDepositInfo } from './first-deposit.js';
import { redeemGiftCode } from './giftcodes.js';
import { inviteRankingBoardView, rankingBoardView } from './ranking.js';
import { rebateInfo, rebateRecords } from './rebate.js';
import { claimGrant, listPromotionsFor } from './service.js';
import { claimSignup, signupInfo } from './signup.js';

/** The Promo tab's calls. */
export function registerPromoRoutes(r: Router, deps: Deps): void {
  r.handle(api.promoList, (_input, ctx) =>
    listPromotionsFor(deps, ctx.session?.userId ?? null, ctx.locale),
  );
  r.handle(api.checkinInfo, (_input, ctx) => checkinInfo(deps, ctx.session.userId, ctx.locale));
  r.handle(api.checkinClaim, (_input, ctx) => claimCheckin(deps, ctx.session.userId, ctx.locale));
  r.handle(api.giftCodeRedeem, (input, ctx) =>
    redeemGiftCode(deps, ctx.session.userId, input.code, ctx.ip),
  );
  r.handle(api.firstDepositInfo, (_input, ctx) =>
    firstDepositInfo(deps, ctx.session?.userId ?? null, ctx.locale),
  );
  r.handle(api.promoClaim, (input, ctx) => claimGrant(deps, ctx.session.userId, input.grantId));
  r.handle(api.rankingBoard, (input, ctx) =>
    rankingBoardView(deps, ctx.session?.userId ?? null, ctx.locale, input.board),
  );
  r.handle(api.rebateInfo, (_input, ctx) =>
    rebateInfo(deps, ctx.session?.userId ?? null, ctx.locale),
  );
  r.handle(api.rebateRecords, (input, ctx) => rebateRecords(deps, ctx.session.userId, input));
  r.handle(api.signupInfo, (_input, ctx) => signupInfo(deps, ctx.session.userId, ctx.locale));
  r.handle(api.signupClaim, (_input, ctx) => claimSignup(deps, ctx.session.userId));
  r.handle(api.inviteRankingBoard, (input, ctx) =>
    inviteRankingBoardView(deps, ctx.session?.userId ?? null, ctx.locale, input.board),
  );
}
