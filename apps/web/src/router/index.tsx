import type { QueryClient } from '@tanstack/react-query';
import {
  type ComponentType,
  type LazyExoticComponent,
  lazy,
  Suspense,
  useEffect,
  useState,
} from 'react';
import { PageError, PageLoading } from '../components/PageStatus';
import { useMarket } from '../hooks/useLocale';
import { useTranslation } from '../i18n';
import { AppShell } from '../layouts/AppShell';
import { useLocation, useLocationSource } from '../nav';
import {
  ACCOUNT,
  findPage,
  HOME,
  isEntry,
  isMoneyPage,
  isOpenPage,
  LOGIN,
  LOGIN_AREA,
  type PageMeta,
} from '../nav/pages';
import { rememberReturn } from '../nav/returnTo';
import { applyLaunchParams, isPlay, useApp } from '../stores/app';
import { isLoggedIn, useSession } from '../stores/session';
import { PageBoundary } from './PageBoundary';

/**
 * A page module: the page, and optionally `prefetch`, which starts the queries its first screen
 * waits for. The boot calls it for the page it opens on, as soon as the module has arrived, so
 * the data comes back while the language's texts load and the page renders, not after.
 */
type PageModule = { default: ComponentType; prefetch?: (client: QueryClient) => void };

// The launch URL of a house game (/games/<code>?launch=…), opened outside GameWeb.
const GamePage = lazy(() =>
  import('../features/game-table').then((m) => ({ default: m.GamePage })),
);

// One module per page at the page's own path (src/pages/<spec path>/index.tsx); Vite splits each.
const modules = import.meta.glob<PageModule>('../pages/**/index.tsx');

export function moduleFor(path: string): string {
  return `..${path}/index.tsx`;
}

// One download per page module, shared by an early start (preloadFirstPage) and React.lazy.
const loading = new Map<string, Promise<PageModule>>();
function loadPage(path: string): Promise<PageModule> {
  let module = loading.get(path);
  if (!module) {
    const load = modules[moduleFor(path)];
    module = load ? load() : Promise.resolve({ default: NotFound });
    // A failed download is not kept: the next try fetches again.
    module.catch(() => loading.delete(path));
    loading.set(path, module);
  }
  return module;
}

const lazyPages = new Map<string, LazyExoticComponent<ComponentType>>();
function lazyPage(path: string): LazyExoticComponent<ComponentType> {
  let page = lazyPages.get(path);
  if (!page) {
    page = lazy(() => loadPage(path));
    lazyPages.set(path, page);
  }
  return page;
}

/**
 * Starts downloading the opened page's module while the boot still waits for the language's
 * texts, instead of after them: one round trip less before the first screen shows the page.
 * Only a page that every visitor may see is started early; a page that waits for a sign-in,
 * the market or the edition decides when the router reaches it.
 */
export function preloadFirstPage(url: string): void {
  const meta = firstOpenPage(url);
  if (!meta) return;
  loadPage(meta.path).catch(() => {
    // React.lazy tries again when the router reaches the page, and shows the error then.
  });
}

function firstOpenPage(url: string): PageMeta | undefined {
  const meta = isEntry(url) ? findPage(HOME) : findPage(url);
  return meta && isOpenPage(meta) ? meta : undefined;
}

/**
 * Starts the opened page's first queries once its module is here (`prefetch` above). Called
 * when the language is settled, as the answers come in the player's language. The page's own
 * queries then find them in flight or done (staleTime), so nothing is asked twice.
 */
export function prefetchFirstPage(url: string, client: QueryClient): void {
  const meta = firstOpenPage(url);
  if (!meta) return;
  loadPage(meta.path).then(
    (m) => m.prefetch?.(client),
    () => {
      // The page shows its load error when the router reaches it.
    },
  );
}

// The not-found screen is rare: it loads when shown, not with every first screen.
const NotFoundScreen = lazy(() =>
  import('../components/ComingSoon').then((m) => ({
    default: () => <m.ComingSoon titleKey="page.notFound" icon="close" notFound />,
  })),
);

function NotFound() {
  return (
    <Suspense fallback={null}>
      <NotFoundScreen />
    </Suspense>
  );
}

function LoadFailed() {
  const { t } = useTranslation();
  return <PageError text={t('common.pageLoadFailed')} hint={t('common.tapToReload')} />;
}

/** Replaces the current history entry with `to` once rendered, as a redirect. */
function Redirect({ to }: { to: string }) {
  const location = useLocationSource();
  useEffect(() => location.go(to, { replace: true }), [location, to]);
  return null;
}

/** Signed out on a page that needs a player: remember it, then sign in. */
function ToLogin() {
  const { pathname, search } = useLocation();
  useEffect(() => rememberReturn(`${pathname}${search}`), [pathname, search]);
  return <Redirect to={LOGIN} />;
}

/**
 * One page: signed-out visitors are sent to Login before the page module is even fetched
 * (and come back after signing in); signed-in players never see the sign-in pages (they go
 * to Account). Otherwise the module loads behind a spinner and a tap-to-reload error
 * boundary.
 */
function PageRoute({ meta }: { meta: PageMeta }) {
  const signedIn = useSession(isLoggedIn);
  const market = useMarket();
  const configLoaded = useApp((s) => s.appConfig !== null);
  const play = useApp(isPlay);
  // Judged on arrival only: signing in on this page must not bounce to Account before the
  // sign-in flow decides where to go (the page that asked, or Home).
  const [signedInOnArrival] = useState(signedIn);
  // One market's page: wait for the server's market before saying "not found".
  if (meta.market && !configLoaded) return <PageLoading />;
  if (meta.market && meta.market !== market.code) return <NotFound />;
  // Money pages wait for the edition too: the play-money edition has none.
  if (isMoneyPage(meta.path) && !configLoaded) return <PageLoading />;
  if (isMoneyPage(meta.path) && play) return <NotFound />;
  if (meta.auth && !signedIn) return <ToLogin />;
  if (signedInOnArrival && LOGIN_AREA.includes(meta.path)) {
    return <Redirect to={ACCOUNT} />;
  }
  const Page = lazyPage(meta.path);
  return (
    <PageBoundary key={meta.path} fallback={<LoadFailed />}>
      <Suspense key={meta.path} fallback={<PageLoading />}>
        <Page />
      </Suspense>
    </PageBoundary>
  );
}

/** Launch entry (SPEC §2): keep the launch params, then open Home with the query intact. */
function Entry() {
  const { search } = useLocation();
  applyLaunchParams(search);
  return <Redirect to={`${HOME}${search}`} />;
}

const GAME_PATH = /^\/games\/[^/]+$/;

/** The page element for a path: the launch entry, a page of the table, or not found. */
function pageAt(pathname: string) {
  if (isEntry(pathname)) return <Entry />;
  const meta = findPage(pathname);
  // A key per page: React would otherwise reuse one PageRoute (and its state) between pages.
  return meta ? <PageRoute key={meta.path} meta={meta} /> : <NotFound />;
}

/**
 * The app's routes (SPEC §2, history mode, base `/`): every page of the page table inside the
 * shell, and a house game's launch URL on its own. The page table is the one list of paths.
 */
export function AppRouter() {
  const { pathname } = useLocation();
  if (GAME_PATH.test(pathname)) {
    return (
      <Suspense fallback={<PageLoading />}>
        <GamePage />
      </Suspense>
    );
  }
  return <AppShell>{pageAt(pathname)}</AppShell>;
}
