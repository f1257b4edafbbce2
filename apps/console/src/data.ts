import type { PayloadOf, ResultOf } from '@cardroom/contract';
import type { ConsoleEndpoint } from '@cardroom/contract/console';
import { useOnError } from '@refinedev/core';
import {
  type InfiniteData,
  keepPreviousData,
  type QueryKey,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { ConsoleError, call } from './api';
import { type PageParam, type Paging, pagePayload } from './paging';

/**
 * The console's one way to read and write data: an endpoint from the contract, its payload
 * typed by the endpoint's schema, TanStack Query for caching (the client Refine provides).
 * A refused session (401) goes to Refine's auth provider, which signs the operator out like
 * every page. Pages never call `fetch`, the data provider or `call` for reads themselves.
 */

/** The cache key of an endpoint's answers: every payload of it starts with this. */
export const keyOf = (endpoint: ConsoleEndpoint, payload?: object): QueryKey =>
  payload === undefined ? ['console', endpoint.path] : ['console', endpoint.path, payload];

function useSignOutOn401() {
  const { mutate: onError } = useOnError();
  return (err: unknown) => {
    if (err instanceof ConsoleError && err.statusCode === 401) {
      onError({ message: err.message, statusCode: 401 });
    }
  };
}

/**
 * A console GET. `keepPrevious` keeps the last page on screen while the next one loads;
 * `refetchMs` polls.
 */
export function useConsoleQuery<E extends ConsoleEndpoint>(
  endpoint: E,
  payload: PayloadOf<E>,
  opts: { enabled?: boolean; keepPrevious?: boolean; refetchMs?: number } = {},
) {
  const on401 = useSignOutOn401();
  return useQuery<ResultOf<E>, ConsoleError>({
    queryKey: keyOf(endpoint, payload),
    enabled: opts.enabled ?? true,
    // A page that watches something live (the live tables) reads it again every few seconds.
    refetchInterval: opts.refetchMs ?? false,
    placeholderData: opts.keepPrevious ? keepPreviousData : undefined,
    queryFn: async () => {
      try {
        return await call(endpoint, payload);
      } catch (err) {
        on401(err);
        throw err;
      }
    },
  });
}

/**
 * A console GET read page after page as a long list scrolls, paged by `paging` (`byCursor` or
 * `byNext` from paging.ts, typed against the endpoint's answer). Under the endpoint's key, so
 * a write's `refresh` reads these pages again too. `keepPrevious` keeps the last pages on
 * screen while other filters load.
 */
export function useConsolePages<E extends ConsoleEndpoint>(
  endpoint: E,
  payload: Omit<PayloadOf<E>, 'cursor' | 'page'>,
  paging: Paging<ResultOf<E>>,
  opts: { keepPrevious?: boolean } = {},
) {
  const on401 = useSignOutOn401();
  return useInfiniteQuery<
    ResultOf<E>,
    ConsoleError,
    InfiniteData<ResultOf<E>, PageParam>,
    QueryKey,
    PageParam
  >({
    queryKey: [...keyOf(endpoint, payload), 'pages'],
    initialPageParam: paging.first,
    getNextPageParam: (last, all) => paging.next(last, all.length),
    ...(opts.keepPrevious ? { placeholderData: keepPreviousData } : {}),
    queryFn: async ({ pageParam }) => {
      try {
        // The payload less its page, plus the page: what the endpoint takes.
        const paged = pagePayload(payload, paging.field, pageParam);
        return await call(endpoint, paged as unknown as PayloadOf<E>);
      } catch (err) {
        on401(err);
        throw err;
      }
    },
  });
}

/**
 * A console write: `run` calls one or more endpoints (typed by `call`); when it settles, the
 * answers of `refresh` are fetched again, whether it worked or not (a refusal often means the
 * list moved on: someone else decided the order).
 */
export function useConsoleMutation<V, R>(
  run: (vars: V) => Promise<R>,
  opts: { refresh?: readonly ConsoleEndpoint[]; onSuccess?: (result: R, vars: V) => void } = {},
) {
  const client = useQueryClient();
  const on401 = useSignOutOn401();
  return useMutation<R, ConsoleError, V>({
    mutationFn: run,
    onSuccess: opts.onSuccess,
    onError: on401,
    onSettled: () =>
      Promise.all(
        (opts.refresh ?? []).map((e) => client.invalidateQueries({ queryKey: keyOf(e) })),
      ),
  });
}

/** A console POST outside a mutation hook; answers the error's message (the server's sentence) or the result. */
export async function consoleAction<E extends ConsoleEndpoint>(
  endpoint: E,
  payload: PayloadOf<E>,
): Promise<{ ok: true; result: ResultOf<E> } | { ok: false; message: string }> {
  try {
    return { ok: true, result: await call(endpoint, payload) };
  } catch (err) {
    return { ok: false, message: err instanceof Error ? err.message : String(err) };
  }
}
