import { useTranslation } from 'react-i18next';

const games = [
  { key: 'dragonTiger', suit: '♦', tone: 'red' },
  { key: 'andarBahar', suit: '♠', tone: 'dark' },
  { key: 'teenPatti', suit: '♥', tone: 'gold' },
  { key: 'baccarat', suit: '♣', tone: 'dark' },
] as const;

/**
 * The lobby until the games issue lands: the titles players will get, clearly marked as
 * not yet playable, with no buttons that pretend to start a game.
 */
export function Lobby() {
  const { t } = useTranslation();
  return (
    <section className="lobby" data-testid="games-coming-soon">
      <div className="section-head">
        <h2>{t('home.games')}</h2>
        <span className="pill">{t('comingSoon.tag')}</span>
      </div>
      <p className="lobby-note">{t('home.gamesSoon')}</p>
      <ul className="lobby-grid">
        {games.map((g) => (
          <li key={g.key} className={`game-tile tone-${g.tone}`} aria-disabled="true">
            <span className="game-suit" aria-hidden="true">
              {g.suit}
            </span>
            <span className="game-name">{t(`games.${g.key}`)}</span>
            <span className="game-soon">{t('comingSoon.tag')}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
