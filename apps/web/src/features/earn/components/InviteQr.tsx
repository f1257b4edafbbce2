import qrcode from 'qrcode-generator';
import { useMemo } from 'react';
import { useTranslation } from '../../../i18n';
import { qrPath } from '../rules';

/** Quiet zone around the code, in modules: the QR standard asks for 4. */
const QUIET = 4;

/**
 * The invite link as a QR code, drawn as one SVG path. This file is the only one that imports
 * the QR library, and the page loads it lazily (index.ts), so the library is a chunk of its own
 * fetched when the Earn page shows a link, never with the first screen.
 */
export default function InviteQr({ url }: { url: string }) {
  const { t } = useTranslation();
  const drawn = useMemo(() => {
    try {
      // Type 0 picks the smallest version that fits; level M survives a smudged screen.
      const qr = qrcode(0, 'M');
      qr.addData(url, 'Byte');
      qr.make();
      const count = qr.getModuleCount();
      return { count, path: qrPath(count, (r, c) => qr.isDark(r, c)) };
    } catch {
      // A link too long for any QR version: say so instead of drawing nothing.
      return null;
    }
  }, [url]);
  if (!drawn) {
    return (
      <p className="earn-qr-failed" data-testid="earn-qr-failed">
        {t('earn.link.qrFailed')}
      </p>
    );
  }
  const size = drawn.count + QUIET * 2;
  return (
    <svg
      className="earn-qr"
      viewBox={`${-QUIET} ${-QUIET} ${size} ${size}`}
      role="img"
      aria-label={t('earn.link.qr')}
      data-testid="earn-qr"
      data-modules={drawn.count}
      shapeRendering="crispEdges"
    >
      <rect x={-QUIET} y={-QUIET} width={size} height={size} fill="#fff" />
      <path d={drawn.path} fill="#000" />
    </svg>
  );
}
