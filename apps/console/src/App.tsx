import { Authenticated, CanAccess, Refine } from '@refinedev/core';
import routerProvider, { CatchAllNavigate } from '@refinedev/react-router';
import { lazy, type ReactNode, Suspense } from 'react';
import { BrowserRouter, Navigate, Outlet, Route, Routes } from 'react-router';
import { AuditPage } from './pages/audit/AuditPage';
import { DepositsPage } from './pages/Deposits';
import { SignInPage } from './pages/SignIn';
import { WithdrawalsPage } from './pages/Withdrawals';
import { accessControlProvider, authProvider, firstPageOf, resources } from './providers';
import { Shell } from './Shell';
import { currentSession } from './session';

// Pages other than the money queues and the audit log load on first visit, as chunks of their
// own: the first chunk's size is measured (docs/ARCHITECTURE.md).
const PlayerListPage = lazy(() =>
  import('./pages/players/PlayerList').then((m) => ({ default: m.PlayerListPage })),
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
const OperatorsPage = lazy(() =>
  import('./pages/operators/OperatorsPage').then((m) => ({ default: m.OperatorsPage })),
);
const MyPasswordPage = lazy(() =>
  import('./pages/operators/MyPasswordPage').then((m) => ({ default: m.MyPasswordPage })),
);
const loadingPage = <p className="notice">Loading…</p>;
/** The chart library loads only with this page. */
const DashboardPage = lazy(() => import('./pages/dashboard/DashboardPage'));
const ReportsPage = lazy(() =>
  import('./pages/reports/ReportsPage').then((m) => ({ default: m.ReportsPage })),
);
const InboxPage = lazy(() => import('./pages/inbox').then((m) => ({ default: m.InboxPage })));
const KycPage = lazy(() => import('./pages/Kyc').then((m) => ({ default: m.KycPage })));
const HeldReturnsPage = lazy(() =>
  import('./pages/HeldReturns').then((m) => ({ default: m.HeldReturnsPage })),
);
const DepositDeskPage = lazy(() =>
  import('./pages/deposit-desk/DepositDeskPage').then((m) => ({ default: m.DepositDeskPage })),
);
const RequestsPage = lazy(() =>
  import('./pages/Requests').then((m) => ({ default: m.RequestsPage })),
);
const WithdrawalsDeskPage = lazy(() =>
  import('./pages/withdrawals-desk').then((m) => ({ default: m.WithdrawalsDeskPage })),
);
const AffiliatesPage = lazy(() =>
  import('./pages/affiliates').then((m) => ({ default: m.AffiliatesPage })),
);
const LiveTablesPage = lazy(() =>
  import('./pages/live/LiveTablesPage').then((m) => ({ default: m.LiveTablesPage })),
);
const LiveTablePage = lazy(() =>
  import('./pages/live/LiveTablePage').then((m) => ({ default: m.LiveTablePage })),
);
const FeedbackPage = lazy(() =>
  import('./pages/feedback').then((m) => ({ default: m.FeedbackPage })),
);

/** Every page: the resource whose roles open it (providers.ts), its path, what it shows. */
const pages: ReadonlyArray<readonly [string, string, ReactNode]> = [
  ['dashboard', '/dashboard', <DashboardPage key="dashboard" />],
  ['reports', '/reports', <ReportsPage key="reports" />],
  ['liveTables', '/live-tables', <LiveTablesPage key="liveTables" />],
  ['liveTables', '/live-tables/:tableId', <LiveTablePage key="liveTable" />],
  ['players', '/players', <PlayerListPage key="players" />],
  ['players', '/players/:uid', <PlayerPage key="player" />],
  ['withdrawals', '/withdrawals', <WithdrawalsPage key="withdrawals" />],
  ['withdrawals', '/withdrawals/desk', <WithdrawalsDeskPage key="withdrawalsDesk" />],
  ['deposits', '/deposits', <DepositsPage key="deposits" />],
  ['depositDesk', '/deposit-desk', <DepositDeskPage key="depositDesk" />],
  ['heldReturns', '/held-returns', <HeldReturnsPage key="heldReturns" />],
  ['requests', '/requests', <RequestsPage key="requests" />],
  ['promotions', '/promotions', <PromotionsPage key="promotions" />],
  ['inbox', '/inbox', <InboxPage key="inbox" />],
  ['feedback', '/feedback', <FeedbackPage key="feedback" />],
  ['affiliates', '/affiliates', <AffiliatesPage key="affiliates" />],
  ['faq', '/faq', <FaqPage key="faq" />],
  ['banners', '/banners', <SettingPage key="banners" fixedKey="banners" />],
  ['rollMessages', '/roll-messages', <SettingPage key="rollMessages" fixedKey="rollMessages" />],
  ['serviceContacts', '/service-contacts', <SettingPage key="service" fixedKey="service" />],
  ['settings', '/settings', <SettingsListPage key="settings" />],
  ['settings', '/settings/:key', <SettingPage key="setting" />],
  ['audit', '/audit', <AuditPage key="audit" />],
  ['kyc', '/kyc', <KycPage key="kyc" />],
  ['operators', '/operators', <OperatorsPage key="operators" />],
  ['myPassword', '/my-password', <MyPasswordPage key="myPassword" />],
];

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
            <Route index element={<Landing />} />
            {pages.map(([resource, path, page]) => (
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
