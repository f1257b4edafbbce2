import { lazy } from 'react';

// The live tables (issue 39): a table's page and the public fairness page, each loaded with
// its page. The lobby's list of live tables is in the games feature (Home's lobby).
export const LiveTable = lazy(() => import('./components/LiveTable'));
export const LiveFairness = lazy(() => import('./components/Fairness'));
