import { WithdrawHistoryList } from '../../../features/withdraw';

/** SPEC §2 WithdrawHistory: the player's withdrawals, Today / 7 Days / 30 Days (SPEC §9). */
export default function WithdrawHistory() {
  return <WithdrawHistoryList />;
}
