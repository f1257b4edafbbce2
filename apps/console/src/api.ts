import type { Endpoint, PayloadOf, ResultOf } from '@cardroom/contract';

/**
 * The console's one way to call the server: same-origin fetch (the session cookie rides
 * along, Path=/console), the CSRF token in `x-csrf-token` on every POST, the state envelope
 * unwrapped. A refusal throws ConsoleError with the server's words and state.
 */
export class ConsoleError extends Error {
  constructor(
    message: string,
    readonly statusCode: number,
  ) {
    super(message);
    this.name = 'ConsoleError';
  }
}

let csrfToken = '';
let lastCallAt = Date.now();

export function setCsrfToken(token: string): void {
  csrfToken = token;
}

/** When the last call was made: the shell compares it with the idle timeout. */
export const lastActivity = () => lastCallAt;

/** Blank optional fields (an empty filter box) are left out: the server reads them as absent. */
const filled = (payload: object) =>
  Object.entries(payload).filter(([, v]) => v !== undefined && v !== '');

/**
 * A GET endpoint that answers a file (the desks' CSV exports) saved as the server names it. A
 * refusal comes as the usual JSON envelope and throws ConsoleError with the server's words.
 */
export async function download<E extends Endpoint>(endpoint: E, payload: PayloadOf<E>) {
  lastCallAt = Date.now();
  const query = new URLSearchParams(filled(payload).map(([k, v]) => [k, String(v)]));
  let res: Response;
  try {
    res = await fetch(`${endpoint.path}?${query}`, { credentials: 'same-origin' });
  } catch {
    throw new ConsoleError('The server cannot be reached. Check the connection and retry.', 0);
  }
  if (!res.ok || (res.headers.get('content-type') ?? '').startsWith('application/json')) {
    const body = (await res.json().catch(() => null)) as { state?: string; msg?: string } | null;
    throw new ConsoleError(body?.msg ?? `HTTP ${res.status}`, Number(body?.state ?? res.status));
  }
  const name = /filename="([^"]+)"/.exec(res.headers.get('content-disposition') ?? '')?.[1];
  const url = URL.createObjectURL(await res.blob());
  const a = document.createElement('a');
  a.href = url;
  a.download = name ?? 'export.csv';
  a.click();
  URL.revokeObjectURL(url);
}

export async function call<E extends Endpoint>(
  endpoint: E,
  payload: PayloadOf<E>,
): Promise<ResultOf<E>> {
  lastCallAt = Date.now();
  const entries = filled(payload);
  let res: Response;
  try {
    res =
      endpoint.method === 'GET'
        ? await fetch(
            `${endpoint.path}?${new URLSearchParams(entries.map(([k, v]) => [k, String(v)]))}`,
            { credentials: 'same-origin' },
          )
        : await fetch(endpoint.path, {
            method: 'POST',
            credentials: 'same-origin',
            headers: { 'content-type': 'application/json', 'x-csrf-token': csrfToken },
            body: JSON.stringify(Object.fromEntries(entries)),
          });
  } catch {
    throw new ConsoleError('The server cannot be reached. Check the connection and retry.', 0);
  }
  const body = (await res.json().catch(() => null)) as {
    state?: string;
    msg?: string;
    resultData?: unknown;
  } | null;
  if (body?.state !== '200') {
    throw new ConsoleError(body?.msg ?? `HTTP ${res.status}`, Number(body?.state ?? res.status));
  }
  return body.resultData as ResultOf<E>;
}
