// The deposit feature: the deposit tabs, order details and the amount and UTR rules.
export {
  cryptoAddressQuery,
  depositKeys,
  loadChargeInfo,
  loadPayChannel,
  orderDetailQuery,
  useLiveOrder,
  useSelfUtr,
  vaInfoQuery,
} from './api';
export { Agency } from './components/Agency';
export { AgencySteps } from './components/AgencySteps';
export { Crypto } from './components/Crypto';
export { DepositHistoryList } from './components/DepositHistoryList';
export { useManualHandling } from './components/handling';
export { MismatchNotice } from './components/MismatchNotice';
export { Online } from './components/Online';
export { OrderFallback } from './components/OrderFallback';
export { Transfer } from './components/Transfer';
export { TransferDetail } from './components/TransferDetail';
export { CopyRow, DepositStatusBadge, Row, UtrField } from './components/ui';
export { Va } from './components/Va';
export { WageringNote } from './components/WageringNote';
export { checkAmount, checkUtr, typedMinor } from './rules/amount';
export { type SelfUtrTerms, selfUtrTerms } from './rules/selfUtr';
export type { TabKey } from './rules/tabs';
export { giftBadge } from './rules/tabs';
