import { Icon } from '../../../components/Icon';
import { Sheet } from '../../../components/Sheet';
import { useTranslation } from '../../../i18n';
import { copyText } from '../../../lib/copy';
import './OneClickDialog.css';

/**
 * The generated credentials are shown exactly once: the server keeps only a hash, so the
 * dialog cannot be dismissed by tapping outside, only by confirming.
 */
export function OneClickDialog({
  userId,
  password,
  onDone,
}: {
  userId: string;
  password: string;
  onDone: () => void;
}) {
  const { t } = useTranslation();
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
            <button
              type="button"
              className="oneclick-copy"
              aria-label={t('common.copy')}
              data-testid={`${r.testId}-copy`}
              onClick={() => void copyText(r.value)}
            >
              <Icon name="copy" size={18} />
            </button>
          </div>
        ))}
      </dl>
      <button
        type="button"
        className="btn btn-primary btn-block"
        data-testid="oneclick-done"
        onClick={() => void copyText(`${userId} / ${password}`).then(onDone)}
      >
        {t('register.keepDone')}
      </button>
    </Sheet>
  );
}
