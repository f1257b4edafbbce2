import QrCode from '../../../components/Qr/QrCode';
import { useTranslation } from '../../../i18n';

/**
 * The invite link as a QR code (components/Qr). The page loads this file lazily (lazyQr.tsx), so
 * the QR library is fetched when the Earn page shows a link, never with the first screen.
 */
export default function InviteQr({ url }: { url: string }) {
  const { t } = useTranslation();
  return (
    <QrCode
      value={url}
      label={t('earn.link.qr')}
      testId="earn-qr"
      failed={t('earn.link.qrFailed')}
    />
  );
}
