import { BalanceRecordList } from '../../../../features/records';

/** SPEC §2 BalanceRecords: cash balance changes from the ledger, by type and period. */
export default function BalanceRecords() {
  return <BalanceRecordList />;
}
