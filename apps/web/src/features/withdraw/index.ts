// The withdraw feature: bank cards, the withdrawal password, the status tag and the amount and
// fee rules. Its stylesheet comes with it, once, for every page that uses the feature.
import './texts';
import './withdraw.css';

export { useBankCards, withdrawInfoQuery, withdrawKeys } from './api';
export { BoundPhoneCode } from './components/BoundPhoneCode';
export { StatusTag } from './components/StatusTag';
export { WithdrawHistoryList } from './components/WithdrawHistoryList';
export {
  accountNumberError,
  ifscError,
  parseWithdrawAmount,
  wageringLeftText,
  withdrawPasswordErrors,
} from './rules';
