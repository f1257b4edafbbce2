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

/** Every page path of SPEC.md §2 by area and name: `PAGES.wallet.deposit`, never a string. */
export const PAGES = {
  home: '/pages/home/Home',
  promo: {
    promo: '/pages/promo/Promo',
    firstDeposit: '/pages/promo/FirstDeposit/FirstDeposit',
    signupBonus: '/pages/promo/SignupBonus',
    jili: '/pages/promo/Jili',
    invitationalRanks: '/pages/promo/InvitationalRanks',
    ranking: '/pages/promo/Ranking/Ranking',
    rebatePromo: '/pages/promo/RebatePromo/RebatePromo',
    cashbackRecord: '/pages/promo/CashbackRecord/CashbackRecord',
    signin: '/pages/promo/Signin/Signin',
  },
  vip: '/pages/vip/Vip',
  earn: '/pages/earn/Earn',
  mail: '/pages/mail/Mail',
  login: {
    login: '/pages/Login/Login',
    loginV2: '/pages/Login/LoginV2',
    register: '/pages/Login/Register',
    forgetPassword: '/pages/Login/ForgetPassword',
  },
  search: {
    search: '/pages/search/Search',
    searchResult: '/pages/search/SearchResult',
  },
  wallet: {
    deposit: '/pages/wallet/Deposit',
    depositHistory: '/pages/wallet/DepositHistory',
    depositOrderDetail: '/pages/wallet/DepositOrderDetail',
    depositImpsDetail: '/pages/wallet/DepositImpsDetail',
    depositUpiDetail: '/pages/wallet/DepositUpiDetail',
    withdraw: '/pages/wallet/Withdraw',
    withdrawHistory: '/pages/wallet/WithdrawHistory',
    withdrawWait: '/pages/wallet/WithdrawWait',
    transferInstructions: '/pages/wallet/TransferInstructions',
    selfUtrInfo: '/pages/wallet/SelfUtrInfo',
  },
  webview: {
    gameWeb: '/pages/webview/GameWeb',
  },
  account: {
    account: '/pages/account/Account',
    profile: '/pages/account/Profile/Profile',
    editProfile: '/pages/account/components/EditProfile/EditProfile',
    gameRecords: '/pages/account/GameRecords/GameRecords',
    balanceRecords: '/pages/account/BalanceRecords/BalanceRecords',
    feedback: '/pages/account/FeedBack/FeedBack',
    bankCard: '/pages/account/BankCard/BankCard',
    bankCardList: '/pages/account/BankCard/BankCardList',
    withdrawalPassword: '/pages/account/WithdrawalPassword/WithdrawalPassword',
    phoneBinding: '/pages/account/PhoneBinding/PhoneBinding',
    language: '/pages/account/Language',
  },
} as const;

export const HOME = PAGES.home;
export const LOGIN = PAGES.login.login;
export const DEPOSIT = PAGES.wallet.deposit;
export const ACCOUNT = PAGES.account.account;
export const ENTRY = '/';
export const ENTRY_ALIAS = '/pages/index/index';

export const TAB_PAGES: readonly PageMeta[] = [
  { path: HOME, titleKey: 'page.home', layout: 'tab' },
  { path: PAGES.promo.promo, titleKey: 'page.promo', layout: 'tab' },
  { path: PAGES.vip, titleKey: 'page.vip', layout: 'tab' },
  { path: PAGES.earn, titleKey: 'page.earn', layout: 'tab' },
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
  { path: PAGES.login.loginV2, titleKey: 'page.loginV2', layout: 'bare' },
  { path: PAGES.login.register, titleKey: 'page.register', layout: 'bare' },
  { path: PAGES.login.forgetPassword, titleKey: 'page.forgetPassword', layout: 'bare' },
  sub(PAGES.mail, 'page.mail', true),
  sub(PAGES.search.search, 'page.search'),
  sub(PAGES.search.searchResult, 'page.searchResult'),
  sub(DEPOSIT, 'page.deposit', true),
  sub(PAGES.wallet.depositHistory, 'page.depositHistory', true),
  sub(PAGES.wallet.depositOrderDetail, 'page.depositOrderDetail', true),
  { ...sub(PAGES.wallet.depositImpsDetail, 'page.depositImpsDetail', true), market: 'IN' },
  { ...sub(PAGES.wallet.depositUpiDetail, 'page.depositUpiDetail', true), market: 'IN' },
  sub(PAGES.wallet.withdraw, 'page.withdraw', true),
  sub(PAGES.wallet.withdrawHistory, 'page.withdrawHistory', true),
  sub(PAGES.wallet.withdrawWait, 'page.withdrawWait', true),
  {
    ...sub(PAGES.wallet.transferInstructions, 'page.transferInstructions', true),
    market: 'IN',
  },
  { ...sub(PAGES.wallet.selfUtrInfo, 'page.selfUtrInfo', true), market: 'IN' },
  sub(PAGES.webview.gameWeb, 'page.gameWeb', true),
  sub(PAGES.account.profile, 'page.profile', true),
  sub(PAGES.account.editProfile, 'page.editProfile', true),
  sub(PAGES.account.gameRecords, 'page.gameRecords', true),
  sub(PAGES.account.balanceRecords, 'page.balanceRecords', true),
  sub(PAGES.account.feedback, 'page.feedback', true),
  sub(PAGES.account.bankCard, 'page.bankCard', true),
  sub(PAGES.account.bankCardList, 'page.bankCard', true),
  sub(PAGES.account.withdrawalPassword, 'page.withdrawalPassword', true),
  sub(PAGES.account.phoneBinding, 'page.phoneBinding', true),
  sub(PAGES.account.language, 'page.language'),
  sub(PAGES.promo.firstDeposit, 'page.firstDeposit'),
  sub(PAGES.promo.signupBonus, 'page.signupBonus', true),
  sub(PAGES.promo.jili, 'page.jili'),
  sub(PAGES.promo.invitationalRanks, 'page.invitationalRanks'),
  sub(PAGES.promo.ranking, 'page.ranking'),
  sub(PAGES.promo.rebatePromo, 'page.rebatePromo'),
  sub(PAGES.promo.cashbackRecord, 'page.cashbackRecord', true),
  sub(PAGES.promo.signin, 'page.signin', true),
];

/** Sign-in pages: a signed-in player is sent on from them (SPEC §4: already logged in). */
export const LOGIN_AREA: readonly string[] = [
  LOGIN,
  PAGES.login.loginV2,
  PAGES.login.register,
  PAGES.login.forgetPassword,
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
