import { findPage } from '../../nav/pages';

/** How many characters of a body the list shows under the title. */
export const PREVIEW_CHARS = 90;

/** The list's one-line preview of a body: whitespace folded, cut at a word with an ellipsis. */
export function mailPreview(body: string, max = PREVIEW_CHARS): string {
  const flat = body.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s.,;:]+$/, '')}…`;
}

/**
 * The app page a message's link opens, or null: only a page of this app (a message never
 * sends a player to another site, whatever was stored).
 */
export function mailLinkPage(link: string): string | null {
  if (!link.startsWith('/pages/')) return null;
  return findPage(link) ? link : null;
}

/** The `?id=` of FAQ Info: a positive whole number, else null (the page says "not found"). */
export function faqIdOf(search: string): number | null {
  const raw = new URLSearchParams(search).get('id') ?? '';
  if (!/^[1-9]\d{0,15}$/.test(raw)) return null;
  return Number(raw);
}
