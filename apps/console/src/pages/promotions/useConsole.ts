import type { Endpoint, PayloadOf, ResultOf } from '@cardroom/contract';
import { useOnError } from '@refinedev/core';
import { useQuery } from '@tanstack/react-query';
import { ConsoleError, call } from '../../api';

/**
 * A console GET through TanStack Query (the client Refine provides); a 401 goes to Refine's
 * auth provider, which signs the operator out like every other page.
 */
export function useConsoleQuery<E extends Endpoint>(
  endpoint: E,
  payload: PayloadOf<E> | Record<string, unknown>,
  enabled = true,
) {
  const { mutate: onError } = useOnError();
  return useQuery<ResultOf<E>, ConsoleError>({
    queryKey: ['console', endpoint.path, payload],
    enabled,
    queryFn: async () => {
      try {
        return await call(endpoint, payload);
      } catch (err) {
        if (err instanceof ConsoleError && err.statusCode === 401) {
          onError({ message: err.message, statusCode: 401 });
        }
        throw err;
      }
    },
  });
}

/** A console POST; answers the error's message (the server's sentence) or the result. */
export async function consoleAction<E extends Endpoint>(
  endpoint: E,
  payload: PayloadOf<E> | Record<string, unknown>,
): Promise<{ ok: true; result: ResultOf<E> } | { ok: false; message: string }> {
  try {
    return { ok: true, result: await call(endpoint, payload) };
  } catch (err) {
    return { ok: false, message: err instanceof Error ? err.message : String(err) };
  }
}
