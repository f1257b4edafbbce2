import { routes } from '@cardroom/contract';
import { queryOptions } from '@tanstack/react-query';
import { call } from '../../api';
import { dataOf } from '../../api/query';

/** The player's figures for a period of market days. */
export const statementQuery = (from: string, to: string) =>
  queryOptions({
    queryKey: ['accountStatement', from, to] as const,
    queryFn: () => dataOf(call(routes.accountStatement, { from, to })),
  });
