import { routes } from '@cardroom/contract';
import { call } from '../api';
import { useSession } from '../stores/session';

const MIN_GAP_MS = 10_000;
const MAX_PER_PAGE = 10;

let sent = 0;
let lastAt = Number.NEGATIVE_INFINITY;
let inFlight = false;

function describe(reason: unknown): string {
  if (reason instanceof Error) return `${reason.name}: ${reason.message}\n${reason.stack ?? ''}`;
  try {
    return typeof reason === 'string' ? reason : JSON.stringify(reason);
  } catch {
    return String(reason);
  }
}

/**
 * Uploads one uncaught error (SPEC §8). Throttled and capped, and the upload itself is
 * silent and never re-reports its own failure, so a broken server cannot cause a loop.
 */
export function reportError(reason: unknown, where: string): void {
  console.error(reason);
  const now = Date.now();
  if (inFlight || sent >= MAX_PER_PAGE || now - lastAt < MIN_GAP_MS) return;
  inFlight = true;
  sent += 1;
  lastAt = now;
  const data = `[${where}] ${location.pathname}\n${describe(reason)}`.slice(0, 16_000);
  const uid = useSession.getState().uid;
  call(routes.appStackUpload, uid ? { data, userId: uid } : { data }, {
    silent: true,
    ignoreAuth: true,
  })
    .catch(() => {})
    .finally(() => {
      inFlight = false;
    });
}

export function installErrorReporting(): void {
  window.addEventListener('error', (e) => reportError(e.error ?? e.message, 'error'));
  window.addEventListener('unhandledrejection', (e) => reportError(e.reason, 'unhandledrejection'));
}
