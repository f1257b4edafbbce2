import { FEEDBACK_SCREENSHOT_MAX_BYTES, type feedbackImageTypes } from '@cardroom/contract';
import { badRequest } from '../../http/errors.js';

export type ImageType = (typeof feedbackImageTypes)[number];

const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

const startsWith = (b: Buffer, bytes: number[], at = 0) =>
  b.length >= at + bytes.length && bytes.every((x, i) => b[at + i] === x);
const ascii = (s: string) => [...s].map((c) => c.charCodeAt(0));

/**
 * What an image's bytes are, by their signature (never by a name or a declared type): PNG
 * (signature and its IHDR chunk first), JPEG (start of image and a marker) or WebP (a RIFF
 * container of the size it says, of type WEBP). Anything else is null.
 */
export function imageTypeOf(b: Buffer): ImageType | null {
  if (
    startsWith(b, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]) &&
    startsWith(b, ascii('IHDR'), 12)
  ) {
    return 'image/png';
  }
  if (startsWith(b, [0xff, 0xd8, 0xff]) && b.length > 4) return 'image/jpeg';
  if (
    startsWith(b, ascii('RIFF')) &&
    startsWith(b, ascii('WEBP'), 8) &&
    b.length >= 16 &&
    b.readUInt32LE(4) === b.length - 8
  ) {
    return 'image/webp';
  }
  return null;
}

/**
 * Decodes a screenshot sent as base64 and checks it: strict base64, at most
 * FEEDBACK_SCREENSHOT_MAX_BYTES, an image by content. Refuses in the player's language.
 */
export function readScreenshot(base64: string): { type: ImageType; bytes: Buffer } {
  const clean = base64.trim();
  if (clean.length === 0 || clean.length % 4 !== 0 || !BASE64.test(clean)) {
    throw badRequest('feedbackScreenshotUnreadable');
  }
  const bytes = Buffer.from(clean, 'base64');
  if (bytes.length > FEEDBACK_SCREENSHOT_MAX_BYTES) throw badRequest('feedbackScreenshotTooLarge');
  const type = imageTypeOf(bytes);
  if (!type) throw badRequest('feedbackScreenshotUnreadable');
  return { type, bytes };
}
