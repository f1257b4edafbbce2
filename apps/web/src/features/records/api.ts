import {
  type balanceRecordTypes,
  type gameRecordRanges,
  type gameRecordStatuses,
  routes,
} from '@cardroom/contract';
import { queryOptions } from '@tanstack/react-query';
import { call } from '../../api';
import { dataOf } from '../../api/query';
import { PAGE_SIZE, type RecordRange } from '../../components/List';

export type BalanceRecordType = (typeof balanceRecordTypes)[number];
export type GameRecordStatus = (typeof gameRecordStatuses)[number];
export type GameRecordRange = (typeof gameRecordRanges)[number];

/** The records feature's query keys, one place. */
export const recordsKeys = {
  balance: (range: RecordRange, type: BalanceRecordType) => ['balanceRecord', range, type] as const,
  games: (status: GameRecordStatus, range: GameRecordRange, pages: number) =>
    ['game-record', status, range, pages] as const,
};

/** One page of cash balance changes from the ledger; a failed call throws (`dataOf`). */
export const balanceRecordPage = (range: RecordRange, type: BalanceRecordType) => (page: number) =>
  dataOf(call(routes.balanceRecord, { page, pageSize: PAGE_SIZE, range, type }));

/**
 * The player's bets with the period's valid bet and win/loss. "More" asks for a longer first
 * page (the totals come with it), so the list grows in place.
 */
export const gameRecordsQuery = (status: GameRecordStatus, range: GameRecordRange, pages: number) =>
  queryOptions({
    queryKey: recordsKeys.games(status, range, pages),
    queryFn: () =>
      dataOf(call(routes.gameRecord, { status, range, page: 1, pageSize: PAGE_SIZE * pages })),
  });
