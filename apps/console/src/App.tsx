import { Authenticated, CanAccess, Refine } from '@refinedev/core';
import routerProvider, { CatchAllNavigate } from '@refinedev/react-router';
import { lazy, Suspense } from 'react';
import { BrowserRouter, Navigate, Outlet, Route, Routes } from 'react-router';
import { AuditPage } from './pages/Audit';
import { DepositsPage } from './pages/Deposits';
import { SignInPage } from './pages/SignIn';
import { WithdrawalsPage } from './pages/Withdrawals';
import {
  accessControlProvider,
  authProvider,
  currentSession,
  dataProvider,
  firstPageOf,
  resources,
} from './providers';
import { Shell } from './Shell';

// The Players pages load on first visit: they stay out of the first chunk (its size is measured).
const PlayerSearchPage = lazy(() =>
  import('./pages/players/PlayerSearch').then((m) => ({ default: m.PlayerSearchPage })),
);
const PlayerPage = lazy(() =>
  import('./pages/players/PlayerPage').then((m) => ({ default: m.PlayerPage })),
);
const SettingsListPage = lazy(() =>
  import('./pages/settings/SettingsPage').then((m) => ({ default: m.SettingsListPage })),
);
const SettingPage = lazy(() =>
  import('./pages/settings/SettingsPage').then((m) => ({ default: m.SettingPage })),
);
const FaqPage = lazy(() => import('./pages/faq/FaqPage').then((m) => ({ default: m.FaqPage })));
const PromotionsPage = lazy(() =>
  import('./pages/promotions/PromotionsPage').then((m) => ({ default: m.PromotionsPage })),
);
const loadingPage = <p className="notice">Loading…</p>;
/** Its own chunk: the chart library loads only when this page opens. */
const DashboardPage = lazy(() => import('./pages/dashboard/DashboardPage'));
const InboxPage = lazy(() => import('./pages/inbox').then((m) => ({ default: m.InboxPage })));
const FeedbackPage = lazy(() =>
  import('./pages/feedback').then((m) => ({ default: m.FeedbackPage })),
);

/** The first page the signed-in role may open (read when the route renders, after sign-in). */
function Landing() {
  return <Navigate to={firstPageOf(currentSession()?.operator.role)} replace />;
}

function Refused() {
  return <p className="notice">Your role may not open this page.</p>;
}

/** Routes under /console: sign-in outside the shell, every page inside it and behind its role. */
export function App() {
  return (
    <BrowserRouter basename="/console">
      <Refine
        routerProvider={routerProvider}
        authProvider={authProvider}
        dataProvider={dataProvider}
        accessControlProvider={accessControlProvider}
        resources={resources}
        options={{ disableTelemetry: true, syncWithLocation: false }}
      >
        <Routes>
          <Route
            element={
              <Authenticated key="shell" fallback={<CatchAllNavigate to="/login" />}>
                <Shell>
                  <Outlet />
                </Shell>
              </Authenticated>
            }
          >
            <Route
              index
              element={<Navigate to={firstPageOf(currentSession()?.operator.role)} replace />}
            />
            <Route
              path="/withdrawals"
              element={
                <CanAccess resource="withdrawals" action="list" fallback={<Refused />}>
                  <WithdrawalsPage />
                </CanAccess>
              }
            />
            <Route
              path="/audit"
              element={
                <CanAccess resource="audit" action="list" fallback={<Refused />}>
                  <AuditPage />
                </CanAccess>
              }
            />
            <Route
              path="/promotions"
              element={
                <CanAccess resource="promotions" action="list" fallback={<Refused />}>
                  <Suspense fallback={loadingPage}>
                    <PromotionsPage />
                  </Suspense>
                </CanAccess>
              }
            />
            {(
              [
                ['settings', '/settings', <SettingsListPage key="list" />],
                ['settings', '/settings/:key', <SettingPage key="one" />],
                ['banners', '/banners', <SettingPage key="banners" fixedKey="banners" />],
                [
                  'rollMessages',
                  '/roll-messages',
                  <SettingPage key="rollMessages" fixedKey="rollMessages" />,
                ],
                [
                  'serviceContacts',
                  '/service-contacts',
                  <SettingPage key="service" fixedKey="service" />,
                ],
                ['faq', '/faq', <FaqPage key="faq" />],
              ] as const
            ).map(([resource, path, page]) => (
              <Route
                key={path}
                path={path}
                element={
                  <CanAccess resource={resource} action="list" fallback={<Refused />}>
                    <Suspense fallback={<p className="notice">Loading…</p>}>{page}</Suspense>
                  </CanAccess>
                }
              />
            ))}
            <Route
              path="/players"
              element={
                <CanAccess resource="players" action="list" fallback={<Refused />}>
                  <Suspense fallback={loadingPage}>
                    <PlayerSearchPage />
                  </Suspense>
                </CanAccess>
              }
            />
            <Route
              path="/players/:uid"
              element={
                <CanAccess resource="players" action="list" fallback={<Refused />}>
                  <Suspense fallback={loadingPage}>
                    <PlayerPage />
                  </Suspense>
                </CanAccess>
              }
            />
            <Route
              path="/dashboard"
              element={
                <CanAccess resource="dashboard" action="list" fallback={<Refused />}>
                  <Suspense fallback={<p className="notice">Loading the dashboard…</p>}>
                    <DashboardPage />
                  </Suspense>
                </CanAccess>
              }
            />
            <Route
              path="/deposits"
              element={
                <CanAccess resource="deposits" action="list" fallback={<Refused />}>
                  <DepositsPage />
                </CanAccess>
              }
            />
            <Route
              path="/inbox"
              element={
                <CanAccess resource="inbox" action="list" fallback={<Refused />}>
                  <Suspense fallback={loadingPage}>
                    <InboxPage />
                  </Suspense>
                </CanAccess>
              }
            />
            <Route
              path="/feedback"
              element={
                <CanAccess resource="feedback" action="list" fallback={<Refused />}>
                  <Suspense fallback={loadingPage}>
                    <FeedbackPage />
                  </Suspense>
                </CanAccess>
              }
            />
            {(
              [
                ['settings', '/settings', <SettingsListPage key="list" />],
                ['settings', '/settings/:key', <SettingPage key="one" />],
                ['banners', '/banners', <SettingPage key="banners" fixedKey="banners" />],
                [
                  'rollMessages',
                  '/roll-messages',
                  <SettingPage key="rollMessages" fixedKey="rollMessages" />,
                ],
                [
                  'serviceContacts',
                  '/service-contacts',
                  <SettingPage key="service" fixedKey="service" />,
                ],
                ['faq', '/faq', <FaqPage key="faq" />],
              ] as const
            ).map(([resource, path, page]) => (
              <Route
                key={path}
                path={path}
                element={
                  <CanAccess resource={resource} action="list" fallback={<Refused />}>
                    <Suspense fallback={loadingPage}>{page}</Suspense>
                  </CanAccess>
                }
              />
            ))}
            <Route
              path="/promotions"
              element={
                <CanAccess resource="promotions" action="list" fallback={<Refused />}>
                  <Suspense fallback={<p className="notice">Loading promotions…</p>}>
                    <PromotionsPage />
                  </Suspense>
                </CanAccess>
              }
            />
            <Route
              path="/welcome"
              element={<p className="notice">No console page is open to your role yet.</p>}
            />
            <Route path="*" element={<p className="notice">This page does not exist.</p>} />
          </Route>
          {/* Not wrapped in <Authenticated>: its re-check after a refused sign-in would remount
              the form and clear what the operator typed. */}
          <Route path="/login" element={<SignInPage />} />
        </Routes>
      </Refine>
    </BrowserRouter>
  );
}
