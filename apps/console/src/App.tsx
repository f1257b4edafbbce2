import { Authenticated, CanAccess, Refine } from '@refinedev/core';
import routerProvider, { CatchAllNavigate, NavigateToResource } from '@refinedev/react-router';
import { lazy, Suspense } from 'react';
import { BrowserRouter, Outlet, Route, Routes } from 'react-router';
import { AuditPage } from './pages/Audit';
import { SignInPage } from './pages/SignIn';
import { WithdrawalsPage } from './pages/Withdrawals';
import { accessControlProvider, authProvider, dataProvider, resources } from './providers';
import { Shell } from './Shell';

// Pages outside the first chunk: each loads when it is first opened.
const InboxPage = lazy(() => import('./pages/inbox').then((m) => ({ default: m.InboxPage })));
const FeedbackPage = lazy(() =>
  import('./pages/feedback').then((m) => ({ default: m.FeedbackPage })),
);
const loading = <p className="notice">Loading…</p>;

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
            <Route index element={<NavigateToResource fallbackTo="/welcome" />} />
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
              path="/inbox"
              element={
                <CanAccess resource="inbox" action="list" fallback={<Refused />}>
                  <Suspense fallback={loading}>
                    <InboxPage />
                  </Suspense>
                </CanAccess>
              }
            />
            <Route
              path="/feedback"
              element={
                <CanAccess resource="feedback" action="list" fallback={<Refused />}>
                  <Suspense fallback={loading}>
                    <FeedbackPage />
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
