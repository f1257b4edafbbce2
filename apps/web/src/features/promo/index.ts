// The promo feature: the Promo tab's cards, the daily check-in, gift codes, the first-deposit
// bonus, the sign-up bonus, the rankings and the rebate. Its texts and stylesheet come with it,
// once, for every promo page.
import { lazy } from 'react';
import './texts';
import './promo.css';

export {
  type ClaimOutcome,
  checkinInfoQuery,
  firstDepositInfoQuery,
  promoKeys,
  promoListQuery,
  type RankingMetric,
  type RankingView,
  rankingBoardQuery,
  rebateInfoQuery,
  signupInfoQuery,
  useCheckinClaim,
  useGiftCodeRedeem,
  useGrantClaim,
  useSignupClaim,
} from './api';
export { PromoCard } from './components/PromoCard';
export { PromoLoadState } from './components/PromoLoadState';
export { RulesText } from './components/RulesText';
export { EndsIn } from './components/TimeLeft';
export { type CardAction, checkinAction } from './rules';

// Each promotion page's own parts load with that page, not with the Promo tab: everything
// behind this door shares one chunk, and the tab needs only the cards. The gift-code form
// brings the message catalog, the first-deposit parts the contract's bonus function.
export const CheckinCalendar = lazy(() =>
  import('./components/CheckinCalendar').then((m) => ({ default: m.CheckinCalendar })),
);
export const CheckinClaim = lazy(() =>
  import('./components/CheckinClaim').then((m) => ({ default: m.CheckinClaim })),
);
export const GiftCodeForm = lazy(() =>
  import('./components/GiftCodeForm').then((m) => ({ default: m.GiftCodeForm })),
);
// The ranking pages' whole body, with its parts: the Promo tab does not carry it.
export const RankingPage = lazy(() =>
  import('./RankingPage').then((m) => ({ default: m.RankingPage })),
);
const firstDepositParts = () => import('./components/FirstDepositParts');
export const TierTable = lazy(() => firstDepositParts().then((m) => ({ default: m.TierTable })));
export const BonusPreview = lazy(() =>
  firstDepositParts().then((m) => ({ default: m.BonusPreview })),
);
export const CapInfo = lazy(() => firstDepositParts().then((m) => ({ default: m.CapInfo })));
export const GrantList = lazy(() => firstDepositParts().then((m) => ({ default: m.GrantList })));
const rebateParts = () => import('./components/RebateParts');
export const RebateTerms = lazy(() => rebateParts().then((m) => ({ default: m.RebateTerms })));
export const RebateHow = lazy(() => rebateParts().then((m) => ({ default: m.RebateHow })));
export const RebateYesterday = lazy(() =>
  rebateParts().then((m) => ({ default: m.RebateYesterday })),
);
export const CashbackList = lazy(() => rebateParts().then((m) => ({ default: m.CashbackList })));
export const SignupTasks = lazy(() =>
  import('./components/SignupTasks').then((m) => ({ default: m.SignupTasks })),
);
export const SignupClaim = lazy(() =>
  import('./components/SignupTasks').then((m) => ({ default: m.SignupClaim })),
);
