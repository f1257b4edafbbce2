// The promo feature: the Promo tab's cards, the daily check-in, gift codes and the first
// deposit bonus. Its texts and stylesheet come with it, once, for every promo page.
import './texts';
import './promo.css';

export {
  type ClaimOutcome,
  checkinInfoQuery,
  firstDepositInfoQuery,
  promoKeys,
  promoListQuery,
  useCheckinClaim,
  useGiftCodeRedeem,
  useGrantClaim,
} from './api';
export { CheckinCalendar } from './components/CheckinCalendar';
export { CheckinClaim } from './components/CheckinClaim';
export { BonusPreview, CapInfo, GrantList, TierTable } from './components/FirstDepositParts';
export { GiftCodeForm } from './components/GiftCodeForm';
export { PromoCard } from './components/PromoCard';
export { PromoLoadState } from './components/PromoLoadState';
export { RulesText } from './components/RulesText';
export { EndsIn } from './components/TimeLeft';
export { type CardAction, checkinAction } from './rules';
