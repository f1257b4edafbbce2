import { findPage, isEntry, LOGIN_AREA } from './pages';

/**
 * The page that sent a signed-out visitor to sign in, so signing in goes back there instead
 * of Home. Kept for this tab only (sessionStorage): the visitor may go from Login to the
 * code sign-in or Register first.
 */
const KEY = 'returnTo';

/** Only a known page outside the login area; anything else (or a foreign URL) is ignored. */
export function safeReturnTarget(url: string | null | undefined): string | null {
  if (!url?.startsWith('/') || url.startsWith('//')) return null;
  if (isEntry(url)) return null;
  const page = findPage(url);
  if (!page || LOGIN_AREA.includes(page.path)) return null;
  return url;
}

export function rememberReturn(url: string): void {
  const safe = safeReturnTarget(url);
  try {
    if (safe) globalThis.sessionStorage?.setItem(KEY, safe);
  } catch {
    // Storage blocked: signing in then goes Home, as before.
  }
}

export function forgetReturn(): void {
  try {
    globalThis.sessionStorage?.removeItem(KEY);
  } catch {
    // Nothing stored.
  }
}

/** The remembered page, once: reading it forgets it. */
export function takeReturn(): string | null {
  let url: string | null = null;
  try {
    url = globalThis.sessionStorage?.getItem(KEY) ?? null;
  } catch {
    url = null;
  }
  forgetReturn();
  return safeReturnTarget(url);
}
