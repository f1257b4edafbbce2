import type { Page } from '@playwright/test';

/** The app's own "no connection" text (en or id), shown when an answer was dropped. */
export const OFFLINE = /No connection\. Check your network|Tidak ada koneksi\. Periksa jaringan/;

/** The requestIds the page sends to one call, in order (a client idempotency key per intent). */
export function sentIds(page: Page, path: string): string[] {
  const ids: string[] = [];
  page.on('request', (req) => {
    if (!req.url().endsWith(path)) return;
    const body = req.postDataJSON() as { requestId?: string } | null;
    ids.push(body?.requestId ?? '(none)');
  });
  return ids;
}

/**
 * Lets the first call reach the server (which does the work) and then drops its answer, as a
 * phone losing the network would; later calls go through untouched.
 */
export async function dropFirstAnswer(page: Page, path: string) {
  let dropped = false;
  await page.route(`**${path}`, async (route) => {
    if (dropped) return route.continue();
    dropped = true;
    await route.fetch();
    await route.abort('connectionreset');
  });
}

interface BetSeen {
  via: 'socket' | 'http';
  requestId: string;
}

const json = (payload: string | Buffer): Record<string, unknown> | null => {
  try {
    return JSON.parse(String(payload)) as Record<string, unknown>;
  } catch {
    return null;
  }
};

/**
 * The live bets a page sends and the answers it gets, whichever way they go: on its table
 * socket (`bet` messages, the app's way when signed in) or as `/live/bet` calls (its fallback).
 * Install before the page opens the table.
 */
export function recordLiveBets(page: Page) {
  const sent: BetSeen[] = [];
  const answers: Array<BetSeen & { state: string }> = [];
  /**
   * Whether the page's latest table socket is signed in (the server sent the view with the
   * player's own part): until then the app sends a bet as a call, which is right but not what a
   * spec of the socket's bets means to see, so such a spec waits for it.
   */
  const socket = { signedIn: false };
  page.on('websocket', (ws) => {
    if (!ws.url().includes('/live/socket')) return;
    socket.signedIn = false;
    ws.on('framesent', ({ payload }) => {
      const m = json(payload);
      if (m?.type === 'bet') sent.push({ via: 'socket', requestId: String(m.requestId) });
    });
    ws.on('framereceived', ({ payload }) => {
      const m = json(payload);
      if (m?.type === 'view') {
        socket.signedIn = (m.view as { you?: unknown } | undefined)?.you != null;
      }
      if (m?.type !== 'bet') return;
      answers.push({ via: 'socket', requestId: String(m.requestId), state: String(m.state) });
    });
    ws.on('close', () => {
      socket.signedIn = false;
    });
  });
  page.on('request', (req) => {
    if (!req.url().endsWith('/live/bet')) return;
    const body = req.postDataJSON() as { requestId?: string } | null;
    sent.push({ via: 'http', requestId: body?.requestId ?? '(none)' });
  });
  page.on('response', async (res) => {
    if (!res.url().endsWith('/live/bet')) return;
    const body = (await res.json().catch(() => null)) as { state?: string } | null;
    const requestId = (res.request().postDataJSON() as { requestId?: string } | null)?.requestId;
    answers.push({ via: 'http', requestId: requestId ?? '(none)', state: String(body?.state) });
  });
  return { sent, answers, socket };
}

/**
 * Routes the page's table socket through the test, connected to the server as it is, and loses
 * the network right after the page's first bet went out: the bet reaches the server (which
 * places it), nothing the server says after it reaches the page (neither the player's `you` nor
 * the answer), and once the answer came the socket breaks. Later sockets pass untouched.
 * Answers the bet answers the page was given on its sockets (a routed socket's frames are
 * reported to `recordLiveBets` as the server sent them, the lost ones too).
 */
export async function dropFirstSocketBetAnswer(page: Page) {
  let betSent = false;
  let dropped = false;
  const delivered: Array<BetSeen & { state: string }> = [];
  await page.routeWebSocket(/\/live\/socket/, (ws) => {
    const server = ws.connectToServer();
    let cut = false;
    ws.onMessage((message) => {
      if (!betSent && typeof message === 'string' && json(message)?.type === 'bet') {
        betSent = true;
        cut = true;
      }
      server.send(message);
    });
    server.onMessage((message) => {
      const m = typeof message === 'string' ? json(message) : null;
      if (cut) {
        if (m?.type === 'bet' && !dropped) {
          dropped = true;
          void server.close();
          void ws.close({ code: 1011 });
        }
        return;
      }
      if (m?.type === 'bet') {
        delivered.push({ via: 'socket', requestId: String(m.requestId), state: String(m.state) });
      }
      ws.send(message);
    });
  });
  return delivered;
}
