import { consoleApi, type OperatorRole } from '@cardroom/contract/console';
import type {
  AccessControlProvider,
  AuthProvider,
  HttpError,
  ResourceProps,
} from '@refinedev/core';
import { rolesOf } from './access';
import { ConsoleError, call } from './api';
import { currentSession, remember } from './session';

/**
 * Refine's auth and access-control providers over the console endpoints (pages read and write
 * data through data.ts, not a Refine data provider). The role matrix is read from the contract
 * (each endpoint's `access`), the same lists the server enforces, so the menu never offers a
 * page the server would refuse.
 */

/** Why the last session ended, for the sign-in page ("idle", "signedOut"). */
let endReason: 'idle' | 'ended' | null = null;
export const takeEndReason = () => {
  const r = endReason;
  endReason = null;
  return r;
};
export const markIdle = () => {
  endReason = 'idle';
};

const asHttpError = (err: unknown): HttpError =>
  err instanceof ConsoleError
    ? { message: err.message, statusCode: err.statusCode }
    : { message: String(err), statusCode: 500 };

export const authProvider: AuthProvider = {
  async login(params: { login: string; password: string; code: string }) {
    try {
      remember(await call(consoleApi.consoleSignIn, params));
      return { success: true, redirectTo: '/' };
    } catch (err) {
      return {
        success: false,
        error: { name: 'Sign-in refused', message: asHttpError(err).message },
      };
    }
  },
  async logout() {
    try {
      if (currentSession()) await call(consoleApi.consoleSignOut, {});
    } catch {
      // Signed out on the server already (idle, disabled): nothing left to end.
    }
    remember(null);
    return { success: true, redirectTo: '/login' };
  },
  async check() {
    try {
      remember(await call(consoleApi.consoleMe, {}));
      return { authenticated: true };
    } catch {
      remember(null);
      return { authenticated: false, redirectTo: '/login', logout: true };
    }
  },
  async onError(error: HttpError) {
    if (error.statusCode === 401) {
      endReason ??= 'ended';
      remember(null);
      return { logout: true, redirectTo: '/login' };
    }
    return {};
  },
  async getIdentity() {
    return currentSession()?.operator ?? null;
  },
  async getPermissions() {
    return currentSession()?.operator.role ?? null;
  },
};

/** The console's pages, each with the endpoint whose roles decide who sees it. */
export const resources: ResourceProps[] = [
  // Menu order: the day's figures, players, money queues, marketing, content, then settings and audit.
  { name: 'dashboard', list: '/dashboard', meta: { label: 'Dashboard' } },
  { name: 'reports', list: '/reports', meta: { label: 'Reports' } },
  { name: 'players', list: '/players', show: '/players/:uid', meta: { label: 'Players' } },
  // After players: support, who may open both, still lands on Players.
  {
    name: 'liveTables',
    list: '/live-tables',
    show: '/live-tables/:tableId',
    meta: { label: 'Live tables' },
  },
  { name: 'withdrawals', list: '/withdrawals', meta: { label: 'Withdrawals' } },
  { name: 'deposits', list: '/deposits', meta: { label: 'Deposits' } },
  { name: 'depositDesk', list: '/deposit-desk', meta: { label: 'Deposit desk' } },
  { name: 'heldReturns', list: '/held-returns', meta: { label: 'Held returns' } },
  { name: 'requests', list: '/requests', meta: { label: 'Requests' } },
  { name: 'promotions', list: '/promotions', meta: { label: 'Promotions' } },
  { name: 'inbox', list: '/inbox', meta: { label: 'Inbox' } },
  { name: 'feedback', list: '/feedback', meta: { label: 'Feedback' } },
  { name: 'affiliates', list: '/affiliates', meta: { label: 'Affiliates' } },
  { name: 'faq', list: '/faq', meta: { label: 'FAQ' } },
  { name: 'banners', list: '/banners', meta: { label: 'Banners' } },
  { name: 'rollMessages', list: '/roll-messages', meta: { label: 'Roll messages' } },
  { name: 'serviceContacts', list: '/service-contacts', meta: { label: 'Service contacts' } },
  { name: 'settings', list: '/settings', meta: { label: 'Settings' } },
  { name: 'audit', list: '/audit', meta: { label: 'Audit log' } },
  { name: 'kyc', list: '/kyc', meta: { label: 'Identity checks' } },
  { name: 'operators', list: '/operators', meta: { label: 'Operators' } },
  // Last: every role may open it, and no role should land on it after sign-in.
  { name: 'myPassword', list: '/my-password', meta: { label: 'My password' } },
];
const pageAccess: Record<string, readonly OperatorRole[]> = {
  withdrawals: rolesOf(consoleApi.consoleWithdrawalsList),
  audit: rolesOf(consoleApi.consoleAuditList),
  players: rolesOf(consoleApi.consolePlayerList),
  dashboard: rolesOf(consoleApi.consoleDashboard),
  reports: rolesOf(consoleApi.consoleReport),
  liveTables: rolesOf(consoleApi.consoleLiveTables),
  deposits: rolesOf(consoleApi.consoleDepositsList),
  depositDesk: rolesOf(consoleApi.consoleDepositsSearch),
  heldReturns: rolesOf(consoleApi.consoleHeldReturnsList),
  requests: rolesOf(consoleApi.consoleApprovalsList),
  // Support may message one player; broadcasts are owner and marketing (the page shows each).
  inbox: rolesOf(consoleApi.consoleInboxSendToPlayer),
  feedback: rolesOf(consoleApi.consoleFeedbackList),
  affiliates: rolesOf(consoleApi.consoleAffiliatesList),
  promotions: rolesOf(consoleApi.consolePromotionsList),
  // The server still decides per key (marketing: content settings only).
  settings: rolesOf(consoleApi.consoleSettingsList),
  banners: rolesOf(consoleApi.consoleSettingSave),
  rollMessages: rolesOf(consoleApi.consoleSettingSave),
  serviceContacts: rolesOf(consoleApi.consoleSettingSave),
  faq: rolesOf(consoleApi.consoleFaqList),
  kyc: rolesOf(consoleApi.consoleKycQueue),
  operators: rolesOf(consoleApi.consoleOperatorsList),
  myPassword: rolesOf(consoleApi.consoleOwnPassword),
};

/** Where a role lands after sign-in: the first menu page it may open (Refine's own redirect
 * ignores access control and would land support on a page it is refused). */
export function firstPageOf(role: OperatorRole | undefined): string {
  const page = resources.find((r) => role && pageAccess[r.name]?.includes(role));
  return typeof page?.list === 'string' ? page.list : '/welcome';
}

export const accessControlProvider: AccessControlProvider = {
  async can({ resource }) {
    const role = currentSession()?.operator.role;
    const allowed = resource ? pageAccess[resource] : undefined;
    return { can: Boolean(role && allowed?.includes(role)) };
  },
};
