import type { MarketCode } from '@cardroom/contract';
import type { IconName } from '../components/Icon';

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

/**
 * Every page path of SPEC.md §2 by its area and page name, as the path spells them:
 * `PAGES.wallet.Deposit` is '/pages/wallet/Deposit'. Code names a page through this map, never a string.
 */
/** The last segment of a path: the page's name. */
type NameOf<P extends string> = P extends `${string}/${infer R}` ? NameOf<R> : P;

/** One area's pages by name: area('account', ['Profile/Profile']).Profile is '/pages/account/Profile/Profile'. */
function area<const A extends string, const P extends string>(
  name: A,
  pages: readonly P[],
): { readonly [K in P as NameOf<K>]: `/pages/${A}/${K}` } {
  // Built at load from the names: the first-load script carries each path once, not twice.
  return Object.fromEntries(
    pages.map((p) => [p.slice(p.lastIndexOf('/') + 1), `/pages/${name}/${p}`]),
  ) as { readonly [K in P as NameOf<K>]: `/pages/${A}/${K}` };
}

export const PAGES = {
  home: area('home', ['Home']),
  promo: area('promo', [
    'Promo',
    'FirstDeposit/FirstDeposit',
    'SignupBonus',
    'Jili',
    'InvitationalRanks',
    'Ranking/Ranking',
    'RebatePromo/RebatePromo',
    'CashbackRecord/CashbackRecord',
    'Signin/Signin',
  ]),
  vip: area('vip', ['Vip']),
  earn: area('earn', ['Earn']),
  mail: area('mail', ['Mail']),
  Login: area('Login', ['Login', 'LoginV2', 'Register', 'ForgetPassword']),
  search: area('search', ['Search', 'SearchResult']),
  wallet: area('wallet', [
    'Deposit',
    'DepositHistory',
    'DepositOrderDetail',
    'DepositImpsDetail',
    'DepositUpiDetail',
    'Withdraw',
    'WithdrawHistory',
    'WithdrawWait',
    'TransferInstructions',
    'SelfUtrInfo',
  ]),
  // Issue 39: a live table (?table=<id>) and the live tables' public fairness page.
  webview: area('webview', ['GameWeb', 'LiveTable', 'LiveFairness']),
  account: area('account', [
    'Account',
    'Profile/Profile',
    'components/EditProfile/EditProfile',
    'GameRecords/GameRecords',
    'BalanceRecords/BalanceRecords',
    'FeedBack/FeedBack',
    'BankCard/BankCard',
    'BankCard/BankCardList',
    'WithdrawalPassword/WithdrawalPassword',
    'PhoneBinding/PhoneBinding',
    'Language',
    // SPEC.md §2 names the FAQ and FAQ Info screens but not their paths: these are ours.
    'FAQ/FAQ',
    'FAQ/FAQInfo',
    'Safety',
    // Issue 14: the player's statement (net deposits and game result for a period).
    'Statement',
    // Safer play (issue 14): reached from the Safety hub page.
    'Safety/Break',
    'Safety/RealityCheck',
  ]),
};

export const HOME = PAGES.home.Home;
export const LOGIN = PAGES.Login.Login;
export const DEPOSIT = PAGES.wallet.Deposit;
export const ACCOUNT = PAGES.account.Account;
export const ENTRY = '/';
export const ENTRY_ALIAS = '/pages/index/index';

/**
 * Pages about real money (deposit, withdrawal, bank account, withdraw password): the
 * play-money edition does not have them (router: not found; menus and buttons leave them out).
 */
export function isMoneyPage(path: string): boolean {
  return (
    path.startsWith('/pages/wallet/') ||
    path.startsWith('/pages/account/BankCard/') ||
    path.startsWith('/pages/account/WithdrawalPassword/') ||
    path === PAGES.account.Statement
  );
}

/**
 * A page every visitor may see: no sign-in, no one market, no money (the play-money edition has
 * none). Its module may start downloading before the router decides (`preloadFirstPage`).
 */
export function isOpenPage(meta: PageMeta): boolean {
  return !meta.auth && !meta.market && !isMoneyPage(meta.path);
}

/** A page's title key by its name: '/pages/wallet/DepositHistory' is 'page.depositHistory'. */
function titleOf(path: string): string {
  const name = path.slice(path.lastIndexOf('/') + 1);
  return `page.${name[0]?.toLowerCase()}${name.slice(1)}`;
}

const page = (layout: PageLayout, path: string, auth = false, titleKey = titleOf(path)) =>
  ({ path, titleKey, layout, auth }) satisfies PageMeta;
const sub = (path: string, auth = false, titleKey?: string) => page('sub', path, auth, titleKey);

export const TAB_PAGES: readonly PageMeta[] = [
  page('tab', HOME),
  page('tab', PAGES.promo.Promo),
  page('tab', PAGES.vip.Vip),
  page('tab', PAGES.earn.Earn),
  page('tab', ACCOUNT),
];

/** Sign-in pages: a signed-in player is sent on from them (SPEC §4: already logged in). */
export const LOGIN_AREA: readonly string[] = Object.values(PAGES.Login);

export const OTHER_PAGES: readonly PageMeta[] = [
  ...LOGIN_AREA.map((path) => page('bare', path)),
  sub(PAGES.mail.Mail, true),
  sub(PAGES.search.Search),
  sub(PAGES.search.SearchResult),
  sub(DEPOSIT, true),
  sub(PAGES.wallet.DepositHistory, true),
  sub(PAGES.wallet.DepositOrderDetail, true),
  { ...sub(PAGES.wallet.DepositImpsDetail, true), market: 'IN' },
  { ...sub(PAGES.wallet.DepositUpiDetail, true), market: 'IN' },
  sub(PAGES.wallet.Withdraw, true),
  sub(PAGES.wallet.WithdrawHistory, true),
  sub(PAGES.wallet.WithdrawWait, true),
  {
    ...sub(PAGES.wallet.TransferInstructions, true),
    market: 'IN',
  },
  { ...sub(PAGES.wallet.SelfUtrInfo, true), market: 'IN' },
  sub(PAGES.webview.GameWeb, true),
  sub(PAGES.webview.LiveTable, true),
  sub(PAGES.webview.LiveFairness),
  sub(PAGES.account.Profile, true),
  sub(PAGES.account.EditProfile, true),
  sub(PAGES.account.GameRecords, true),
  sub(PAGES.account.BalanceRecords, true),
  sub(PAGES.account.FeedBack, true, 'page.feedback'),
  sub(PAGES.account.BankCard, true),
  sub(PAGES.account.BankCardList, true, 'page.bankCard'),
  sub(PAGES.account.WithdrawalPassword, true),
  sub(PAGES.account.PhoneBinding, true),
  sub(PAGES.account.Language),
  sub(PAGES.account.FAQ, false, 'page.faq'),
  sub(PAGES.account.FAQInfo, false, 'page.faqInfo'),
  sub(PAGES.promo.FirstDeposit),
  sub(PAGES.promo.SignupBonus, true),
  sub(PAGES.promo.Jili),
  sub(PAGES.promo.InvitationalRanks),
  sub(PAGES.promo.Ranking),
  sub(PAGES.promo.RebatePromo),
  sub(PAGES.promo.CashbackRecord, true),
  sub(PAGES.promo.Signin, true),
  sub(PAGES.account.Safety, true),
  sub(PAGES.account.Statement, true),
  sub(PAGES.account.Break, true, 'page.safetyBreak'),
  sub(PAGES.account.RealityCheck, true, 'page.realityCheck'),
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

/**
 * The title key as the edition has it: the play-money edition pays coins with no cash value, so
 * its Earn tab and page are not called "Earn Money" there.
 */
export function editionTitleKey(titleKey: string, play: boolean): string {
  return play && titleKey === 'page.earn' ? 'page.earnPlay' : titleKey;
}

/** A tab's icon as the edition has it: the Earn tab's coin sign is a stack of coins in play. */
export function editionIcon(icon: IconName, play: boolean): IconName {
  return play && icon === 'earn' ? 'coins' : icon;
}
