import { lazy, Suspense, useState } from 'react';
import { logout } from '../../../api/logout';
import { Avatar } from '../../../components/Avatar';
import { CoinsLabel } from '../../../components/CoinsLabel';
import { Icon, type IconName } from '../../../components/Icon';
import { Sheet } from '../../../components/Sheet';
import { UnreadBadge, useMailUnread } from '../../../components/UnreadBadge';
import { useMoney } from '../../../hooks/useMoney';
import { useTranslation } from '../../../i18n';
import { copyText } from '../../../lib/copy';
import { faqEntry } from '../../../lib/faq';
import { go } from '../../../nav';
import { openLink } from '../../../nav/open';
import { LOGIN, PAGES } from '../../../nav/pages';
import { isPlay, useApp } from '../../../stores/app';
import { currentVipLevel, isLoggedIn, useSession } from '../../../stores/session';
import '../../../components/Menu/menu.css';
import './Account.css';

// The account feature and the form kit are not needed to show the account, only once the
// player opens this sheet (the page's first load stays as light as the tab needs).
const ChangePassword = lazy(async () => ({
  default: (await import('../../../features/account')).ChangePassword,
}));

interface MenuItem {
  id: string;
  icon: IconName;
  labelKey: string;
  path?: string;
  action?: () => void;
  /** An unread count shown before the chevron. */
  badge?: number;
  /** What the row holds, shown before the chevron (the bound phone, masked). */
  value?: string;
}

function Menu({ items }: { items: MenuItem[] }) {
  const { t } = useTranslation();
  return (
    <ul className="menu card">
      {items.map((m) => (
        <li key={m.id}>
          <button
            type="button"
            className="menu-item"
            data-testid={`account-menu-${m.id}`}
            onClick={() => {
              if (m.action) m.action();
              else if (m.path) go('navigateTo', m.path);
            }}
          >
            <span className="menu-icon">
              <Icon name={m.icon} size={20} />
            </span>
            <span className="menu-label">{t(m.labelKey)}</span>
            {m.value ? (
              <span className="menu-value" data-testid={`account-menu-${m.id}-value`}>
                {m.value}
              </span>
            ) : null}
            {m.badge ? (
              <UnreadBadge
                count={m.badge}
                label={t('tab.unread', { count: m.badge })}
                testId={`account-menu-${m.id}-badge`}
              />
            ) : null}
            <Icon name="chevron" size={18} />
          </button>
        </li>
      ))}
    </ul>
  );
}

export default function Account() {
  const { t } = useTranslation();
  const money = useMoney();
  const signedIn = useSession(isLoggedIn);
  const user = useSession((s) => s.userInfo);
  const uid = useSession((s) => s.uid);
  const vipLevel = useSession(currentVipLevel);
  const prefix = useApp((s) => s.phoneNumberPrefix);
  const faqUrl = useApp((s) => s.faqUrl);
  const showWithdraw = useApp((s) => s.showWithdraw);
  const play = useApp(isPlay);
  const unread = useMailUnread();
  const [changing, setChanging] = useState(false);
  const [leaving, setLeaving] = useState(false);

  const language: MenuItem = {
    id: 'language',
    icon: 'globe',
    labelKey: 'page.language',
    path: PAGES.account.Language,
  };

  // The operator's own FAQ site when the app config names one (SPEC §3 faq_url), else ours.
  const entry = faqEntry(faqUrl);
  const faq: MenuItem = {
    id: 'faq',
    icon: 'list',
    labelKey: 'page.faq',
    action: () => (entry.kind === 'url' ? openLink(entry.url) : go('navigateTo', entry.path)),
  };

  if (!signedIn) {
    return (
      <div className="account">
        <section className="account-head is-guest">
          <Avatar size={64} />
          <div className="account-id">
            <p className="account-name">{t('account.guestTitle')}</p>
            <p className="account-sub">{t('account.guestText')}</p>
          </div>
        </section>
        <button
          type="button"
          className="btn btn-primary btn-block"
          data-testid="account-login"
          onClick={() => go('navigateTo', LOGIN)}
        >
          {t('home.signIn')}
        </button>
        <Menu items={[language, faq]} />
      </div>
    );
  }

  // Bank account and withdraw password exist only where money can leave (not in EDITION=play).
  const moneyRows: MenuItem[] = showWithdraw
    ? [
        {
          id: 'bank-card',
          icon: 'card',
          labelKey: 'page.bankCard',
          path: PAGES.account.BankCardList,
        },
        {
          id: 'withdrawal-password',
          icon: 'lock',
          labelKey: 'page.withdrawalPassword',
          path: PAGES.account.WithdrawalPassword,
        },
      ]
    : [];
  const items: MenuItem[] = [
    {
      id: 'inbox',
      icon: 'speaker',
      labelKey: 'page.mail',
      path: PAGES.mail.Mail,
      badge: unread,
    },
    {
      id: 'profile',
      icon: 'user',
      labelKey: 'page.profile',
      path: PAGES.account.Profile,
    },
    {
      id: 'balance-records',
      icon: 'list',
      labelKey: 'page.balanceRecords',
      path: PAGES.account.BalanceRecords,
    },
    {
      id: 'game-records',
      icon: 'dice',
      labelKey: 'page.gameRecords',
      path: PAGES.account.GameRecords,
    },
    ...moneyRows,
    {
      id: 'phone-binding',
      icon: 'phone',
      // Bound: the row is the number (masked), not an offer to bind one (issue 33).
      labelKey: user?.hasMobile ? 'account.phoneNumber' : 'page.phoneBinding',
      ...(user?.hasMobile ? { value: `${user.phonePrefix} ${user.mobile}` } : {}),
      path: PAGES.account.PhoneBinding,
    },
    {
      id: 'change-password',
      icon: 'key',
      labelKey: 'account.changePassword',
      action: () => setChanging(true),
    },
    language,
    {
      id: 'feedback',
      icon: 'chat',
      labelKey: 'page.feedback',
      path: PAGES.account.FeedBack,
    },
    faq,
    // Safer play (issue 14): limits in real money; breaks and reality checks in both editions.
    {
      id: 'safety',
      icon: 'lock',
      labelKey: 'page.safety',
      path: PAGES.account.Safety,
    },
    // The statement is of real money: not in the play-money edition.
    ...(showWithdraw
      ? [
          {
            id: 'statement',
            icon: 'list',
            labelKey: 'page.statement',
            path: PAGES.account.Statement,
          } satisfies MenuItem,
        ]
      : []),
  ];

  return (
    <div className="account">
      <section className="account-head">
        <Avatar avatar={user?.avatar} name={user?.nickname} size={64} />
        <div className="account-id">
          <p className="account-name" data-testid="account-nickname">
            {user?.nickname || t('account.player')}
          </p>
          <p className="account-sub">
            <span>UID </span>
            <span data-testid="account-uid">{user?.uid ?? uid}</span>
            <button
              type="button"
              className="account-copy"
              aria-label={t('common.copy')}
              data-testid="account-uid-copy"
              onClick={() => void copyText(user?.uid ?? uid)}
            >
              <Icon name="copy" size={16} />
            </button>
          </p>
          <p className="account-sub" data-testid="account-phone">
            {user?.hasMobile
              ? `${user.phonePrefix || prefix} ${user.mobile}`
              : t('account.noPhone')}
          </p>
        </div>
        <span className="vip-badge" data-testid="account-vip">
          VIP {vipLevel}
        </span>
      </section>
      <section className="account-balance card">
        <div>
          <p className="muted">{t('home.balance')}</p>
          <p className="account-amount" data-testid="account-balance">
            {user ? money(user.balance) : '—'}
          </p>
          {play && <CoinsLabel />}
        </div>
        {showWithdraw && (
          <div className="account-actions">
            <button
              type="button"
              className="btn btn-primary"
              data-testid="account-deposit"
              onClick={() => go('navigateTo', PAGES.wallet.Deposit)}
            >
              {t('home.deposit')}
            </button>
            <button
              type="button"
              className="btn btn-ghost"
              data-testid="account-withdraw"
              onClick={() => go('navigateTo', PAGES.wallet.Withdraw)}
            >
              {t('page.withdraw')}
            </button>
          </div>
        )}
      </section>
      <Menu items={items} />
      <button
        type="button"
        className="btn btn-ghost btn-block"
        data-testid="logout"
        onClick={() => setLeaving(true)}
      >
        <Icon name="logout" size={20} />
        {t('account.logout')}
      </button>
      {leaving && (
        <Sheet
          title={t('account.logoutConfirm')}
          onClose={() => setLeaving(false)}
          testId="logout-sheet"
        >
          <p className="muted">{t('account.logoutConfirmText')}</p>
          <div className="account-sheet-actions">
            <button
              type="button"
              className="btn btn-ghost"
              data-testid="logout-cancel"
              onClick={() => setLeaving(false)}
            >
              {t('account.logoutCancel')}
            </button>
            <button
              type="button"
              className="btn btn-red"
              data-testid="logout-confirm"
              onClick={() => void logout()}
            >
              {t('account.logout')}
            </button>
          </div>
        </Sheet>
      )}
      {changing && (
        <Suspense fallback={null}>
          <ChangePassword
            hasPassword={user?.hasPassword ?? true}
            onClose={() => setChanging(false)}
          />
        </Suspense>
      )}
    </div>
  );
}
