import { Authenticated, CanAccess, Refine } from '@refinedev/core';
import routerProvider, { CatchAllNavigate, NavigateToResource } from '@refinedev/react-router';
import { lazy, Suspense } from 'react';
import { BrowserRouter, Outlet, Route, Routes } from 'react-router';
import { AuditPage } from './pages/Audit';
import { SignInPage } from './pages/SignIn';
import { WithdrawalsPage } from './pages/Withdrawals';
import { accessControlProvider, authProvider, dataProvider, resources } from './providers';
import { Shell } from './Shell';

// Its own chunk: the console's first load is measured, and only marketing opens this page.
const PromotionsPage = lazy(() =>
  import('./pages/promotions/PromotionsPage').then((m) => ({ default: m.PromotionsPage })),
);

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
