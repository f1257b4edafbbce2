import { type LiveMessage, liveSocketPath, routes } from '@cardroom/contract';
import { call } from '../../api';

/** The live tables' calls (packages/contract endpoints/live.ts); pages show `msg` on a refusal. */
export const fetchLiveTables = () => call(routes.liveTables, {}, { silent: true });
export const fetchLiveTable = (tableId: string) =>
  call(routes.liveTable, { tableId }, { silent: true });
export const fetchLiveRound = (tableId: string, number: number) =>
  call(routes.liveRound, { tableId, number }, { silent: true });
export const fetchLiveFairness = () => call(routes.liveFairness, {}, { silent: true });
export const placeLiveBet = (payload: {
  tableId: string;
  number: number;
  bets: Array<{ spot: string; stake: number }>;
  requestId: string;
}) => call(routes.liveBetPlace, payload, { silent: true });

/** The table's socket URL on this page's own host (the API's origin). */
export function liveSocketUrl(tableId: string, location: Pick<Location, 'protocol' | 'host'>) {
  const scheme = location.protocol === 'https:' ? 'wss:' : 'ws:';
  return `${scheme}//${location.host}${liveSocketPath}?table=${encodeURIComponent(tableId)}`;
}

export interface LiveSocketHandlers {
  onMessage: (message: LiveMessage) => void;
  /** `code`/`reason` as the server closed it (reason: a message key), 1006 when it broke. */
  onClose: (code: number, reason: string) => void;
}

/**
 * One connection to a table's stream; a signed-in player sends their sign first so their own
 * `you` messages come too. Answers a function that closes it without reporting the close.
 */
export function openLiveSocket(
  tableId: string,
  sign: string | null,
  handlers: LiveSocketHandlers,
): () => void {
  const ws = new WebSocket(liveSocketUrl(tableId, window.location));
  let done = false;
  ws.onopen = () => {
    if (sign) ws.send(JSON.stringify({ type: 'auth', sign }));
  };
  ws.onmessage = (e) => {
    if (typeof e.data !== 'string') return;
    try {
      handlers.onMessage(JSON.parse(e.data) as LiveMessage);
    } catch {
      // A message this page cannot read is skipped; the next view puts the table right.
    }
  };
  ws.onclose = (e) => {
    if (!done) handlers.onClose(e.code, e.reason);
    done = true;
  };
  return () => {
    done = true;
    ws.close();
  };
}
