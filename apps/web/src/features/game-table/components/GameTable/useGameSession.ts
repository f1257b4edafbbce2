import { type GameCodeField, routes, type SeedsInfo, type TableInfo } from '@cardroom/contract';
import { useEffect, useState } from 'react';
import { call } from '../../../../api';
import { launchGame } from '../../../../lib/games/catalog';
import { isLoggedIn, useSession } from '../../../../stores/session';

export interface GameSessionState {
  token: string;
  balance: number;
  seeds: SeedsInfo;
  table: TableInfo;
}

/**
 * A launch token works once, so a reload must not spend it again: the game session it was
 * exchanged for is kept for this tab (sessionStorage, keyed by the launch token) and a reload
 * resumes it with /game/seeds. The session token is as good as the launch token it came from,
 * never outlives the tab, and the server still ends it after two hours.
 */
const STORE = 'games.sessions';

function stored(): Record<string, string> {
  try {
    const raw: unknown = JSON.parse(sessionStorage.getItem(STORE) ?? '{}');
    return raw && typeof raw === 'object' ? (raw as Record<string, string>) : {};
  } catch {
    return {};
  }
}

function remember(launchToken: string, token: string | null) {
  const all = stored();
  if (token) all[launchToken] = token;
  else delete all[launchToken];
  // Only the latest few tables of this tab.
  const kept = Object.fromEntries(Object.entries(all).slice(-5));
  sessionStorage.setItem(STORE, JSON.stringify(kept));
}

type Opened = { ok: true; session: GameSessionState } | { ok: false; msg: string; state?: string };

async function resume(launchToken: string, code: GameCodeField): Promise<Opened | null> {
  const token = stored()[launchToken];
  if (!token) return null;
  const res = await call(routes.gameSeeds, { token }, { silent: true });
  if (res.ok && res.data.gameCode === code) {
    const { balance, seeds, table } = res.data;
    return { ok: true, session: { token, balance, seeds, table } };
  }
  remember(launchToken, null);
  return null;
}

async function openOrResume(launchToken: string, code: GameCodeField): Promise<Opened> {
  const resumed = await resume(launchToken, code);
  if (resumed) return resumed;
  const res = await call(routes.gameOpen, { launchToken }, { silent: true });
  if (!res.ok) return res;
  remember(launchToken, res.data.token);
  const { token, balance, seeds, table } = res.data;
  return { ok: true, session: { token, balance, seeds, table } };
}

/** At most one automatic relaunch in 15 seconds, so a failing launch can never loop. */
function mayRelaunch(): boolean {
  const key = 'games.autoRelaunchAt';
  const last = Number(sessionStorage.getItem(key) ?? 0);
  if (Date.now() - last < 15_000) return false;
  sessionStorage.setItem(key, String(Date.now()));
  return true;
}

// One exchange per launch token even when React mounts the table twice.
const pending = new Map<string, Promise<Opened>>();

/**
 * The table's game session: resumed after a reload, opened from the launch token otherwise.
 * A launch link that is spent or expired (an old tab, a shared link) opens the game again for
 * a signed-in player rather than leaving them on an error.
 */
export function useGameSession(code: GameCodeField, launchToken: string) {
  const [session, setSession] = useState<GameSessionState | null>(null);
  const [ended, setEnded] = useState<string | null>(null);

  useEffect(() => {
    let promise = pending.get(launchToken);
    if (!promise) {
      promise = openOrResume(launchToken, code);
      pending.set(launchToken, promise);
      void promise.finally(() => pending.delete(launchToken));
    }
    let live = true;
    void promise.then(async (res) => {
      if (!live) return;
      if (res.ok) return setSession(res.session);
      if (res.state === '403' && isLoggedIn(useSession.getState()) && mayRelaunch()) {
        if (await launchGame(code, 'redirectTo')) return;
      }
      if (live) setEnded(res.msg);
    });
    return () => {
      live = false;
    };
  }, [code, launchToken]);

  /** The server ended the session (two hours, or ended elsewhere). */
  const end = (msg: string) => {
    remember(launchToken, null);
    setEnded(msg);
  };
  return { session, setSession, ended, end };
}
