import { DEPOSIT, findPage, HOME, isEntry, isTabPage, pathOf } from './pages';

/** The exact texts of SPEC.md §5; tests and callers compare against these. */
export const NAV_ERRORS = {
  missingUrl: 'Missing required args: "url"',
  notFound: (url: string) => `page \`${url}\` is not found`,
  tabViaNavigate: 'can not navigateTo a tabbar page',
  switchToNonTab: 'can not switch to no-tabBar page',
} as const;

export class NavError extends Error {
  override name = 'NavError';
}

export type NavKind = 'navigateTo' | 'redirectTo' | 'reLaunch' | 'switchTab';

export interface GuardState {
  phoneNumberPrefix: string;
  rechargeOpen: boolean | undefined;
}

export type NavCheck =
  | { ok: true; url: string }
  | { ok: false; error: string }
  | { ok: false; blocked: 'depositClosed' };

/** +91 operators can close deposits; then every way into the deposit page is shut (SPEC §2). */
export function isDepositBlocked(url: string, guard: GuardState): boolean {
  return pathOf(url) === DEPOSIT && guard.phoneNumberPrefix === '+91' && !guard.rechargeOpen;
}

/** Pure rule check: which navigations are allowed, with the spec's refusal texts. */
export function checkNavigation(kind: NavKind, url: unknown, guard: GuardState): NavCheck {
  if (typeof url !== 'string' || url.trim() === '') {
    return { ok: false, error: NAV_ERRORS.missingUrl };
  }
  const target = url.trim();
  const exists = isEntry(target) || findPage(target) !== undefined;
  if (!exists) return { ok: false, error: NAV_ERRORS.notFound(pathOf(target)) };
  // The guard is an interceptor in front of all four methods, so it answers before the tab rules.
  if (isDepositBlocked(target, guard)) return { ok: false, blocked: 'depositClosed' };
  const tab = isTabPage(target);
  if ((kind === 'navigateTo' || kind === 'redirectTo') && tab) {
    return { ok: false, error: NAV_ERRORS.tabViaNavigate };
  }
  if (kind === 'switchTab' && !tab) return { ok: false, error: NAV_ERRORS.switchToNonTab };
  return { ok: true, url: target };
}

/** The side of navigation that touches the browser: a router in the app, a recorder in tests. */
export interface NavDriver {
  go(url: string, opts: { replace: boolean }): void | Promise<void>;
  back(delta: number): void;
  canGoBack(): boolean;
}

export interface NavDeps {
  driver: NavDriver;
  guard: () => GuardState;
  onDepositBlocked: () => void;
  /** How long a just-started navigation keeps its url locked against double taps. */
  lockMs?: number;
  now?: () => number;
}

export interface Nav {
  navigateTo(url: string): Promise<boolean>;
  redirectTo(url: string): Promise<boolean>;
  reLaunch(url: string): Promise<boolean>;
  switchTab(url: string): Promise<boolean>;
  navigateBack(delta?: number): Promise<boolean>;
}

/**
 * Builds the navigation API. Argument errors reject with NavError (the caller made a
 * mistake); guard and lock refusals resolve false (the player just tapped twice or the
 * deposit is closed, which is not an error).
 */
export function createNav(deps: NavDeps): Nav {
  const lockMs = deps.lockMs ?? 500;
  const now = deps.now ?? (() => Date.now());
  let lock: { url: string; until: number; pending: boolean } | null = null;

  const isLocked = (url: string) =>
    lock !== null && lock.url === url && (lock.pending || now() < lock.until);

  async function run(kind: NavKind, url: string): Promise<boolean> {
    const check = checkNavigation(kind, url, deps.guard());
    if (!check.ok) {
      if ('blocked' in check) {
        deps.onDepositBlocked();
        return false;
      }
      throw new NavError(check.error);
    }
    if (isLocked(check.url)) return false;
    const current = { url: check.url, until: now() + lockMs, pending: true };
    lock = current;
    try {
      await deps.driver.go(check.url, { replace: kind !== 'navigateTo' });
    } finally {
      current.pending = false;
    }
    return true;
  }

  return {
    navigateTo: (url) => run('navigateTo', url),
    redirectTo: (url) => run('redirectTo', url),
    reLaunch: (url) => run('reLaunch', url),
    switchTab: (url) => run('switchTab', url),
    async navigateBack(delta = 1) {
      if (deps.driver.canGoBack()) {
        deps.driver.back(delta);
        return true;
      }
      await deps.driver.go(HOME, { replace: true });
      return true;
    },
  };
}
