// The withdraw feature: bank cards, the withdrawal password, the status tag and the amount and
// fee rules. Its stylesheet comes with it, once, for every page that uses the feature.
import './texts';
import './withdraw.css';

export {
  useApplyWithdraw,
  useBankCardAction,
  useBankCards,
  useSaveBankCard,
  useSetWithdrawPassword,
  withdrawInfoQuery,
  withdrawKeys,
  withdrawRecordPage,
} from './api';
export { BankCardForm } from './components/BankCardForm';
export { BankCardList } from './components/BankCardList';
export { BoundPhoneCode } from './components/BoundPhoneCode';
export { StatusTag } from './components/StatusTag';
export { WithdrawHistoryList } from './components/WithdrawHistoryList';
export {
  accountNumberError,
  bankCardError,
  cardLabel,
  ewalletCardError,
  ifscError,
  parseWithdrawAmount,
  pickCard,
  wageringLeftText,
  withdrawCeiling,
  withdrawPasswordErrors,
} from './rules';
