import { lazy, Suspense } from 'react';
import { Icon, type IconName } from '../../components/Icon';
import { useTranslation } from '../../i18n';
import { go } from '../../nav';
import { editionIcon, editionTitleKey, PAGES, TAB_PAGES } from '../../nav/pages';
import { isPlay, useApp } from '../../stores/app';
import { isLoggedIn, useSession } from '../../stores/session';
import './TabBar.css';

// The unread badge and its polling load only once a player is signed in, so a visitor's first
// load does not carry them.
const TabBadge = lazy(() => import('./TabBadge'));

// A tab's icon; its test id is `tab-<icon>`.
const icons: Record<string, IconName> = {
  [PAGES.home.Home]: 'home',
  [PAGES.promo.Promo]: 'promo',
  [PAGES.vip.Vip]: 'vip',
  [PAGES.earn.Earn]: 'earn',
  [PAGES.account.Account]: 'account',
};

/** The five tabs of SPEC §2, in order; switching keeps the current page's query out. */
export function TabBar({ current }: { current: string }) {
  const { t } = useTranslation();
  const signedIn = useSession(isLoggedIn);
  const play = useApp(isPlay);
  return (
    <nav className="tabbar" aria-label={t('tab.label')}>
      {TAB_PAGES.map((p) => {
        const active = p.path === current;
        return (
          <a
            key={p.path}
            href={p.path}
            className={active ? 'tabbar-item is-active' : 'tabbar-item'}
            aria-current={active ? 'page' : undefined}
            data-testid={`tab-${icons[p.path]}`}
            onClick={(e) => {
              e.preventDefault();
              if (!active) go('switchTab', p.path);
            }}
          >
            <span className="tabbar-icon">
              <Icon name={editionIcon(icons[p.path] ?? 'home', play)} size={24} />
              {signedIn && p.path === PAGES.account.Account && (
                <Suspense fallback={null}>
                  <TabBadge />
                </Suspense>
              )}
            </span>
            <span className="tabbar-label">
              {t(`tab.${editionTitleKey(p.titleKey, play).slice(5)}`)}
            </span>
          </a>
        );
      })}
    </nav>
  );
}
