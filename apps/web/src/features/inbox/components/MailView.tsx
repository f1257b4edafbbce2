import type { MailItem } from '@cardroom/contract';
import { Sheet } from '../../../components/Sheet';
import { useLang } from '../../../hooks/useLocale';
import { useTranslation } from '../../../i18n';
import { formatTime } from '../../../lib/time';
import { openLink } from '../../../nav/open';
import { mailLinkPage } from '../rules';

/** One message opened: title, time, the whole body, its link into the app, and delete. */
export function MailView({
  mail,
  onClose,
  onDelete,
  busy,
}: {
  mail: MailItem;
  onClose: () => void;
  onDelete: () => void;
  busy: boolean;
}) {
  const { t } = useTranslation();
  const lang = useLang();
  const page = mailLinkPage(mail.link);
  return (
    <Sheet title={mail.title} onClose={onClose} testId="mail-view">
      <p className="muted mail-view-time">
        {mail.kind === 'system' ? `${t('mail.system')} · ` : ''}
        {formatTime(mail.createdAt, lang)}
      </p>
      <p className="mail-view-body" data-testid="mail-view-body">
        {mail.body}
      </p>
      <div className="mail-view-actions">
        <button
          type="button"
          className="btn btn-ghost"
          disabled={busy}
          data-testid="mail-delete"
          onClick={onDelete}
        >
          {t('mail.delete')}
        </button>
        {page ? (
          <button
            type="button"
            className="btn btn-primary"
            data-testid="mail-link"
            onClick={() => {
              onClose();
              openLink(page);
            }}
          >
            {t('mail.openLink')}
          </button>
        ) : null}
      </div>
    </Sheet>
  );
}
