import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { launchGame, searchGames } from '../../../games/catalog';
import '../search.css';

/** Games matching ?q= by name, in English or the player's language. */
export default function SearchResult() {
  const { t } = useTranslation();
  const { search } = useLocation();
  const q = new URLSearchParams(search).get('q') ?? '';
  const found = searchGames(q, (k) => t(k));
  return (
    <div className="search-page">
      <p className="search-summary" data-testid="search-summary">
        {found.length > 0
          ? t('games.results', { count: found.length, q })
          : t('games.noResults', { q })}
      </p>
      <ul className="search-list">
        {found.map((g) => (
          <li key={g.code}>
            <button
              type="button"
              onClick={() => void launchGame(g.code)}
              data-testid={`result-${g.code}`}
            >
              <span className={`search-suit tone-${g.tone}`}>{g.suit}</span>
              <span>
                {t(`games.${g.nameKey}`)}
                <small>{t('games.house')}</small>
              </span>
              <span className="search-play">{t('games.play')}</span>
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
