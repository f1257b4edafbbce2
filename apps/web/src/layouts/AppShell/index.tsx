import { type CSSProperties, lazy, type ReactNode, Suspense, useEffect } from 'react';
import { Indicator } from '../../components/Indicator';
import { useMarket } from '../../hooks/useLocale';
import { useServerSync } from '../../hooks/useServerSync';
import { useTranslation } from '../../i18n';
import { useLocation } from '../../nav';
import { editionTitleKey, findMarketPage, LOGIN_AREA } from '../../nav/pages';
import { forgetReturn } from '../../nav/returnTo';
import { appName, isPlay, useApp } from '../../stores/app';
import { keptFor, useCredentials } from '../../stores/credentials';
import { useDeposit } from '../../stores/deposit';
import { isLoggedIn, useSession } from '../../stores/session';
import { MobileHeader, SubHeader } from '../Header';
import { ServiceButton } from '../ServiceButton';
import { TabBar } from '../TabBar';
import './AppShell.css';

// Sheets most visits never show load when they are needed, not with the first screen
// (Home's first load has a 130 KB script budget).
const AdultConfirm = lazy(() =>
  import('../../features/auth').then((m) => ({ default: m.AdultConfirm })),
);
const OneClickDialog = lazy(() =>
  import('../../features/auth').then((m) => ({ default: m.OneClickDialog })),
);
const DepositClosePopup = lazy(() =>
  import('../../components/DepositClosePopup').then((m) => ({ default: m.DepositClosePopup })),
);

/**
 * The common layout around every page: it picks the mobile (tab) or sub layout from the
 * page table, owns the title and the one indicator; the headers hold the service button (the
 * sign-in pages, without a header, get it in their hero's corner).
 */
export function AppShell({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const name = useApp(appName);
  const statusBar = useApp((s) => s.appStatusBarHeight);
  const market = useMarket();
  const meta = findMarketPage(pathname, market.code);
  const layout = meta?.layout ?? 'sub';
  const play = useApp(isPlay);
  const title = meta ? t(editionTitleKey(meta.titleKey, play)) : t('page.notFound');

  useServerSync();

  // A visitor who leaves the sign-in pages for a page they may see has given up on the page
  // that sent them there: a later sign-in goes Home, not back to it.
  const signedIn = useSession(isLoggedIn);
  const adultToConfirm = useSession((s) => isLoggedIn(s) && s.userInfo?.adultConfirmed === false);
  // One-click sign-up's password, shown again after a reload until the player saved it.
  const uid = useSession((s) => (isLoggedIn(s) ? s.uid : ''));
  const credentialsToKeep = keptFor(
    useCredentials((s) => s.kept),
    uid,
  );
  const depositClosed = useDeposit((s) => s.showDepositClosePopup);
  const waitingToSignIn = !signedIn && meta?.auth === true;
  const inLoginArea = meta !== undefined && LOGIN_AREA.includes(meta.path);
  useEffect(() => {
    if (!inLoginArea && !waitingToSignIn) forgetReturn();
  }, [inLoginArea, waitingToSignIn]);

  useEffect(() => {
    document.title = `${name} - ${title}`;
  }, [name, title]);

  const style = { '--app-status-bar': `${statusBar}px` } as CSSProperties;

  return (
    <div className={`shell layout-${layout}`} style={style}>
      {layout === 'tab' && <MobileHeader title={name} />}
      {layout === 'sub' && <SubHeader title={title} />}
      <main className="shell-main">{children}</main>
      {layout === 'tab' && meta && <TabBar current={meta.path} />}
      {layout === 'bare' && <ServiceButton className="is-bare" />}
      <Indicator />
      <Suspense fallback={null}>
        {depositClosed && <DepositClosePopup />}
        {adultToConfirm && <AdultConfirm />}
        {credentialsToKeep && <OneClickDialog />}
      </Suspense>
    </div>
  );
}
