import { type AppConfig, MARKETS } from '@cardroom/contract';
import { create } from 'zustand';
import { pageMarket } from '../lib/market';

export const APP_ID = 621108;
export const APP_VERSION = '1.0.0';
export const APP_VERSION_CODE = 100;
export const DEFAULT_APP_NAME = 'Cardroom';

export interface AppState {
  appId: number;
  appVersion: string;
  currencySign: string;
  phoneNumberPrefix: string;
  inviteCode: string;
  h5No: string;
  adjustAdid: string;
  isNative: boolean;
  isCoat: boolean;
  appStatusBarHeight: number;
  showWithdraw: boolean;
  manualRechargeUrl: string;
  faqUrl: string;
  appConfig: AppConfig | null;
  auditStatus: number;
}

/** Launch parameters survive a reload of the same tab, but not a new visit. */
const LAUNCH_KEY = 'launch';
type Launch = Pick<AppState, 'inviteCode' | 'h5No' | 'isNative' | 'isCoat' | 'appStatusBarHeight'>;

function readLaunch(): Partial<Launch> {
  try {
    return JSON.parse(globalThis.sessionStorage?.getItem(LAUNCH_KEY) ?? '{}') as Partial<Launch>;
  } catch {
    return {};
  }
}

// The market the server wrote on the page, so money and phone prefix are right from the first paint.
const startMarket = MARKETS[pageMarket() ?? 'ID'];

export const useApp = create<AppState>(() => ({
  appId: APP_ID,
  appVersion: APP_VERSION,
  currencySign: startMarket.currencySign,
  phoneNumberPrefix: startMarket.phonePrefix,
  inviteCode: '',
  h5No: '',
  adjustAdid: '',
  isNative: false,
  isCoat: false,
  appStatusBarHeight: 0,
  showWithdraw: true,
  manualRechargeUrl: '',
  faqUrl: '',
  appConfig: null,
  auditStatus: 0,
  ...readLaunch(),
}));

const truthy = (v: string | null) => v !== null && v !== '' && v !== '0' && v !== 'false';

/**
 * Reads the launch query (SPEC §2). Only parameters present in the url overwrite the
 * stored ones, so the forward from / to Home does not wipe them.
 */
export function applyLaunchParams(search: string): void {
  const q = new URLSearchParams(search);
  const next: Partial<Launch> = {};
  const invite = q.get('invite_code');
  if (invite) next.inviteCode = invite.slice(0, 32);
  const h5 = q.get('h5no');
  if (h5) next.h5No = h5.slice(0, 64);
  if (q.has('isnative')) next.isNative = truthy(q.get('isnative'));
  if (q.has('isCoat')) next.isCoat = truthy(q.get('isCoat'));
  const bar = Number(q.get('statusbarheight'));
  if (q.has('statusbarheight') && Number.isFinite(bar) && bar >= 0) next.appStatusBarHeight = bar;
  if (Object.keys(next).length === 0) return;
  useApp.setState(next);
  const s = useApp.getState();
  try {
    globalThis.sessionStorage?.setItem(
      LAUNCH_KEY,
      JSON.stringify({
        inviteCode: s.inviteCode,
        h5No: s.h5No,
        isNative: s.isNative,
        isCoat: s.isCoat,
        appStatusBarHeight: s.appStatusBarHeight,
      }),
    );
  } catch {
    // Blocked storage: params still apply for this page view.
  }
}

const isObj = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;

/**
 * Checks the contract's AppConfig shape by hand: the browser bundle carries no zod (see
 * build/zod-inert.ts), and this is the only answer the web app inspects field by field.
 */
export function readAppConfig(v: unknown): AppConfig | null {
  if (!isObj(v)) return null;
  const str = (k: string) => (typeof v[k] === 'string' ? (v[k] as string) : null);
  const market = v.market === 'IN' || v.market === 'ID' ? v.market : null;
  const fields = {
    manual_recharge_url: str('manual_recharge_url'),
    faq_url: str('faq_url'),
    currency_sign: str('currency_sign'),
    phone_prefix: str('phone_prefix'),
    app_name: str('app_name'),
  };
  if (market === null || Object.values(fields).some((f) => f === null)) return null;
  return {
    manual_recharge_url: fields.manual_recharge_url ?? '',
    faq_url: fields.faq_url ?? '',
    currency_sign: fields.currency_sign ?? '',
    phone_prefix: fields.phone_prefix ?? '',
    app_name: fields.app_name ?? '',
    market,
    sandbox: v.sandbox === true,
    // An older server without the field runs the real-money edition.
    edition: v.edition === 'play' ? 'play' : 'real',
    // GameWeb frames only these; an older server without the field allows no frame.
    game_origins: Array.isArray(v.game_origins)
      ? v.game_origins.filter((o): o is string => typeof o === 'string')
      : [],
  };
}

/** gconfig's `config` is JSON text; a broken or partial one keeps the market defaults. */
export function applyGconfig(configText: string, auditStatus: number): void {
  let parsed: unknown;
  try {
    parsed = JSON.parse(configText);
  } catch {
    return;
  }
  const c = readAppConfig(parsed);
  if (!c) return;
  useApp.setState({
    appConfig: c,
    auditStatus,
    currencySign: c.currency_sign,
    phoneNumberPrefix: c.phone_prefix,
    manualRechargeUrl: c.manual_recharge_url,
    faqUrl: c.faq_url,
    // The play-money edition has no withdrawal (nor deposit): SPEC.md §3's switch turns it off.
    showWithdraw: c.edition !== 'play',
  });
}

/** The play-money edition (EDITION=play): coins with no cash value, no deposit or withdrawal. */
export function isPlay(s: Pick<AppState, 'appConfig'>): boolean {
  return s.appConfig?.edition === 'play';
}

export function appName(s: Pick<AppState, 'appConfig'>): string {
  return s.appConfig?.app_name || DEFAULT_APP_NAME;
}

export function marketOf(s: Pick<AppState, 'appConfig' | 'phoneNumberPrefix'>) {
  if (s.appConfig) return MARKETS[s.appConfig.market];
  return s.phoneNumberPrefix === MARKETS.IN.phonePrefix ? MARKETS.IN : MARKETS.ID;
}
