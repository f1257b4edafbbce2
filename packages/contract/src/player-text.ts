import { z } from 'zod';

/**
 * Bidi controls (embeddings, overrides, isolates, LRM/RLM, the Arabic letter mark) and
 * zero-width characters (ZWSP, ZWNJ, ZWJ, word joiner, BOM). A player's name holding U+202E
 * reverses whatever the console prints after it (a phone number, an amount), and zero-width
 * characters make two names look alike; none of them belongs in a name or a message.
 */
const INVISIBLE = /[\u202A-\u202E\u2066-\u2069\u200E\u200F\u061C\u200B-\u200D\u2060\uFEFF]/g;

/** The text without bidi controls and zero-width characters. */
export function stripInvisible(text: string): string {
  return text.replace(INVISIBLE, '');
}

/**
 * A player-written name or text the console shows: invisible characters stripped, then
 * trimmed, then measured, so a text made only of them is refused like an empty one.
 * `.overwrite` keeps it a plain string schema (the OpenAPI document stays a string).
 */
export function playerText(rule: {
  min: number;
  max: number;
  /** Message key for a missing or empty text (also used for the other rules unless given). */
  empty: string;
  /** Message key for a text shorter than `min`. */
  tooShort?: string;
  /** Message key for a text longer than `max`. */
  tooLong?: string;
}) {
  return z
    .string({ error: rule.empty })
    .overwrite(stripInvisible)
    .trim()
    .min(1, rule.empty)
    .min(rule.min, rule.tooShort ?? rule.empty)
    .max(rule.max, rule.tooLong ?? rule.empty);
}

/**
 * An address a setting links to: `https:` with a host, or a path inside the app under
 * `/pages/` (the app's own router). Never `javascript:`, `data:`, `http:` or `//host`
 * (protocol-relative, which a browser reads as another site). Compared as typed: a value
 * with leading spaces or control characters is refused rather than repaired.
 */
export function isSafeLink(value: string): boolean {
  if (/^\/pages\/[^\s\\]*$/.test(value)) return true;
  return isHttpsUrl(value);
}

/** An absolute `https:` URL with a host, written without spaces or control characters. */
export function isHttpsUrl(value: string): boolean {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is refused
  if (!/^https:\/\/[^\s\u0000-\u001f\\]+$/.test(value)) return false;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && url.hostname !== '';
  } catch {
    return false;
  }
}

const HOST = /^[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*(:\d{1,5})?$/;

/** A link field of a setting (see isSafeLink). */
export const safeLink = z
  .string()
  .refine(isSafeLink, 'must be an https:// address or an app path starting with /pages/');

/**
 * An origin a page may frame: `https://host` or `https://host:port`, lower case, with no
 * path, query or fragment (what `URL.origin` gives, so a comparison is exact).
 */
export function isHttpsOrigin(value: string): boolean {
  // Plain host characters only: a `*`, `;` or space would change the CSP it is written into.
  if (!value.startsWith('https://') || !HOST.test(value.slice('https://'.length))) return false;
  if (!isHttpsUrl(value)) return false;
  return new URL(value).origin === value;
}

export const httpsOrigin = z
  .string()
  .refine(isHttpsOrigin, 'must be an https origin like https://games.example.com (no path)');

/** A host name as a URL carries it: lower case letters, digits, dots, dashes, an optional port. */
export const imageHost = z
  .string()
  .regex(HOST, 'must be a host name like cdn.example.com (no scheme, no path)');

/**
 * An image a setting shows: the app's own path (`/banners/x.svg`, not `//host`) or an
 * `https:` address whose host is in `hosts` (the operator's image hosts setting).
 */
export function isAllowedImageUrl(value: string, hosts: readonly string[]): boolean {
  if (/^\/(?![/\\])[^\s\\]*$/.test(value)) return true;
  if (!isHttpsUrl(value)) return false;
  return hosts.includes(new URL(value).host);
}
