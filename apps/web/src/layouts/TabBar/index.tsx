import { useTranslation } from 'react-i18next';
import { Icon, type IconName } from '../../components/Icon';
import { go } from '../../nav';
import { PAGES, TAB_PAGES } from '../../nav/pages';
import './TabBar.css';

const icons: Record<string, IconName> = {
  [PAGES.home]: 'home',
  [PAGES.promo.promo]: 'promo',
  [PAGES.vip]: 'vip',
  [PAGES.earn]: 'earn',
  [PAGES.account.account]: 'account',
};

const testIds: Record<string, string> = {
  [PAGES.home]: 'tab-home',
  [PAGES.promo.promo]: 'tab-promo',
  [PAGES.vip]: 'tab-vip',
  [PAGES.earn]: 'tab-earn',
  [PAGES.account.account]: 'tab-account',
};

/** The five tabs of SPEC §2, in order; switching keeps the current page's query out. */
export function TabBar({ current }: { current: string }) {
  const { t } = useTranslation();
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
            data-testid={testIds[p.path]}
            onClick={(e) => {
              e.preventDefault();
              if (!active) go('switchTab', p.path);
            }}
          >
            <Icon name={icons[p.path] ?? 'home'} size={24} />
            <span>{t(`tab.${p.titleKey.slice(5)}`)}</span>
          </a>
        );
      })}
    </nav>
  );
}
