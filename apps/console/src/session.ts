import type { ConsoleSession } from '@cardroom/contract/console';
import { setCsrfToken } from './api';

/**
 * The signed-in operator, as the server last described it (sign-in or `me`). The auth provider
 * writes it; role checks (access.ts) and the idle timer read it.
 */
let session: ConsoleSession | null = null;
export const currentSession = () => session;

export function remember(s: ConsoleSession | null): void {
  session = s;
  setCsrfToken(s?.csrfToken ?? '');
}
