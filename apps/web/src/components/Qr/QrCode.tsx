import qrcode from 'qrcode-generator';
import { useMemo } from 'react';
import { qrPath } from './qrPath';
import './qr.css';

/** Quiet zone around the code, in modules: the QR standard asks for 4. */
const QUIET = 4;

/**
 * A text (an invite link, a crypto address) as a QR code, drawn as one SVG path. Only this file
 * imports the QR library; pages load it lazily, so the library is a chunk of its own fetched when
 * a code is shown, never with the first screen. `failed` is shown for a text no QR version fits.
 */
export default function QrCode({
  value,
  label,
  testId,
  failed,
}: {
  value: string;
  label: string;
  testId: string;
  failed: string;
}) {
  const drawn = useMemo(() => {
    try {
      // Type 0 picks the smallest version that fits; level M survives a smudged screen.
      const qr = qrcode(0, 'M');
      qr.addData(value, 'Byte');
      qr.make();
      const count = qr.getModuleCount();
      return { count, path: qrPath(count, (r, c) => qr.isDark(r, c)) };
    } catch {
      return null;
    }
  }, [value]);
  if (!drawn) {
    return (
      <p className="qr-failed" data-testid={`${testId}-failed`}>
        {failed}
      </p>
    );
  }
  const size = drawn.count + QUIET * 2;
  return (
    <svg
      className="qr"
      viewBox={`${-QUIET} ${-QUIET} ${size} ${size}`}
      role="img"
      aria-label={label}
      data-testid={testId}
      data-modules={drawn.count}
      shapeRendering="crispEdges"
    >
      <rect x={-QUIET} y={-QUIET} width={size} height={size} fill="#fff" />
      <path d={drawn.path} fill="#000" />
    </svg>
  );
}
