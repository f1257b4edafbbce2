import type { MailItem } from '@cardroom/contract';
import { useState } from 'react';
import { useMailUnread } from '../../../components/UnreadBadge';
import { MailList, MailView, useMailActions } from '../../../features/inbox';
import { useTranslation } from '../../../i18n';
import { showToast } from '../../../stores/ui';

/** SPEC §2 Inbox: the player's messages newest first; a row opens (and marks read) the message. */
export default function Mail() {
  const { t } = useTranslation();
  const unread = useMailUnread();
  const actions = useMailActions();
  const [open, setOpen] = useState<MailItem | null>(null);

  const show = (m: MailItem) => {
    setOpen(m);
    if (!m.read) {
      void actions.open(m).then((fresh) => {
        if (fresh) setOpen((cur) => (cur?.id === fresh.id ? fresh : cur));
      });
    }
  };

  return (
    <div className="page-pad mail" data-testid="mail-page">
      {unread > 0 ? (
        <div className="mail-toolbar">
          <button
            type="button"
            className="btn btn-ghost"
            disabled={actions.busy}
            data-testid="mail-read-all"
            onClick={() =>
              void actions.readAll().then((ok) => {
                showToast(t(ok ? 'mail.allRead' : 'mail.failed'), {
                  icon: ok ? 'success' : 'none',
                });
              })
            }
          >
            {t('mail.readAll')}
          </button>
        </div>
      ) : null}
      <MailList onOpen={show} />
      {open ? (
        <MailView
          mail={open}
          busy={actions.busy}
          onClose={() => setOpen(null)}
          onDelete={() =>
            void actions.remove(open).then((ok) => {
              if (ok) setOpen(null);
              showToast(t(ok ? 'mail.deleted' : 'mail.failed'), { icon: ok ? 'success' : 'none' });
            })
          }
        />
      ) : null}
    </div>
  );
}
