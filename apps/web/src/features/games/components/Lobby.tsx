import { useState } from 'react';
import { useTranslation } from '../../../i18n';
import { CATALOG, gameByCode, HOUSE_PROVIDER, launchGame } from '../../../lib/games/catalog';
import { GameArt } from './GameArt';
import { LiveTables } from './LiveTables';
import './Lobby.css';
import { recentlyPlayed } from '../../../lib/games/recent';
import { go } from '../../../nav';
import { PAGES } from '../../../nav/pages';

type Category = 'all' | 'hot' | 'cards';
const CATEGORIES: readonly Category[] = ['all', 'hot', 'cards'];

/**
 * The lobby: categories, the games (hot ones marked) and the providers. It knows the games
 * only from the catalog, never the engines, so Home's first load stays small; a tap asks
 * the server for a launch URL and opens it in GameWeb.
 */
export function Lobby() {
  const { t } = useTranslation();
  const [category, setCategory] = useState<Category>('all');
  const [opening, setOpening] = useState<string | null>(null);
  const games = category === 'hot' ? CATALOG.filter((g) => g.hot) : CATALOG;
  // Read once per visit to Home: launching a game records it (games/catalog.ts).
  const [recent] = useState(() => recentlyPlayed().flatMap((code) => gameByCode(code) ?? []));

  const open = (code: (typeof CATALOG)[number]['code']) => {
    if (opening) return;
    setOpening(code);
    launchGame(code).finally(() => setOpening(null));
  };

  return (
    <section className="lobby" data-testid="lobby">
      <div className="section-head">
        <h2>{t('home.games')}</h2>
        <button
          type="button"
          className="lobby-search"
          data-testid="lobby-search"
          onClick={() => go('navigateTo', PAGES.search.Search)}
        >
          <SearchGlyph />
          <span>{t('games.searchPlaceholder')}</span>
        </button>
      </div>
      {recent.length > 0 && (
        <div className="lobby-recent" data-testid="lobby-recent">
          <h3 className="lobby-sub">{t('games.recentlyPlayed')}</h3>
          <ul>
            {recent.map((g) => (
              <li key={g.code}>
                <button
                  type="button"
                  className={`lobby-recent-game tone-${g.tone}`}
                  aria-busy={opening === g.code}
                  onClick={() => open(g.code)}
                  data-testid={`recent-${g.code}`}
                >
                  <GameArt code={g.code} />
                  <span>{t(`games.${g.nameKey}`)}</span>
                </button>
              </li>
            ))}
          </ul>
        </div>
      )}
      <div className="lobby-cats" role="tablist">
        {CATEGORIES.map((c) => (
          <button
            key={c}
            type="button"
            role="tab"
            aria-selected={category === c}
            className={category === c ? 'lobby-cat is-active' : 'lobby-cat'}
            onClick={() => setCategory(c)}
          >
            {t(`games.${c}`)}
          </button>
        ))}
      </div>
      <ul className="lobby-grid">
        {games.map((g) => (
          <li key={g.code}>
            <button
              type="button"
              className={`game-tile tone-${g.tone}`}
              data-testid={`game-${g.code}`}
              aria-busy={opening === g.code}
              onClick={() => open(g.code)}
            >
              <GameArt code={g.code} />
              {g.hot && <span className="game-hot">{t('games.hot')}</span>}
              <span className="game-name">{t(`games.${g.nameKey}`)}</span>
              <span className="game-play">
                {opening === g.code ? t('games.opening') : t('games.play')}
              </span>
            </button>
          </li>
        ))}
      </ul>
      <LiveTables />
      <h3 className="lobby-sub">{t('games.providers')}</h3>
      <button
        type="button"
        className="lobby-provider"
        data-testid="lobby-provider"
        onClick={() => go('navigateTo', `${PAGES.search.SearchResult}?provider=${HOUSE_PROVIDER}`)}
      >
        <span className="lobby-provider-logo" aria-hidden="true">
          ♠
        </span>
        <span>
          <strong>{t('games.house')}</strong>
          <small>
            {t('games.provablyFair')} · {CATALOG.length}
          </small>
        </span>
      </button>
    </section>
  );
}

export function SearchGlyph() {
  return (
    <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true">
      <path
        d="M10.5 4a6.5 6.5 0 1 0 0 13 6.5 6.5 0 0 0 0-13zM20 20l-4.8-4.8"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
      />
    </svg>
  );
}
