import {
  amountProblemMessage,
  formatMinor,
  MARKET_MONEY_LANGUAGE,
  type MarketCode,
  type MoneyInputOptions,
  parseMoneyInput,
} from '@cardroom/contract';
import {
  type ConsoleAccess,
  type ConsoleSession,
  consoleApi,
  type OperatorRole,
} from '@cardroom/contract/console';
import type {
  AccessControlProvider,
  AuthProvider,
  DataProvider,
  HttpError,
  LogicalFilter,
  ResourceProps,
} from '@refinedev/core';
import { ConsoleError, call, setCsrfToken } from './api';

/**
 * Refine's providers over the console endpoints. The role matrix is read from the contract
 * (each endpoint's `access`), the same lists the server enforces, so the menu never offers a
 * page the server would refuse.
 */
let session: ConsoleSession | null = null;
export const currentSession = () => session;

function remember(s: ConsoleSession | null): void {
  session = s;
  setCsrfToken(s?.csrfToken ?? '');
}

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
      if (session) await call(consoleApi.consoleSignOut, {});
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
    return session?.operator ?? null;
  },
  async getPermissions() {
    return session?.operator.role ?? null;
  },
};

/** The console's pages, each with the endpoint whose roles decide who sees it. */
export const resources: ResourceProps[] = [
  // Menu order: the day's figures, players, money queues, marketing, content, then settings and audit.
  { name: 'dashboard', list: '/dashboard', meta: { label: 'Dashboard' } },
  { name: 'reports', list: '/reports', meta: { label: 'Reports' } },
  { name: 'players', list: '/players', show: '/players/:uid', meta: { label: 'Players' } },
  { name: 'withdrawals', list: '/withdrawals', meta: { label: 'Withdrawals' } },
  { name: 'deposits', list: '/deposits', meta: { label: 'Deposits' } },
  { name: 'heldReturns', list: '/held-returns', meta: { label: 'Held returns' } },
  { name: 'requests', list: '/requests', meta: { label: 'Requests' } },
  { name: 'promotions', list: '/promotions', meta: { label: 'Promotions' } },
  { name: 'inbox', list: '/inbox', meta: { label: 'Inbox' } },
  { name: 'feedback', list: '/feedback', meta: { label: 'Feedback' } },
  { name: 'faq', list: '/faq', meta: { label: 'FAQ' } },
  { name: 'banners', list: '/banners', meta: { label: 'Banners' } },
  { name: 'rollMessages', list: '/roll-messages', meta: { label: 'Roll messages' } },
  { name: 'serviceContacts', list: '/service-contacts', meta: { label: 'Service contacts' } },
  { name: 'settings', list: '/settings', meta: { label: 'Settings' } },
  { name: 'audit', list: '/audit', meta: { label: 'Audit log' } },
  { name: 'kyc', list: '/kyc', meta: { label: 'Identity checks' } },
];
const rolesOf = (e: { access: ConsoleAccess }): readonly OperatorRole[] =>
  e.access === 'signedOut' ? [] : e.access;
const pageAccess: Record<string, readonly OperatorRole[]> = {
  withdrawals: rolesOf(consoleApi.consoleWithdrawalsList),
  audit: rolesOf(consoleApi.consoleAuditList),
  players: rolesOf(consoleApi.consolePlayerSearch),
  dashboard: rolesOf(consoleApi.consoleDashboard),
  reports: rolesOf(consoleApi.consoleReport),
  deposits: rolesOf(consoleApi.consoleDepositsList),
  heldReturns: rolesOf(consoleApi.consoleHeldReturnsList),
  requests: rolesOf(consoleApi.consoleApprovalsList),
  // Support may message one player; broadcasts are owner and marketing (the page shows each).
  inbox: rolesOf(consoleApi.consoleInboxSendToPlayer),
  feedback: rolesOf(consoleApi.consoleFeedbackList),
  promotions: rolesOf(consoleApi.consolePromotionsList),
  // The server still decides per key (marketing: content settings only).
  settings: rolesOf(consoleApi.consoleSettingsList),
  banners: rolesOf(consoleApi.consoleSettingSave),
  rollMessages: rolesOf(consoleApi.consoleSettingSave),
  serviceContacts: rolesOf(consoleApi.consoleSettingSave),
  faq: rolesOf(consoleApi.consoleFaqList),
  kyc: rolesOf(consoleApi.consoleKycQueue),
};

/** Where a role lands after sign-in: the first menu page it may open (Refine's own redirect
 * ignores access control and would land support on a page it is refused). */
export function firstPageOf(role: OperatorRole | undefined): string {
  const page = resources.find((r) => role && pageAccess[r.name]?.includes(role));
  return typeof page?.list === 'string' ? page.list : '/welcome';
}

export const accessControlProvider: AccessControlProvider = {
  async can({ resource }) {
    const role = session?.operator.role;
    const allowed = resource ? pageAccess[resource] : undefined;
    return { can: Boolean(role && allowed?.includes(role)) };
  },
};

const filterValue = (filters: unknown, field: string): string | undefined => {
  const found = (filters as LogicalFilter[] | undefined)?.find((f) => f.field === field);
  return found?.value ? String(found.value) : undefined;
};

const actions = {
  approve: consoleApi.consoleWithdrawalApprove,
  reject: consoleApi.consoleWithdrawalReject,
  dashboard: consoleApi.consoleDashboard,
  depositMatch: consoleApi.consoleDepositMatch,
  depositReject: consoleApi.consoleDepositReject,
} as const;

export const dataProvider: DataProvider = {
  getApiUrl: () => '/console/api',
  async getList({ resource, pagination, filters }) {
    try {
      if (resource === 'withdrawals') {
        const r = await call(consoleApi.consoleWithdrawalsList, {});
        const data = r.orders.map((o) => ({ ...o, id: o.orderNo, currencySign: r.currencySign }));
        return { data: data as never[], total: data.length };
      }
      if (resource === 'audit') {
        const r = await call(consoleApi.consoleAuditList, {
          actor: filterValue(filters, 'actor'),
          action: filterValue(filters, 'action'),
          target: filterValue(filters, 'target'),
          from: filterValue(filters, 'from'),
          to: filterValue(filters, 'to'),
          page: pagination?.currentPage ?? 1,
          pageSize: pagination?.pageSize ?? 25,
        });
        return { data: r.rows as never[], total: r.total };
      }
      if (resource === 'deposits') {
        const r = await call(consoleApi.consoleDepositsList, {});
        const data = r.orders.map((o) => ({ ...o, id: o.orderNo, currencySign: r.currencySign }));
        return { data: data as never[], total: data.length };
      }
    } catch (err) {
      throw asHttpError(err);
    }
    throw { message: `unknown resource ${resource}`, statusCode: 404 } satisfies HttpError;
  },
  async custom({ url, payload }) {
    const endpoint = actions[url as keyof typeof actions];
    if (!endpoint) throw { message: `unknown action ${url}`, statusCode: 404 } satisfies HttpError;
    try {
      return { data: (await call(endpoint, payload as Record<string, unknown>)) as never };
    } catch (err) {
      throw asHttpError(err);
    }
  },
  getOne: () => Promise.reject(new Error('not used by the console yet')),
  create: () => Promise.reject(new Error('not used by the console yet')),
  update: () => Promise.reject(new Error('not used by the console yet')),
  deleteOne: () => Promise.reject(new Error('not used by the console yet')),
};

/** Minor units with the market's sign and separators: Rp 500.000,00 / ₹ 1,000.00. */
export const money = (sign: string, minor: number) =>
  `${sign} ${formatMinor(minor, sign === 'Rp' ? 'id-ID' : 'en-IN')}`;

/** The market of a console page, from the currency sign the server sends with its data. */
const marketOfSign = (sign: string): MarketCode => (sign === 'Rp' ? 'ID' : 'IN');

/** An amount as a console field shows it to edit: plain digits, the market's decimal mark. */
export function amountText(sign: string, minor: number): string {
  const whole = Math.floor(minor / 100);
  const cents = minor % 100;
  if (cents === 0) return String(whole);
  const mark = MARKET_MONEY_LANGUAGE[marketOfSign(sign)] === 'id' ? ',' : '.';
  return `${whole}${mark}${String(cents).padStart(2, '0')}`;
}

/**
 * Money an operator typed, read as the market writes money (the app's one reader, the one the
 * server checks an adjustment with): in Indonesia "15,50" is refused (rupiah are whole) rather than
 * read as 1,550, and "1,0,0" is refused rather than read as 100. The refusal says what was read.
 */
export function readAmount(
  sign: string,
  text: string,
  opts: MoneyInputOptions = {},
): { ok: true; minor: number } | { ok: false; error: string } {
  const market = marketOfSign(sign);
  const read = parseMoneyInput(text, market, MARKET_MONEY_LANGUAGE[market], opts);
  return read.ok ? read : { ok: false, error: amountProblemMessage(read, 'en') };
}
