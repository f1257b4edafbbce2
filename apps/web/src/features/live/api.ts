import { type LiveBetResult, type LiveMessage, liveSocketPath, routes } from '@cardroom/contract';
import { type ApiResult, call, lostAnswer, readAnswer } from '../../api';
import { requestKey } from '../../stores/language';

/** The live tables' calls (packages/contract endpoints/live.ts); pages show `msg` on a refusal. */
export const fetchLiveTables = () => call(routes.liveTables, {}, { silent: true });
export const fetchLiveTable = (tableId: string) =>
  call(routes.liveTable, { tableId }, { silent: true });
export const fetchLiveRound = (tableId: string, number: number) =>
  call(routes.liveRound, { tableId, number }, { silent: true });
export const fetchLiveFairness = () => call(routes.liveFairness, {}, { silent: true });
export interface BetPayload {
  tableId: string;
  number: number;
  bets: Array<{ spot: string; stake: number }>;
  requestId: string;
}
export type BetAnswer = ApiResult<LiveBetResult>;
export const placeLiveBet = (payload: BetPayload): Promise<BetAnswer> =>
  call(routes.liveBetPlace, payload, { silent: true });

/**
 * A bet sent on the socket with no answer after this long is an answer lost (as a call that
 * timed out): the intent stays open and the next tap sends the same id. Shorter than a call's
 * 60 s: the betting window is about 12 s, and a dead socket that the browser has not noticed
 * yet must not hold the Bet button for a minute.
 */
export const SOCKET_BET_TIMEOUT_MS = 15_000;

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

/** One open table socket: its bets, and how to close it. */
export interface LiveSocket {
  /**
   * Sends the bet on this socket when it is open and signed in (its answer comes back on it);
   * null when it is not: the caller sends it as `/live/bet`, the same bet by its requestId.
   */
  bet(payload: BetPayload): Promise<BetAnswer> | null;
  /** Closes it without reporting the close; a bet waiting on it is answered as lost. */
  close(): void;
}

/**
 * One connection to a table's stream; a signed-in player sends their sign first so their own
 * `you` messages come too, and their bets go on it (one message each, no HTTP call around it:
 * docs/SCALING.md "Live tables"). A bet's answer is `/live/bet`'s envelope, read as `call`
 * reads that call's (a refusal's words, a signed-out session); a socket that closes first
 * answers its waiting bets as a lost connection, so the page offers the same bet again.
 */
export function openLiveSocket(
  tableId: string,
  sign: string | null,
  handlers: LiveSocketHandlers,
): LiveSocket {
  const ws = new WebSocket(liveSocketUrl(tableId, window.location));
  let done = false;
  let signedIn = false;
  const waiting = new Map<
    string,
    { answer: Promise<BetAnswer>; resolve: (a: BetAnswer) => void; timer: number }
  >();
  const settle = (requestId: string, answer: BetAnswer) => {
    const w = waiting.get(requestId);
    if (!w) return;
    clearTimeout(w.timer);
    waiting.delete(requestId);
    w.resolve(answer);
  };
  ws.onopen = () => {
    if (sign) ws.send(JSON.stringify({ type: 'auth', sign }));
  };
  ws.onmessage = (e) => {
    if (typeof e.data !== 'string') return;
    let m: LiveMessage;
    try {
      m = JSON.parse(e.data) as LiveMessage;
    } catch {
      // A message this page cannot read is skipped; the next view puts the table right.
      return;
    }
    if (m.type === 'bet') {
      settle(
        m.requestId,
        readAnswer(routes.liveBetPlace, { status: 200, body: m }, { silent: true }),
      );
      return;
    }
    // Signed in once the view has the player's own part (the server's answer to `auth`).
    if (m.type === 'view' && sign) signedIn = m.view.you !== null;
    handlers.onMessage(m);
  };
  ws.onclose = (e) => {
    signedIn = false;
    for (const requestId of [...waiting.keys()]) settle(requestId, lostAnswer('network'));
    if (!done) handlers.onClose(e.code, e.reason);
    done = true;
  };
  return {
    bet(payload) {
      const sent = waiting.get(payload.requestId);
      if (sent) return sent.answer;
      if (!signedIn || ws.readyState !== WebSocket.OPEN) return null;
      let resolve: (a: BetAnswer) => void = () => undefined;
      const answer = new Promise<BetAnswer>((r) => {
        resolve = r;
      });
      const timer = window.setTimeout(
        () => settle(payload.requestId, lostAnswer('timeout')),
        SOCKET_BET_TIMEOUT_MS,
      );
      waiting.set(payload.requestId, { answer, resolve, timer });
      ws.send(
        JSON.stringify({
          type: 'bet',
          requestId: payload.requestId,
          number: payload.number,
          bets: payload.bets,
          locale: requestKey(),
        }),
      );
      return answer;
    },
    close() {
      done = true;
      ws.close();
    },
  };
}
