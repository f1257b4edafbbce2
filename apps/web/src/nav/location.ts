import {
  createContext,
  createElement,
  type ReactNode,
  useContext,
  useSyncExternalStore,
} from 'react';
import type { NavDriver } from './nav';

/**
 * Where the app is: the one source the router, the shell and the pages read the URL from. In
 * the app it is the browser's history; in tests a list in memory. It is also the nav module's
 * driver (go, back, canGoBack). Why our own rather than React Router: docs/ARCHITECTURE.md
 * "Budget".
 */
export interface AppLocation {
  pathname: string;
  search: string;
  hash: string;
}

export interface LocationSource extends NavDriver {
  go(url: string, opts: { replace: boolean }): void;
  /** The same object until the location changes (a `useSyncExternalStore` snapshot). */
  get(): AppLocation;
  subscribe(listener: () => void): () => void;
}

function parse(url: string): AppLocation {
  const { pathname, search, hash } = new URL(url, 'http://app.invalid');
  return { pathname, search, hash };
}

/** The history entry's number in this visit: 0 is the first page, so Back has nowhere to go. */
function indexOf(state: unknown): number {
  return typeof state === 'object' && state !== null && 'idx' in state ? Number(state.idx) || 0 : 0;
}

/** The browser's history: pushState/replaceState to go, popstate when the player goes back. */
export function browserLocation(win: Window = window): LocationSource {
  const listeners = new Set<() => void>();
  const read = () => parse(`${win.location.pathname}${win.location.search}${win.location.hash}`);
  let current = read();
  let idx = indexOf(win.history.state);
  // Number the entry we start on (a reload keeps its number: Back still works after it).
  if (win.history.state === null) win.history.replaceState({ idx }, '');
  const changed = () => {
    current = read();
    for (const listener of listeners) listener();
  };
  win.addEventListener('popstate', () => {
    idx = indexOf(win.history.state);
    changed();
  });
  return {
    get: () => current,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    go(url, { replace }) {
      if (replace) win.history.replaceState({ idx }, '', url);
      else {
        idx += 1;
        win.history.pushState({ idx }, '', url);
      }
      changed();
    },
    back: (delta) => win.history.go(-delta),
    canGoBack: () => idx > 0,
  };
}

/** A history in memory, starting at `url`: for tests, which have no address bar. */
export function memoryLocation(url = '/'): LocationSource & { entries: string[] } {
  const listeners = new Set<() => void>();
  const entries = [url];
  let at = 0;
  let current = parse(url);
  const move = (next: number) => {
    at = Math.max(0, Math.min(entries.length - 1, next));
    current = parse(entries[at] ?? '/');
    for (const listener of listeners) listener();
  };
  return {
    entries,
    get: () => current,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    go(next, { replace }) {
      if (replace) entries[at] = next;
      else entries.splice(at + 1, entries.length, next);
      move(replace ? at : at + 1);
    },
    back: (delta) => move(at - delta),
    canGoBack: () => at > 0,
  };
}

let browser: LocationSource | null = null;
/** The app's one browser location, made on first use (tests that never touch it stay pure). */
export function appLocation(): LocationSource {
  browser ??= browserLocation();
  return browser;
}

const LocationContext = createContext<LocationSource | null>(null);

/** Puts a location other than the browser's under `children` (a test's memory location). */
export function LocationProvider({
  source,
  children,
}: {
  source: LocationSource;
  children?: ReactNode;
}) {
  return createElement(LocationContext.Provider, { value: source }, children);
}

export function useLocationSource(): LocationSource {
  return useContext(LocationContext) ?? appLocation();
}

/** The current location; the component renders again when it changes. */
export function useLocation(): AppLocation {
  const source = useLocationSource();
  return useSyncExternalStore(source.subscribe, source.get, source.get);
}

/** The query of the current URL, and a way to change it in place (the same history entry). */
export function useSearchParams(): [URLSearchParams, (next: URLSearchParams) => void] {
  const source = useLocationSource();
  const { pathname, search, hash } = useLocation();
  const params = new URLSearchParams(search);
  const replace = (next: URLSearchParams) => {
    const query = next.toString();
    source.go(`${pathname}${query ? `?${query}` : ''}${hash}`, { replace: true });
  };
  return [params, replace];
}
