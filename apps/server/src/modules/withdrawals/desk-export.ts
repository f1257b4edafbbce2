import { majorUnitsText, marketPeriod } from '@cardroom/contract';
import type { DeskWithdrawal } from '@cardroom/contract/console';
import type { Deps } from '../../deps.js';
import { type CsvColumn, csvDownload, keysetPages } from '../../http/csv-download.js';
import { type DeskFilters, deskFilter, deskPage } from './desk.js';

/**
 * The withdrawals desk as CSV (docs/OPERATIONS.md "Desk exports"): every order the desk's
 * filters match, in its sort, read by keyset pages of EXPORT_PAGE and written as they are read.
 */
export const EXPORT_PAGE = 500;

export function withdrawalColumns(currency: string): CsvColumn<DeskWithdrawal>[] {
  return [
    { header: 'order_no', cell: (r) => r.orderNo },
    { header: 'state', cell: (r) => r.state },
    { header: 'created_at', cell: (r) => r.createdAt },
    { header: 'finished_at', cell: (r) => r.finishedAt },
    { header: 'player_uid', cell: (r) => r.player.uid },
    { header: 'player_nickname', cell: (r) => r.player.nickname },
    { header: 'player_mobile', cell: (r) => r.player.mobile },
    { header: 'vip_level', cell: (r) => r.player.vipLevel },
    { header: 'method', cell: (r) => r.method },
    { header: 'bank', cell: (r) => r.bank },
    { header: 'currency', cell: () => currency },
    { header: 'amount', cell: (r) => majorUnitsText(r.amount) },
    { header: 'fee', cell: (r) => majorUnitsText(r.fee) },
    { header: 'arrival_amount', cell: (r) => majorUnitsText(r.arrivalAmount) },
    { header: 'payout_no', cell: (r) => r.gatewayPayoutNo },
    { header: 'payout_attempt', cell: (r) => r.payoutAttempt },
    { header: 'last_error', cell: (r) => r.lastError },
    { header: 'flagged', cell: (r) => r.flagged },
    { header: 'risk_flags', cell: (r) => r.flags.map((f) => f.rule).join(' ') },
  ];
}

/** Every page of the export, in order; the filter (and its risk players) is worked out once. */
export async function withdrawalExportPages(deps: Deps, q: DeskFilters, pageSize = EXPORT_PAGE) {
  const where = await deskFilter(deps, q);
  return keysetPages((cursor) => deskPage(deps, where, q, cursor, pageSize));
}

/** The export's file, named for the market day it was taken. */
export async function withdrawalsCsv(deps: Deps, q: DeskFilters) {
  const day = marketPeriod(deps.market.code, deps.now(), 'day').key;
  return csvDownload(
    `withdrawals-${day}.csv`,
    withdrawalColumns(deps.market.currencyCode),
    await withdrawalExportPages(deps, q),
  );
}
