import type { MailItem } from '@cardroom/contract';
import { PagedList, usePagedList, useRowTexts } from '../../../components/List';
import { useLang } from '../../../hooks/useLocale';
import { signedInUid, useSession } from '../../../stores/session';
import { inboxKeys, mailPage } from '../api';
import { mailPreview } from '../rules';

/** The player's messages, newest first: an unread dot, the title, the time and a preview. */
export function MailList({ onOpen }: { onOpen: (m: MailItem) => void }) {
  const { t, time } = useRowTexts();
  const uid = useSession(signedInUid);
  const lang = useLang();
  const list = usePagedList(inboxKeys.list(uid, lang), mailPage);
  return (
    <PagedList list={list} className="mail-list" emptyText={t('mail.empty')}>
      {(m) => (
        <li key={m.id}>
          <button
            type="button"
            className={m.read ? 'mail-row' : 'mail-row is-unread'}
            data-testid={`mail-row-${m.id}`}
            onClick={() => onOpen(m)}
          >
            <span className="mail-dot" data-testid={m.read ? undefined : 'mail-unread-dot'}>
              {m.read ? null : <span className="sr-only">{t('mail.unread')}</span>}
            </span>
            <span className="mail-row-main">
              <span className="mail-row-head">
                <strong className="mail-title">{m.title}</strong>
                <small className="muted mail-time">{time(m.createdAt)}</small>
              </span>
              <small className="muted mail-preview">{mailPreview(m.body)}</small>
            </span>
          </button>
        </li>
      )}
    </PagedList>
  );
}
