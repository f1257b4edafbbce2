import {
  type RankingBoard,
  type RankingLine,
  type RankingPrize,
  rankingBoards,
} from '@cardroom/contract';
import { useTranslation } from '../../../i18n';
import './ranking.css';
import './rankingTexts';
import { useMoney } from '../../../hooks/useMoney';
import { go } from '../../../nav';
import { PAGES } from '../../../nav/pages';
import type { RankingMetric } from '../api';
import { useCountdownText } from './TimeLeft';

/**
 * The ranking pages' parts (Ranking by valid bet, InvitationalRanks by valid invitees): the
 * Daily / Weekly / Monthly switch, the countdown to the board's close, the prize table, the
 * player's own place, the top 50 and last period's winners with whether each prize was paid.
 * Names arrive masked from the server. `metric` says what a score is: money or a count.
 */

type PrizeState = 'paid' | 'pending' | 'unpaid';
type LastLine = RankingLine & { state: PrizeState };

/** A score as the metric reads: "Rp 53.000" or "3 invitees". */
function useScore(metric: RankingMetric) {
  const { t } = useTranslation();
  const money = useMoney();
  return (score: number, short = false) =>
    metric === 'bet' ? money(score, short) : t('promo.ranking.invites.count', { count: score });
}

export function RankingTabs({
  value,
  onChange,
}: {
  value: RankingBoard;
  onChange: (board: RankingBoard) => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="rank-tabs" role="tablist" aria-label={t('promo.ranking.tabs')}>
      {rankingBoards.map((b) => (
        <button
          key={b}
          type="button"
          role="tab"
          aria-selected={b === value}
          className={b === value ? 'rank-tab is-on' : 'rank-tab'}
          data-testid={`rank-tab-${b}`}
          onClick={() => onChange(b)}
        >
          {t(`promo.ranking.board.${b}`)}
        </button>
      ))}
    </div>
  );
}

/** "Today’s board closes in 5 h 12 min", moving while the page is open. */
export function BoardCloses({ board, endsAt }: { board: RankingBoard; endsAt: string }) {
  const { t } = useTranslation();
  const left = useCountdownText(endsAt);
  return (
    <p className="rank-closes" data-testid="rank-closes">
      {left === 'ended' || left === null
        ? t('promo.ranking.closing')
        : t(`promo.ranking.closesIn.${board}`, { time: left })}
    </p>
  );
}

export function PrizeTable({
  prizes,
  minScore,
  metric,
}: {
  prizes: RankingPrize[];
  /** The smallest valid bet (minor) or number of valid invitees a winner needs; 0 = none. */
  minScore: number;
  metric: RankingMetric;
}) {
  const { t } = useTranslation();
  const money = useMoney();
  return (
    <section className="promo-box" data-testid="rank-prizes">
      <h2>{t('promo.ranking.prizes')}</h2>
      {prizes.length === 0 ? (
        <p className="rank-note">{t('promo.ranking.noPrizes')}</p>
      ) : (
        <ul className="rank-prize-list">
          {prizes.map((p) => (
            <li key={p.fromRank} data-testid={`rank-prize-${p.fromRank}`}>
              <span>
                {p.fromRank === p.toRank
                  ? t('promo.ranking.rankOne', { rank: p.fromRank })
                  : t('promo.ranking.rankRange', { from: p.fromRank, to: p.toRank })}
              </span>
              <strong>{money(p.amount)}</strong>
            </li>
          ))}
        </ul>
      )}
      {minScore > 0 && (
        <p className="rank-note" data-testid="rank-min-bet">
          {metric === 'bet'
            ? t('promo.ranking.minBet', { amount: money(minScore) })
            : t('promo.ranking.invites.min', { count: minScore })}
        </p>
      )}
      {prizes.length > 0 && <p className="rank-note">{t('promo.ranking.paidAuto')}</p>}
    </section>
  );
}

/** The player's own place, pinned above the list (or why there is none). */
export function MyRank({
  my,
  signedIn,
  metric,
}: {
  my: RankingLine | null;
  signedIn: boolean;
  metric: RankingMetric;
}) {
  const { t } = useTranslation();
  const money = useMoney();
  if (!my && signedIn && metric === 'invites') {
    return (
      <div className="rank-mine rank-mine-none" data-testid="rank-mine">
        <span>{t('promo.ranking.invites.notRanked')}</span>
        <button
          type="button"
          className="btn btn-ghost rank-mine-invite"
          data-testid="rank-invite-friends"
          onClick={() => go('switchTab', PAGES.earn.Earn)}
        >
          {t('promo.ranking.invites.inviteFriends')}
        </button>
      </div>
    );
  }
  if (!my) {
    return (
      <p className="rank-mine rank-mine-none" data-testid="rank-mine">
        {t(signedIn ? 'promo.ranking.notRanked' : 'promo.ranking.signIn')}
      </p>
    );
  }
  return (
    <div className="rank-mine" data-testid="rank-mine">
      <span className="rank-mine-label">{t('promo.ranking.myRank')}</span>
      <strong className="rank-mine-rank">#{my.rank}</strong>
      <span className="rank-mine-bet">
        {metric === 'bet'
          ? t('promo.ranking.myBet', { amount: money(my.score) })
          : t('promo.ranking.invites.mine', { count: my.score })}
      </span>
      {my.prize > 0 && (
        <span className="rank-prize-badge" data-testid="rank-mine-prize">
          {t('promo.ranking.prizeNow', { amount: money(my.prize) })}
        </span>
      )}
    </div>
  );
}

function Row({
  line,
  mine,
  state,
  metric,
}: {
  line: RankingLine;
  mine: boolean;
  state?: PrizeState | undefined;
  metric: RankingMetric;
}) {
  const { t } = useTranslation();
  const money = useMoney();
  const score = useScore(metric);
  return (
    <li
      className={mine ? 'rank-row is-me' : 'rank-row'}
      data-testid={`rank-row-${line.rank}`}
      data-state={state}
    >
      <span className={line.rank <= 3 ? `rank-no rank-no-${line.rank}` : 'rank-no'}>
        {line.rank}
      </span>
      <span className="rank-name">
        {line.name}
        {mine && <em className="rank-you"> · {t('promo.ranking.you')}</em>}
      </span>
      <span className="rank-score">{score(line.score, true)}</span>
      {state ? (
        <span className={`rank-state rank-state-${state}`}>
          {money(line.prize, true)} · {t(`promo.ranking.state.${state}`)}
        </span>
      ) : (
        line.prize > 0 && <span className="rank-prize-badge">{money(line.prize, true)}</span>
      )}
    </li>
  );
}

export function RankingList({
  top,
  myRank,
  metric,
}: {
  top: RankingLine[];
  myRank: number | null;
  metric: RankingMetric;
}) {
  const { t } = useTranslation();
  const bet = metric === 'bet';
  return (
    <section className="promo-box" data-testid="rank-top">
      <h2>{t('promo.ranking.top')}</h2>
      <p className="rank-note">
        {t(bet ? 'promo.ranking.byValidBet' : 'promo.ranking.invites.byValidInvitees')}
      </p>
      {top.length === 0 ? (
        <p className="rank-note" data-testid="rank-empty">
          {t(bet ? 'promo.ranking.empty' : 'promo.ranking.invites.empty')}
        </p>
      ) : (
        <ol className="rank-list">
          {top.map((l) => (
            <Row key={l.rank} line={l} mine={l.rank === myRank} metric={metric} />
          ))}
        </ol>
      )}
    </section>
  );
}

export function LastWinners({
  last,
  metric,
}: {
  last: { period: string; final: boolean; winners: LastLine[]; my: LastLine | null };
  metric: RankingMetric;
}) {
  const { t } = useTranslation();
  const money = useMoney();
  return (
    <section className="promo-box" data-testid="rank-last">
      <h2>{t('promo.ranking.last', { period: last.period })}</h2>
      {!last.final && <p className="rank-note">{t('promo.ranking.finalising')}</p>}
      {last.winners.length === 0 ? (
        <p className="rank-note">{t('promo.ranking.noWinners')}</p>
      ) : (
        <ol className="rank-list">
          {last.winners.map((l) => (
            <Row
              key={l.rank}
              line={l}
              mine={l.rank === last.my?.rank}
              state={l.state}
              metric={metric}
            />
          ))}
        </ol>
      )}
      {last.my && (
        <p className="rank-note" data-testid="rank-last-mine">
          {last.my.prize > 0
            ? `${t('promo.ranking.myLastPrize', { rank: last.my.rank, amount: money(last.my.prize) })} · ${t(`promo.ranking.state.${last.my.state}`)}`
            : t('promo.ranking.myLast', { rank: last.my.rank })}
        </p>
      )}
    </section>
  );
}
