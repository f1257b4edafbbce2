const KEY = 'games.recentSearches';
const MAX = 8;

/** Recent searches, newest first, kept on this device only. */
export function recentSearches(): string[] {
  try {
    const raw: unknown = JSON.parse(localStorage.getItem(KEY) ?? '[]');
    return Array.isArray(raw) ? raw.filter((x): x is string => typeof x === 'string') : [];
  } catch {
    return [];
  }
}

export function rememberSearch(query: string): string[] {
  const q = query.trim();
  if (!q) return recentSearches();
  const next = [q, ...recentSearches().filter((x) => x.toLowerCase() !== q.toLowerCase())].slice(
    0,
    MAX,
  );
  localStorage.setItem(KEY, JSON.stringify(next));
  return next;
}

export function clearSearches(): void {
  localStorage.removeItem(KEY);
}

const PLAYED = 'games.recentlyPlayed';

/** Game codes this device opened, newest first (the lobby's "Recently played"). */
export function recentlyPlayed(): string[] {
  try {
    const raw: unknown = JSON.parse(localStorage.getItem(PLAYED) ?? '[]');
    return Array.isArray(raw) ? raw.filter((x): x is string => typeof x === 'string') : [];
  } catch {
    return [];
  }
}

export function rememberPlayed(code: string): void {
  const next = [code, ...recentlyPlayed().filter((c) => c !== code)].slice(0, 4);
  localStorage.setItem(PLAYED, JSON.stringify(next));
}
