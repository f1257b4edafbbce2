import { majorUnitsText, marketPeriod } from '@cardroom/contract';
import type { DepositDeskRow, DepositDeskSort } from '@cardroom/contract/console';
import type { Deps } from '../../deps.js';
import { type CsvColumn, csvDownload, keysetPages } from '../../http/csv-download.js';
import { type DeskSearch, depositPage, deskFilters } from './desk.js';

/**
 * The deposits desk as CSV (docs/OPERATIONS.md "Desk exports"): every order the desk's filters
 * match, in its sort, read by keyset pages of EXPORT_PAGE and written as they are read.
 */
export const EXPORT_PAGE = 500;

export type DepositExportFilters = Omit<DeskSearch, 'cursor' | 'limit'>;

const amount = (minor: number | null) => (minor === null ? null : majorUnitsText(minor));

export function depositColumns(currency: string): CsvColumn<DepositDeskRow>[] {
  return [
    { header: 'order_no', cell: (r) => r.orderNo },
    { header: 'status', cell: (r) => r.status },
    { header: 'created_at', cell: (r) => r.createdAt },
    { header: 'arrived_at', cell: (r) => r.arrivedAt },
    { header: 'player_uid', cell: (r) => r.player.uid },
    { header: 'player_nickname', cell: (r) => r.player.nickname },
    { header: 'player_mobile', cell: (r) => r.player.mobile },
    { header: 'deposit_type', cell: (r) => r.depositType },
    { header: 'method', cell: (r) => r.method },
    { header: 'currency', cell: () => currency },
    { header: 'amount', cell: (r) => amount(r.amount) },
    { header: 'received_amount', cell: (r) => amount(r.receivedAmount) },
    { header: 'bonus', cell: (r) => amount(r.bonus) },
    { header: 'utr', cell: (r) => r.utr },
    { header: 'gateway', cell: (r) => r.gateway },
    { header: 'gateway_order_no', cell: (r) => r.gatewayOrderNo },
    { header: 'external_ref', cell: (r) => r.externalRef },
    { header: 'flagged', cell: (r) => r.flagged },
    { header: 'flag_reason', cell: (r) => r.flagReason },
  ];
}

/** Every page of the export, in order; a backwards range is refused before the first. */
export async function depositExportPages(
  deps: Deps,
  f: DepositExportFilters,
  pageSize = EXPORT_PAGE,
) {
  const where = await deskFilters(deps, f);
  const sort: DepositDeskSort = f.sort;
  return keysetPages((cursor) => depositPage(deps, where, sort, cursor, pageSize));
}

/** The export's file, named for the market day it was taken. */
export async function depositsCsv(deps: Deps, f: DepositExportFilters) {
  const day = marketPeriod(deps.market.code, deps.now(), 'day').key;
  return csvDownload(
    `deposits-${day}.csv`,
    depositColumns(deps.market.currencyCode),
    await depositExportPages(deps, f),
  );
}
