import { routes } from '@cardroom/contract';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../api';
import { useLocale } from '../../../hooks/useLocale';
import { useTranslation } from '../../../i18n';
import { go } from '../../../nav';
import { PAGES } from '../../../nav/pages';
import { GameArt } from './GameArt';
import './LiveTables.css';

/** The lobby's live tables refresh this often (their phase and players change every round). */
const REFRESH_MS = 15_000;

/**
 * The market's live tables in the lobby (`/live/tables`): each with its game, whether it deals
 * and the players in the round under way. A table that has not published its hash chain says
 * so and does not open; a closed one says it is closed. Nothing shows while there are none.
 */
export function LiveTables() {
  const { t } = useTranslation();
  const locale = useLocale();
  const { data } = useQuery({
    queryKey: ['live-tables'],
    queryFn: async () => {
      const res = await call(routes.liveTables, {}, { silent: true });
      return res.ok ? res.data.list : [];
    },
    refetchInterval: REFRESH_MS,
  });
  if (!data || data.length === 0) return null;
  return (
    <section className="live-lobby" data-testid="live-lobby" aria-labelledby="live-lobby-title">
      <h3 className="lobby-sub" id="live-lobby-title">
        <span className="live-dot" aria-hidden="true" /> {t('live.lobby')}
      </h3>
      <p className="live-lobby-note">{t('live.lobbyNote')}</p>
      <ul>
        {data.map(({ table, status, phase, players }) => {
          const dealing = status === 'dealing';
          const state =
            status === 'closed'
              ? t('live.status.tableClosed')
              : status === 'noCommitment'
                ? t('live.status.noCommitment')
                : t(`live.status.${phase ?? 'betting'}`);
          return (
            <li key={table.id}>
              <button
                type="button"
                className={`live-tile${dealing ? '' : ' is-off'}`}
                data-testid={`live-table-${table.id}`}
                data-status={status}
                onClick={() => go('navigateTo', `${PAGES.webview.LiveTable}?table=${table.id}`)}
              >
                <GameArt code={table.game} />
                <span className="live-tile-text">
                  <strong>{table.name[locale]}</strong>
                  <small>
                    {state}
                    {dealing ? ` · ${t('live.players', { count: players })}` : ''}
                  </small>
                </span>
              </button>
            </li>
          );
        })}
      </ul>
      <button
        type="button"
        className="live-lobby-fair"
        data-testid="live-lobby-fairness"
        onClick={() => go('navigateTo', PAGES.webview.LiveFairness)}
      >
        ✓ {t('live.fairness')}
      </button>
    </section>
  );
}
