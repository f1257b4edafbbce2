import { useApp } from '../stores/app';
import { deposit, useDeposit } from '../stores/deposit';
import { createNav, type NavDriver } from './nav';

let driver: NavDriver | null = null;

/** The router registers itself at start; until then navigation falls back to full page loads. */
export function bindNavDriver(d: NavDriver): void {
  driver = d;
}

const fallbackDriver: NavDriver = {
  go: (url, { replace }) => {
    if (replace) window.location.replace(url);
    else window.location.assign(url);
  },
  back: (delta) => window.history.go(-delta),
  canGoBack: () => false,
};

export const nav = createNav({
  driver: {
    go: (url, opts) => (driver ?? fallbackDriver).go(url, opts),
    back: (delta) => (driver ?? fallbackDriver).back(delta),
    canGoBack: () => (driver ?? fallbackDriver).canGoBack(),
  },
  guard: () => ({
    phoneNumberPrefix: useApp.getState().phoneNumberPrefix,
    rechargeOpen: useDeposit.getState().chargeInfo.rechargeOpen,
  }),
  onDepositBlocked: () => deposit.showClosePopup(true),
});

/** For taps: a refused navigation is a programming error, so it is logged rather than shown. */
export function go(kind: 'navigateTo' | 'redirectTo' | 'reLaunch' | 'switchTab', url: string) {
  nav[kind](url).catch((err: unknown) => console.error(err));
}
