import { lazy } from 'react';

/** The QR code and its library as a chunk of its own (QrCode.tsx): import this, not the file. */
export const QrCode = lazy(() => import('./QrCode'));
