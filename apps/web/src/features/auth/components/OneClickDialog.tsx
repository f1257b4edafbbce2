import { Icon } from '../../../components/Icon';
import { Sheet } from '../../../components/Sheet';
import { useTranslation } from '../../../i18n';
import { copyText } from '../../../lib/copy';
import { useLocation } from '../../../nav';
import { LOGIN_AREA } from '../../../nav/pages';
import { credentials, keptFor, useCredentials } from '../../../stores/credentials';
import { useSession } from '../../../stores/session';
import { leaveLogin } from '../login';
import './OneClickDialog.css';

/**
 * One-click sign-up's generated credentials. The server keeps only a hash, so this device keeps
 * them (stores/credentials) and the shell shows this dialog on every page, reloads included,
 * until the player confirms; it cannot be dismissed by tapping outside.
 */
export function OneClickDialog() {
  const { t } = useTranslation();
  const uid = useSession((s) => s.uid);
  const kept = keptFor(
    useCredentials((s) => s.kept),
    uid,
  );
  const { pathname } = useLocation();
  if (!kept) return null;
  const { userId, password } = kept;
  const onDone = () => {
    credentials.forget();
    // Signed up from Register: confirming leaves the sign-in pages.
    if (LOGIN_AREA.includes(pathname)) leaveLogin();
  };
  const rows = [
    { label: t('form.userId'), value: userId, testId: 'oneclick-userid' },
    { label: t('form.password'), value: password, testId: 'oneclick-password' },
  ];
  return (
    <Sheet title={t('register.keepTitle')} centered testId="oneclick-dialog">
      <p className="oneclick-warn">{t('register.keepText')}</p>
      <dl className="oneclick-list">
        {rows.map((r) => (
          <div key={r.testId} className="oneclick-row">
            <dt>{r.label}</dt>
            <dd data-testid={r.testId}>{r.value}</dd>
            {/* In a <dd> of its own: a <dl>'s groups hold only <dt> and <dd> (axe). */}
            <dd className="oneclick-copy-cell">
              <button
                type="button"
                className="oneclick-copy"
                aria-label={t('common.copy')}
                data-testid={`${r.testId}-copy`}
                onClick={() => void copyText(r.value)}
              >
                <Icon name="copy" size={18} />
              </button>
            </dd>
          </div>
        ))}
      </dl>
      <button
        type="button"
        className="btn btn-primary btn-block"
        data-testid="oneclick-done"
        // The player has saved them; the copy is a safety net, without its toast: the 18+ sheet
        // comes next, and a toast over it covers its boxes (issue 33: the greeting waits for it
        // too). A CI run's axe read the sheet as the toast faded in over it (contrast 1.26).
        // Each row's own copy button still says "copied".
        onClick={() => void copyText(`${userId} / ${password}`, { quiet: true }).then(onDone)}
      >
        {t('register.keepDone')}
      </button>
    </Sheet>
  );
}
