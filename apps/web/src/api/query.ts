import type { ApiResult } from './client';

/** A call that failed, thrown inside a query so React Query marks it failed (`isError`). */
export class CallFailed extends Error {
  constructor(readonly result: Extract<ApiResult<unknown>, { ok: false }>) {
    super(result.msg);
    this.name = 'CallFailed';
  }
}

/**
 * For a query's `queryFn`: the call's data, or a thrown CallFailed. Resolving a failure to
 * null would leave the query "successful" with nothing to show, and no way to retry.
 */
export async function dataOf<T>(pending: Promise<ApiResult<T>>): Promise<T> {
  const r = await pending;
  if (!r.ok) throw new CallFailed(r);
  return r.data;
}
