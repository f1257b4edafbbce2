/**
 * Whether GameWeb may frame `url`: an absolute `https:` URL whose origin is exactly one of the
 * operator's game providers (the `gameProviders` setting, served in gconfig). Anything else,
 * a look-alike host, another port, `http:`, `javascript:`, is shown as not found, so the app's
 * "Game" bar never sits over a page the operator did not choose.
 */
export function isAllowedGameUrl(url: string, origins: readonly string[]): boolean {
  if (!/^https:\/\//i.test(url)) return false;
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return false;
  }
  return parsed.protocol === 'https:' && origins.includes(parsed.origin);
}
