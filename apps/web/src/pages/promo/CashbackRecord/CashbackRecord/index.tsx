import { CashbackList } from '../../../../features/promo';

/**
 * SPEC §2 CashbackRecord (signed-in players only, the router sees to that): each rebate day
 * with its date, counted net loss, rate, amount and state, newest first. Days under the
 * minimum have no record (nothing was paid); the Rebate page shows yesterday's in any case.
 */
export default function CashbackRecord() {
  return <CashbackList />;
}
