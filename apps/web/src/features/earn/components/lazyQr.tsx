import { lazy } from 'react';
import { useTranslation } from '../../../i18n';

/** When the QR chunk cannot be fetched (offline): say so; the link and Copy still work. */
function QrUnavailable() {
  const { t } = useTranslation();
  return (
    <p className="earn-qr-failed" data-testid="earn-qr-failed">
      {t('earn.link.qrFailed')}
    </p>
  );
}

/** The QR code (and its library) as a chunk of its own: see InviteQr. */
export const InviteQr = lazy(() =>
  import('./InviteQr').catch(() => ({ default: (_: { url: string }) => <QrUnavailable /> })),
);
