// The records feature: the player's cash balance changes and bets, with their filters and the
// rules for how a moved amount is shown. Deposit and withdrawal histories are orders of those
// features and live with them (features/deposit, features/withdraw).
export { balanceRecordPage, gameRecordsQuery, recordsKeys } from './api';
export { BalanceRecordList } from './components/BalanceRecordList';
export { GameRecordList } from './components/GameRecordList';
export { balanceChangeText, winLossText } from './rules';
