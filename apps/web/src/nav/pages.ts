import type { MarketCode } from '@cardroom/contract';

/**
 * Every page of SPEC.md §2 with what the shell needs to know about it. The router and the
 * nav module both read this table so "does the page exist" and "is it a tab" never disagree.
 */
export type PageLayout = 'tab' | 'sub' | 'bare';

export interface PageMeta {
  path: string;
  /** i18n key of the page title (document title and sub-page header). */
  titleKey: string;
  layout: PageLayout;
  /** Signed-out visitors are sent to Login. */
  auth?: boolean;
  /** Only this market has the page (UPI/IMPS and UTR are Indian); elsewhere it is not found. */
  market?: MarketCode;
}

export const HOME = '/pages/home/Home';
export const LOGIN = '/pages/Login/Login';
export const DEPOSIT = '/pages/wallet/Deposit';
export const ACCOUNT = '/pages/account/Account';
export const ENTRY = '/';
export const ENTRY_ALIAS = '/pages/index/index';

export const TAB_PAGES: readonly PageMeta[] = [
  { path: HOME, titleKey: 'page.home', layout: 'tab' },
  { path: '/pages/promo/Promo', titleKey: 'page.promo', layout: 'tab' },
  { path: '/pages/vip/Vip', titleKey: 'page.vip', layout: 'tab' },
  { path: '/pages/earn/Earn', titleKey: 'page.earn', layout: 'tab' },
  { path: ACCOUNT, titleKey: 'page.account', layout: 'tab' },
];

const sub = (path: string, titleKey: string, auth = false): PageMeta => ({
  path,
  titleKey,
  layout: 'sub',
  auth,
});

export const OTHER_PAGES: readonly PageMeta[] = [
  { path: LOGIN, titleKey: 'page.login', layout: 'bare' },
  { path: '/pages/Login/LoginV2', titleKey: 'page.loginV2', layout: 'bare' },
  { path: '/pages/Login/Register', titleKey: 'page.register', layout: 'bare' },
  { path: '/pages/Login/ForgetPassword', titleKey: 'page.forgetPassword', layout: 'bare' },
  sub('/pages/mail/Mail', 'page.mail', true),
  sub('/pages/search/Search', 'page.search'),
  sub('/pages/search/SearchResult', 'page.searchResult'),
  sub(DEPOSIT, 'page.deposit', true),
  sub('/pages/wallet/DepositHistory', 'page.depositHistory', true),
  sub('/pages/wallet/DepositOrderDetail', 'page.depositOrderDetail', true),
  { ...sub('/pages/wallet/DepositImpsDetail', 'page.depositImpsDetail', true), market: 'IN' },
  { ...sub('/pages/wallet/DepositUpiDetail', 'page.depositUpiDetail', true), market: 'IN' },
  sub('/pages/wallet/Withdraw', 'page.withdraw', true),
  sub('/pages/wallet/WithdrawHistory', 'page.withdrawHistory', true),
  sub('/pages/wallet/WithdrawWait', 'page.withdrawWait', true),
  {
    ...sub('/pages/wallet/TransferInstructions', 'page.transferInstructions', true),
    market: 'IN',
  },
  { ...sub('/pages/wallet/SelfUtrInfo', 'page.selfUtrInfo', true), market: 'IN' },
  sub('/pages/webview/GameWeb', 'page.gameWeb', true),
  sub('/pages/account/Profile/Profile', 'page.profile', true),
  sub('/pages/account/components/EditProfile/EditProfile', 'page.editProfile', true),
  sub('/pages/account/GameRecords/GameRecords', 'page.gameRecords', true),
  sub('/pages/account/BalanceRecords/BalanceRecords', 'page.balanceRecords', true),
  sub('/pages/account/FeedBack/FeedBack', 'page.feedback', true),
  sub('/pages/account/BankCard/BankCard', 'page.bankCard', true),
  sub('/pages/account/BankCard/BankCardList', 'page.bankCard', true),
  sub('/pages/account/WithdrawalPassword/WithdrawalPassword', 'page.withdrawalPassword', true),
  sub('/pages/account/PhoneBinding/PhoneBinding', 'page.phoneBinding', true),
  sub('/pages/account/Language', 'page.language'),
  sub('/pages/promo/FirstDeposit/FirstDeposit', 'page.firstDeposit'),
  sub('/pages/promo/SignupBonus', 'page.signupBonus', true),
  sub('/pages/promo/Jili', 'page.jili'),
  sub('/pages/promo/InvitationalRanks', 'page.invitationalRanks'),
  sub('/pages/promo/Ranking/Ranking', 'page.ranking'),
  sub('/pages/promo/RebatePromo/RebatePromo', 'page.rebatePromo'),
  sub('/pages/promo/CashbackRecord/CashbackRecord', 'page.cashbackRecord', true),
  sub('/pages/promo/Signin/Signin', 'page.signin', true),
];

/** Sign-in pages: a signed-in player is sent on from them (SPEC §4: already logged in). */
export const LOGIN_AREA: readonly string[] = [
  LOGIN,
  '/pages/Login/LoginV2',
  '/pages/Login/Register',
  '/pages/Login/ForgetPassword',
];

export const ALL_PAGES: readonly PageMeta[] = [...TAB_PAGES, ...OTHER_PAGES];

const byPath = new Map(ALL_PAGES.map((p) => [p.path, p]));

/** Strips query and hash, and a trailing slash, so "/pages/home/Home/?a=1" matches its page. */
export function pathOf(url: string): string {
  const bare = url.split(/[?#]/)[0] ?? '';
  return bare.length > 1 ? bare.replace(/\/+$/, '') : bare;
}

export function findPage(url: string): PageMeta | undefined {
  return byPath.get(pathOf(url));
}

/** The page as this market has it: a page of another market is not found here. */
export function findMarketPage(url: string, market: MarketCode): PageMeta | undefined {
  const page = findPage(url);
  return page && (!page.market || page.market === market) ? page : undefined;
}

export function isTabPage(url: string): boolean {
  return findPage(url)?.layout === 'tab';
}

/** The launch entry is a real route but not a page of its own: it forwards to Home. */
export function isEntry(url: string): boolean {
  const p = pathOf(url);
  return p === ENTRY || p === '' || p === ENTRY_ALIAS;
}
