import { Avatar } from '../../../components/Avatar';
import { Icon } from '../../../components/Icon';
import { useLang } from '../../../hooks/useLocale';
import { useTranslation } from '../../../i18n';
import { copyText } from '../../../lib/copy';
import { go } from '../../../nav';
import { PAGES } from '../../../nav/pages';
import { useApp } from '../../../stores/app';
import { useSession } from '../../../stores/session';
import { formatBirthday } from '../rules';
import './Profile.css';

/** SPEC §3 profile fields, read-only, with a way to edit them. */
export function ProfileCard() {
  const { t } = useTranslation();
  const lang = useLang();
  const user = useSession((s) => s.userInfo);
  const prefix = useApp((s) => s.phoneNumberPrefix);
  if (!user) return <p className="page-pad muted">{t('common.loading')}</p>;

  const rows: Array<[string, string, string]> = [
    ['id', t('profile.id'), user.userId],
    ['nickname', t('profile.nickname'), user.nickname],
    [
      'phone',
      t('profile.phone'),
      user.hasMobile ? `${user.phonePrefix || prefix} ${user.mobile}` : '',
    ],
    ['birthday', t('profile.birthday'), formatBirthday(user.birthday, lang)],
    ['email', t('profile.email'), user.email],
    ['whatsapp', 'WhatsApp', user.whatsapp],
    ['facebook', 'Facebook', user.facebook],
    ['telegram', 'Telegram', user.telegram],
    ['twitter', 'Twitter', user.twitter],
  ];

  return (
    <div className="profile">
      <section className="profile-top">
        <Avatar avatar={user.avatar} name={user.nickname} size={80} />
        <p className="profile-name">{user.nickname}</p>
      </section>
      <dl className="profile-list card">
        {rows.map(([key, label, value]) => (
          <div className="profile-row" key={key}>
            <dt>{label}</dt>
            <dd data-testid={`profile-${key}`}>
              {value || <span className="muted">{t('profile.notSet')}</span>}
            </dd>
            {key === 'id' && (
              // A <dl> row holds only <dt> and <dd>: the copy button is the ID's second <dd>.
              <dd className="profile-act">
                <button
                  type="button"
                  className="profile-copy"
                  aria-label={t('common.copy')}
                  data-testid="profile-id-copy"
                  onClick={() => void copyText(user.userId)}
                >
                  <Icon name="copy" size={16} />
                </button>
              </dd>
            )}
          </div>
        ))}
      </dl>
      <button
        type="button"
        className="btn btn-red btn-block"
        data-testid="profile-edit"
        onClick={() => go('navigateTo', PAGES.account.EditProfile)}
      >
        <Icon name="edit" size={20} />
        {t('profile.edit')}
      </button>
    </div>
  );
}
