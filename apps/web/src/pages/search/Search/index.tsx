import { type FormEvent, useState } from 'react';
import { useTranslation } from '../../../i18n';
import { CATALOG, launchGame } from '../../../lib/games/catalog';
import { clearSearches, recentSearches, rememberSearch } from '../../../lib/games/recent';
import { go } from '../../../nav';
import '../search.css';
import { PAGES } from '../../../nav/pages';

export const RESULT_PAGE = PAGES.search.SearchResult;

/** Search by game name; recent searches stay on this device. */
export default function Search() {
  const { t } = useTranslation();
  const [q, setQ] = useState('');
  const [recent, setRecent] = useState(recentSearches);

  const run = (query: string) => {
    const text = query.trim();
    if (!text) return;
    setRecent(rememberSearch(text));
    go('navigateTo', `${RESULT_PAGE}?q=${encodeURIComponent(text)}`);
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    run(q);
  };

  return (
    <div className="search-page">
      <form className="search-bar" onSubmit={submit}>
        <input
          type="search"
          value={q}
          onChange={(e) => setQ(e.target.value)}
          placeholder={t('games.searchPlaceholder')}
          aria-label={t('games.searchPlaceholder')}
          maxLength={40}
          data-testid="search-input"
          // biome-ignore lint/a11y/noAutofocus: the page exists to type a search
          autoFocus
        />
        <button type="submit" className="btn btn-primary" data-testid="search-submit">
          {t('games.search')}
        </button>
      </form>
      {recent.length > 0 && (
        <section>
          <div className="search-head">
            <h3>{t('games.recent')}</h3>
            <button
              type="button"
              className="btn-link"
              onClick={() => {
                clearSearches();
                setRecent([]);
              }}
            >
              {t('games.clearRecent')}
            </button>
          </div>
          <div className="search-chips">
            {recent.map((r) => (
              <button
                key={r}
                type="button"
                className="search-chip"
                onClick={() => run(r)}
                data-testid="search-recent"
              >
                {r}
              </button>
            ))}
          </div>
        </section>
      )}
      <section>
        <h3>{t('games.hot')}</h3>
        <ul className="search-list">
          {CATALOG.filter((g) => g.hot).map((g) => (
            <li key={g.code}>
              <button type="button" onClick={() => void launchGame(g.code)}>
                <span className={`search-suit tone-${g.tone}`}>{g.suit}</span>
                <span>{t(`games.${g.nameKey}`)}</span>
                <span className="search-play">{t('games.play')}</span>
              </button>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
