import { type GameCodeField, routes } from '@cardroom/contract';
import { call } from '../../api';
import { go } from '../../nav';
import { LOGIN, PAGES } from '../../nav/pages';
import { isLoggedIn, useSession } from '../../stores/session';
import { rememberPlayed } from './recent';

/**
 * What the lobby, search and records need to know about the games, without the engines
 * (the lobby is on Home's first load; the engines load with a game table only).
 */
export interface CatalogGame {
  code: GameCodeField;
  /** i18n key of the name, under `games.`. */
  nameKey: 'dragonTiger' | 'andarBahar' | 'teenPatti' | 'baccarat';
  /** English name, so a search in either language finds it. */
  name: string;
  suit: '♦' | '♠' | '♥' | '♣';
  tone: 'red' | 'dark' | 'gold';
  hot: boolean;
}

export const HOUSE_PROVIDER = 'house';

export const CATALOG: readonly CatalogGame[] = [
  {
    code: 'teen-patti',
    nameKey: 'teenPatti',
    name: 'Teen Patti',
    suit: '♥',
    tone: 'gold',
    hot: true,
  },
  {
    code: 'andar-bahar',
    nameKey: 'andarBahar',
    name: 'Andar Bahar',
    suit: '♠',
    tone: 'dark',
    hot: true,
  },
  {
    code: 'dragon-tiger',
    nameKey: 'dragonTiger',
    name: 'Dragon Tiger',
    suit: '♦',
    tone: 'red',
    hot: true,
  },
  { code: 'baccarat', nameKey: 'baccarat', name: 'Baccarat', suit: '♣', tone: 'dark', hot: false },
];

export function gameByCode(code: string): CatalogGame | undefined {
  return CATALOG.find((g) => g.code === code);
}

/** Games whose English or translated name contains the query (case and spacing ignored). */
export function searchGames(query: string, translate: (key: string) => string): CatalogGame[] {
  const norm = (s: string) => s.toLowerCase().replace(/[\s-]+/g, '');
  const q = norm(query);
  if (!q) return [];
  return CATALOG.filter(
    (g) => norm(g.name).includes(q) || norm(translate(`games.${g.nameKey}`)).includes(q),
  );
}

export const GAME_WEB = PAGES.webview.GameWeb;

/**
 * Asks the server for the game's launch URL and opens it in GameWeb (`redirectTo` replaces a
 * spent game page instead of stacking another). Signed-out visitors go to Login first; a
 * refusal is toasted by the request wrapper. True when the game opened.
 */
export async function launchGame(
  code: GameCodeField,
  how: 'navigateTo' | 'redirectTo' = 'navigateTo',
): Promise<boolean> {
  if (!isLoggedIn(useSession.getState())) {
    go('navigateTo', LOGIN);
    return false;
  }
  const res = await call(routes.gameLaunch, { gameCode: code });
  if (!res.ok) return false;
  rememberPlayed(code);
  go(how, `${GAME_WEB}?url=${encodeURIComponent(res.data.url)}`);
  return true;
}
