import type { LiveBetResult, LiveMessage } from '@cardroom/contract';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useSession } from '../../stores/session';
import {
  type BetAnswer,
  type BetPayload,
  fetchLiveTable,
  type LiveSocket,
  openLiveSocket,
  placeLiveBet,
} from './api';
import {
  answerOrTold,
  applyMessage,
  type LiveBets,
  type LiveState,
  reconnectDelay,
  rememberTold,
  stateFromView,
} from './rules';

export type Connection = 'connecting' | 'live' | 'reconnecting';

/** The server closed the socket for good: no such table (4404), a break (4403). */
const FINAL_CLOSES = new Set([4404, 4403, 4400]);

/**
 * A live table kept current: `/live/table` first, then the table's socket. A lost socket shows
 * as reconnecting and comes back after a backoff, loading `/live/table` again first so the
 * page resumes the phase under way and the player's bets in it, whatever it missed.
 */
export function useLiveTable(tableId: string) {
  const sign = useSession((s) => (s.sign && s.uid ? s.sign : ''));
  const [state, setState] = useState<LiveState | null>(null);
  const [connection, setConnection] = useState<Connection>('connecting');
  const [failure, setFailure] = useState('');
  const attempt = useRef(0);
  /** The table's socket while it is open (bets go on it once it is signed in). */
  const socket = useRef<LiveSocket | null>(null);
  /** Bets the table told of (`you` with their requestId): a lost answer's bet was placed. */
  const told = useRef(new Map<string, LiveBetResult>());

  useEffect(() => {
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let useSign = sign;

    const apply = (m: LiveMessage) => {
      setState((s) =>
        s
          ? applyMessage(s, m, Date.now())
          : m.type === 'view'
            ? stateFromView(m.view, Date.now())
            : s,
      );
    };
    const retry = () => {
      if (stopped) return;
      setConnection('reconnecting');
      timer = setTimeout(connect, reconnectDelay(attempt.current++, Math.random()));
    };
    async function connect() {
      const res = await fetchLiveTable(tableId);
      if (stopped) return;
      if (res.ok) {
        setState(stateFromView(res.data, Date.now()));
        setFailure('');
      } else if (res.noAnswer === undefined) {
        // The server answered with a refusal (an unknown table): nothing to reconnect to.
        setFailure(res.msg);
        return;
      } else {
        retry();
        return;
      }
      let heard = false;
      socket.current = openLiveSocket(tableId, useSign || null, {
        onMessage: (m) => {
          // Live from the table's first message, not the open: a socket that opens and is
          // closed before the server says anything is still a lost connection.
          if (!heard) {
            heard = true;
            attempt.current = 0;
            setConnection('live');
          }
          rememberTold(told.current, m);
          apply(m);
        },
        onClose: (code) => {
          socket.current = null;
          if (stopped) return;
          if (code === 4401) useSign = '';
          if (FINAL_CLOSES.has(code)) {
            setConnection('reconnecting');
            return;
          }
          retry();
        },
      });
    }
    void connect();
    return () => {
      stopped = true;
      clearTimeout(timer);
      socket.current?.close();
      socket.current = null;
    };
  }, [tableId, sign]);

  /** An accepted bet's answer: the player's bets this round and balance, shown at once. */
  const placed = useCallback((number: number, bets: LiveBets, balance: number) => {
    setState((s) => {
      if (!s?.view.you) return s;
      const current = s.view.round?.number === number;
      return {
        ...s,
        view: {
          ...s.view,
          you: { ...s.view.you, bets: current ? bets : s.view.you.bets, balance },
        },
      };
    });
  }, []);

  /**
   * Sends a bet on the table's socket when it is signed in, else as `/live/bet`: one bet either
   * way (its requestId), so a tap again after a lost answer may take the other way. A lost
   * answer of a bet the table already told of is that bet placed.
   */
  const sendBet = useCallback(async (payload: BetPayload): Promise<BetAnswer> => {
    const answer = await (socket.current?.bet(payload) ?? placeLiveBet(payload));
    return answerOrTold(answer, told.current, payload.requestId);
  }, []);

  return { state, connection, failure, placed, sendBet };
}

/**
 * Renders the component again a few times a second while `on` (for the countdown). The time
 * itself is read in the render: a time kept in state since an earlier render (before the
 * table's view arrived) showed a countdown longer than the window until the next tick.
 */
export function useTicks(on: boolean, everyMs = 200): void {
  const [, setTick] = useState(0);
  useEffect(() => {
    if (!on) return;
    const id = setInterval(() => setTick((n) => n + 1), everyMs);
    return () => clearInterval(id);
  }, [on, everyMs]);
}
