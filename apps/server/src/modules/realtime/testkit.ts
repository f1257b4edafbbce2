import { liveSocketPath } from '@cardroom/contract';
import WebSocket from 'ws';

/**
 * A live socket as a client holds it (the `ws` client), for tests of the socket and of what
 * the live module sends over it: every message it received, in order, and how it closed.
 */
export interface TestSocket {
  readonly ws: WebSocket;
  readonly messages: unknown[];
  /** Set once the server closed it (or it broke: 1006). */
  closed: { code: number; reason: string } | null;
  /** The first message (from `from` on) `match` accepts; waits for it up to `timeoutMs`. */
  waitFor(match: (m: unknown) => boolean, from?: number, timeoutMs?: number): Promise<unknown>;
  waitClosed(timeoutMs?: number): Promise<{ code: number; reason: string }>;
  send(message: unknown): void;
  close(): void;
}

export interface OpenOptions {
  /** X-Forwarded-For, for an app started with TRUST_PROXY (the address the caps count). */
  address?: string;
  /** false: the client does not answer pings (a phone that lost its network). */
  autoPong?: boolean;
}

async function poll<T>(read: () => T | undefined, timeoutMs: number, what: string): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const value = read();
    if (value !== undefined) return value;
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 10));
  }
}

/** Opens a socket on `port` (the app listening, or nginx) at `table`; resolves once open or closed. */
export function openSocket(
  port: number,
  table: string,
  opts: OpenOptions = {},
): Promise<TestSocket> {
  const ws = new WebSocket(
    `ws://127.0.0.1:${port}${liveSocketPath}?table=${encodeURIComponent(table)}`,
    {
      autoPong: opts.autoPong ?? true,
      ...(opts.address ? { headers: { 'x-forwarded-for': opts.address } } : {}),
    },
  );
  const socket: TestSocket = {
    ws,
    messages: [],
    closed: null,
    waitFor: (match, from = 0, timeoutMs = 15_000) =>
      poll(() => socket.messages.slice(from).find(match), timeoutMs, 'a socket message'),
    waitClosed: (timeoutMs = 15_000) => poll(() => socket.closed ?? undefined, timeoutMs, 'close'),
    send: (message) => ws.send(JSON.stringify(message)),
    close: () => ws.close(),
  };
  ws.on('message', (data) => socket.messages.push(JSON.parse(String(data))));
  return new Promise((resolve, reject) => {
    ws.once('open', () => resolve(socket));
    ws.once('close', (code, reason) => {
      socket.closed = { code, reason: String(reason) };
      resolve(socket);
    });
    ws.once('error', (err) => {
      if (ws.readyState === WebSocket.CLOSED && !socket.closed) reject(err);
    });
  });
}
