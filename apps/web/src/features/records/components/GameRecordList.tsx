import type { GameRecordItem } from '@cardroom/contract';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { EmptyCards } from '../../../components/EmptyCards';
import { QueryError } from '../../../components/QueryError';
import { useMoney } from '../../../hooks/useMoney';
import { useTranslation } from '../../../i18n';
import { gameByCode, HOUSE_PROVIDER } from '../../../lib/games/catalog';
import './GameRecords.css';
import { formatTime } from '../../../lib/time';
import { go } from '../../../nav';
import { HOME } from '../../../nav/pages';
import { type GameRecordRange, type GameRecordStatus, gameRecordsQuery } from '../api';
import { winLossText } from '../rules';

const STATUSES: readonly GameRecordStatus[] = ['all', 'settled', 'unsettled', 'cancel'];
const RANGES: readonly GameRecordRange[] = ['today', 'yesterday', '3d'];

/**
 * The player's bets: bet id, valid bet and win/loss, by status and day. A house-game row
 * offers its round (`onOpen`); the page shows it, since the round belongs to the game table.
 */
export function GameRecordList({ onOpen }: { onOpen: (betId: string) => void }) {
  const { t, i18n } = useTranslation();
  const money = useMoney();
  const [status, setStatus] = useState<GameRecordStatus>('all');
  const [range, setRange] = useState<GameRecordRange>('today');
  const [pages, setPages] = useState(1);
  const q = useQuery(gameRecordsQuery(status, range, pages));
  const { data, isPending } = q;
  const signed = (n: number) => winLossText(n, money);
  const name = (r: GameRecordItem) => {
    const g = gameByCode(r.gameCode);
    return g ? t(`games.${g.nameKey}`) : r.gameCode;
  };

  return (
    <div className="records">
      <div className="records-tabs" role="tablist">
        {STATUSES.map((s) => (
          <button
            key={s}
            type="button"
            role="tab"
            aria-selected={status === s}
            className={status === s ? 'is-active' : ''}
            onClick={() => {
              setStatus(s);
              setPages(1);
            }}
            data-testid={`records-status-${s}`}
          >
            {t(`games.records.${s}`)}
          </button>
        ))}
      </div>
      <div className="records-ranges">
        {RANGES.map((r) => (
          <button
            key={r}
            type="button"
            aria-pressed={range === r}
            className={range === r ? 'is-active' : ''}
            onClick={() => {
              setRange(r);
              setPages(1);
            }}
            data-testid={`records-range-${r}`}
          >
            {t(`games.records.${r}`)}
          </button>
        ))}
      </div>
      {data && (
        <div className="records-totals">
          <span>
            <small>{t('games.records.validBet')}</small>
            <strong>{money(data.validBet)}</strong>
          </span>
          <span>
            <small>{t('games.records.winLoss')}</small>
            <strong className={data.winLoss >= 0 ? 'is-up' : 'is-down'}>
              {signed(data.winLoss)}
            </strong>
          </span>
        </div>
      )}
      {q.isError && !data && <QueryError onRetry={() => void q.refetch()} />}
      {!isPending && data?.list.length === 0 && (
        <div className="records-empty" data-testid="records-empty">
          <EmptyCards />
          <p>{t('games.records.empty')}</p>
          <button
            type="button"
            className="btn btn-primary"
            onClick={() => go('switchTab', HOME)}
            data-testid="records-play"
          >
            {t('games.records.play')}
          </button>
        </div>
      )}
      <ul className="records-list">
        {data?.list.map((r) => (
          <li key={`${r.provider}:${r.betId}`} data-testid="record-row">
            <div className="records-row-head">
              <strong>{name(r)}</strong>
              <span className={`records-status is-${r.status}`}>
                {t(`games.records.${r.status}`)}
              </span>
            </div>
            <dl>
              <dt>{t('games.records.betId')}</dt>
              <dd className="records-id" data-testid="record-bet-id">
                {r.betId}
              </dd>
              <dt>{t('games.records.validBet')}</dt>
              <dd>{money(r.validBet)}</dd>
              <dt>{t('games.records.winLoss')}</dt>
              <dd className={r.winLoss >= 0 ? 'is-up' : 'is-down'} data-testid="record-win-loss">
                {signed(r.winLoss)}
              </dd>
            </dl>
            <div className="records-row-foot">
              <time>{formatTime(r.createdAt, i18n.language)}</time>
              {r.provider === HOUSE_PROVIDER && (
                <button
                  type="button"
                  className="records-open"
                  onClick={() => onOpen(r.betId)}
                  data-testid="record-open"
                >
                  {t('games.records.open')} ›
                </button>
              )}
            </div>
          </li>
        ))}
      </ul>
      {data && data.total > data.list.length && (
        <button
          type="button"
          className="btn btn-ghost btn-block"
          onClick={() => setPages(pages + 1)}
        >
          {t('games.records.more')}
        </button>
      )}
    </div>
  );
}
