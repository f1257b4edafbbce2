import {
  FEEDBACK_SCREENSHOT_MAX_BYTES,
  FEEDBACK_TEXT_MAX,
  feedbackImageTypes,
  type Locale,
  message,
} from '@cardroom/contract';

/** The longest side a screenshot is shrunk to before it is sent: plenty to read a phone's screen. */
export const SHOT_MAX_SIDE = 1280;
/** JPEG quality of the shrunk screenshot. */
export const SHOT_QUALITY = 0.85;

/** The first problem of a feedback form, in the player's language, or null (the server's own rules). */
export function feedbackFormError(
  f: { category: string | null; text: string },
  locale: Locale,
): string | null {
  if (!f.category) return message('feedbackCategoryMissing', locale);
  const text = f.text.trim();
  if (!text) return message('feedbackTextEmpty', locale);
  if (text.length > FEEDBACK_TEXT_MAX) return message('feedbackTextTooLong', locale);
  return null;
}

/** Whether a picked file claims to be an image we take (the server checks its bytes anyway). */
export function isPickableImage(type: string): boolean {
  return (feedbackImageTypes as readonly string[]).includes(type);
}

/**
 * The size a picture is drawn at before sending: its own when its longest side fits
 * SHOT_MAX_SIDE, otherwise scaled down keeping its shape (never up, never to 0).
 */
export function shrunkSize(width: number, height: number, max = SHOT_MAX_SIDE) {
  const longest = Math.max(width, height);
  if (longest <= max) return { width, height };
  const k = max / longest;
  return { width: Math.max(1, Math.round(width * k)), height: Math.max(1, Math.round(height * k)) };
}

/** The base64 part of a `data:` URL (what the server takes), or null when it is not one. */
export function base64OfDataUrl(url: string): string | null {
  const m = /^data:[^;,]+;base64,([A-Za-z0-9+/]+={0,2})$/.exec(url);
  return m?.[1] ?? null;
}

/** Whether base64 text decodes to more than the server keeps. */
export function tooLarge(base64: string): boolean {
  const padding = base64.endsWith('==') ? 2 : base64.endsWith('=') ? 1 : 0;
  return (base64.length / 4) * 3 - padding > FEEDBACK_SCREENSHOT_MAX_BYTES;
}

/** "12/140": what is typed against the limit. */
export function counterText(text: string): string {
  return `${text.length}/${FEEDBACK_TEXT_MAX}`;
}
