import { PAGES } from '../nav/pages';

export type FaqEntry = { kind: 'url'; url: string } | { kind: 'page'; path: string };

/**
 * Where the FAQ entry goes: the app config's `faq_url` when it is an https address (SPEC §3:
 * set, it replaces the in-app FAQ), else the app's own FAQ page. Anything else set there
 * (http, javascript:, a typo) is ignored rather than opened.
 */
export function faqEntry(faqUrl: string): FaqEntry {
  const url = faqUrl.trim();
  if (/^https:\/\/[^\s/]+/i.test(url)) return { kind: 'url', url };
  return { kind: 'page', path: PAGES.account.FAQ };
}
