import { useTranslation } from '../../../i18n';
import { CATALOG, HOUSE_PROVIDER, launchGame, searchGames } from '../../../lib/games/catalog';
import { useLocation } from '../../../nav';
import '../search.css';

/**
 * Games matching ?q= by name, in English or the player's language; ?provider= lists a
 * provider's games (the lobby's provider card and the banners open it); neither lists all.
 */
export default function SearchResult() {
  const { t } = useTranslation();
  const { search } = useLocation();
  const params = new URLSearchParams(search);
  const q = (params.get('q') ?? '').trim();
  const provider = params.get('provider');
  // Every game is the house's today, so the provider's list is the whole catalog.
  const found = q ? searchGames(q, (k) => t(k)) : [...CATALOG];
  let summary: string;
  if (q) {
    summary =
      found.length > 0
        ? t('games.results', { count: found.length, q })
        : t('games.noResults', { q });
  } else if (provider === HOUSE_PROVIDER) {
    summary = t('games.providerGames', { provider: t('games.house'), count: found.length });
  } else {
    summary = t('games.allGames');
  }
  return (
    <div className="search-page">
      <p className="search-summary" data-testid="search-summary">
        {summary}
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
