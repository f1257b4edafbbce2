import { useCallback, useRef } from 'react';
import type { ApiResult } from '../api';
import { type Intent, intentFor, intentStaysOpen } from '../lib/request-id';

/**
 * The request id of one form's current intent, kept in this component (a ref, not a store: two
 * forms never share an intent). `send(payload, write)` adds the id: the same payload sent again
 * before an answer (a double tap, a retry after no answer) carries the same id; an answer or a
 * changed form starts a new intent (lib/request-id.ts).
 */
export function useIntent() {
  const current = useRef<Intent | null>(null);
  return useCallback(
    async <P extends object, R>(
      payload: P,
      write: (keyed: P & { requestId: string }) => Promise<ApiResult<R>>,
    ): Promise<ApiResult<R>> => {
      const intent = intentFor(current.current, payload);
      current.current = intent;
      const r = await write({ ...payload, requestId: intent.id });
      // Only this intent's own answer closes it (a newer form may have replaced it meanwhile).
      if (current.current === intent && !intentStaysOpen(r)) current.current = null;
      return r;
    },
    [],
  );
}
