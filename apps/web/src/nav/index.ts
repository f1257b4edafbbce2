import { useApp } from '../stores/app';
import { deposit, useDeposit } from '../stores/deposit';
import { appLocation } from './location';
import { createNav, type NavDriver } from './nav';

export {
  LocationProvider,
  memoryLocation,
  useLocation,
  useLocationSource,
  useSearchParams,
} from './location';

let driver: NavDriver | null = null;

/** Points navigation elsewhere than the browser's history: a test's recorder. */
export function bindNavDriver(d: NavDriver | null): void {
  driver = d;
}

export const nav = createNav({
  driver: {
    go: (url, opts) => (driver ?? appLocation()).go(url, opts),
    back: (delta) => (driver ?? appLocation()).back(delta),
    canGoBack: () => (driver ?? appLocation()).canGoBack(),
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
