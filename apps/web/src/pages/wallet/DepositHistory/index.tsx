import { DepositHistoryList } from '../../../features/deposit';

/** SPEC §2 DepositHistory: the player's deposit orders, by period and status, newest first. */
export default function DepositHistory() {
  return <DepositHistoryList />;
}
