import { UnreadBadge, useMailUnread } from '../../components/UnreadBadge';
import { useTranslation } from '../../i18n';

/** The Account tab's unread count (loaded only for a signed-in player: a visitor has no inbox). */
export default function TabBadge() {
  const { t } = useTranslation();
  const unread = useMailUnread();
  return (
    <UnreadBadge
      count={unread}
      label={t('tab.unread', { count: unread })}
      className="tabbar-badge"
      testId="tab-account-badge"
    />
  );
}
