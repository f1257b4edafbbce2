import type { LiveGameCode, LiveRoundState, LiveSpotTotal } from '@cardroom/contract';
import { GAMES } from '@cardroom/games';
import { keyedCards, PlayingCard } from '../../../components/PlayingCard';
import { useMoney } from '../../../hooks/useMoney';
import { useTranslation } from '../../../i18n';
import {
  dealtHands,
  type LiveBets,
  msLeft,
  resultHands,
  roadColumns,
  secondsShown,
} from '../rules';

/** The phase and, while bets are taken, the seconds left on the server's clock. */
export function Countdown({
  round,
  offset,
  now,
  bettingMs,
}: {
  round: LiveRoundState | null;
  offset: number;
  now: number;
  bettingMs: number;
}) {
  const { t } = useTranslation();
  const phase = round?.phase ?? null;
  const left = phase === 'betting' ? msLeft(round?.phaseEndsAt ?? null, offset, now) : 0;
  const s = secondsShown(left);
  return (
    <div
      className={`lt-clock is-${phase ?? 'waiting'}`}
      data-testid="live-phase"
      data-phase={phase ?? ''}
    >
      {/* The phase is announced when it changes; the seconds are not read out every tick. */}
      <strong aria-live="polite">{t(`live.phase.${phase ?? 'waiting'}`)}</strong>
      {phase === 'betting' && (
        <span className="lt-clock-left">
          <small>{t('live.closesIn')}</small>
          <b data-testid="live-countdown" data-seconds={s}>
            {t('live.seconds', { n: s })}
          </b>
          <span
            className="lt-clock-bar"
            aria-hidden="true"
            style={{ transform: `scaleX(${Math.min(1, left / Math.max(1, bettingMs))})` }}
          />
        </span>
      )}
    </div>
  );
}

/** The cards turned so far by hand, then the result's hands with the winner marked. */
export function Felt({ game, round }: { game: LiveGameCode; round: LiveRoundState | null }) {
  const { t } = useTranslation();
  if (!round || round.cards.length === 0) return null;
  const settled = round.result !== null;
  const hands = settled ? resultHands(round.result?.hands ?? []) : dealtHands(game, round.cards);
  const winner = round.result?.winner;
  return (
    <div className={`gt-hands gt-hands-${hands.length}`} data-testid="live-cards">
      {hands.map((h) => (
        <div className={`gt-hand${settled && winner === h.id ? ' is-winner' : ''}`} key={h.id}>
          <span className="gt-hand-name">
            {h.id === 'third' ? t('live.third') : t(`games.hands.${h.id}`)}
            {h.note !== '' && <em>{h.note}</em>}
          </span>
          <span className="gt-cards">
            {keyedCards(h.cards).map(({ card, key }) => (
              <PlayingCard key={key} card={card} small={h.cards.length > 6} />
            ))}
          </span>
        </div>
      ))}
    </div>
  );
}

/**
 * The game's bet spots: everyone's total and how many bet it, the player's own placed chips
 * and those still to send. A tap adds the chosen chip to the pending bets.
 */
export function Spots({
  game,
  totals,
  mine,
  pending,
  disabled,
  winner,
  onTap,
}: {
  game: LiveGameCode;
  totals: readonly LiveSpotTotal[];
  mine: LiveBets;
  pending: LiveBets;
  disabled: boolean;
  winner: string | null;
  onTap: (spot: string) => void;
}) {
  const { t } = useTranslation();
  const money = useMoney();
  const spots = GAMES[game].spots;
  return (
    <div className="gt-spots lt-spots" data-count={spots.length}>
      {spots.map((s, i) => {
        const all = totals.find((x) => x.spot === s.id);
        const own = mine.find((x) => x.spot === s.id)?.stake ?? 0;
        const wait = pending.find((x) => x.spot === s.id)?.stake ?? 0;
        return (
          <button
            key={s.id}
            type="button"
            className={`gt-spot${i < 2 || (i < 3 && spots.length <= 5) ? ' is-main' : ''}${own || wait ? ' has-bet' : ''}${winner === s.id ? ' is-winner' : ''}`}
            data-testid={`live-spot-${s.id}`}
            disabled={disabled}
            onClick={() => onTap(s.id)}
          >
            <span className="gt-spot-name">{t(`games.spots.${s.id}`)}</span>
            <small
              className="lt-spot-all"
              data-testid={`live-total-${s.id}`}
              data-stake={all?.stake ?? 0}
            >
              {t('live.everyone')} {money(all?.stake ?? 0, true)} ·{' '}
              {t('live.onSpot', { count: all?.players ?? 0 })}
            </small>
            {own > 0 && (
              <span className="gt-stake" data-testid={`live-mine-${s.id}`} data-stake={own}>
                {t('live.yours')} {money(own, true)}
              </span>
            )}
            {wait > 0 && (
              <span className="lt-pending" data-testid={`live-pending-${s.id}`}>
                + {money(wait, true)}
              </span>
            )}
          </button>
        );
      })}
    </div>
  );
}

/** The road as a bead plate; a bead opens that round's check. */
export function LiveRoad({
  road,
  onOpen,
}: {
  road: ReadonlyArray<{ number: number; winner: string }>;
  onOpen: (number: number) => void;
}) {
  const { t } = useTranslation();
  const columns = roadColumns(road);
  return (
    <section className="lt-road" aria-label={t('live.road')} data-testid="live-road">
      {columns.length === 0 ? (
        <p className="gt-road-empty">{t('live.roadEmpty')}</p>
      ) : (
        <ol>
          {columns.map((col) => (
            <li key={col[0]?.number}>
              <ol>
                {col.map((r) => (
                  <li key={r.number}>
                    <button
                      type="button"
                      className={`gt-bead is-${r.winner}`}
                      // The name starts with what the bead shows (WCAG 2.5.3, label in name).
                      aria-label={`${t(`games.beads.${r.winner}`)}, ${t('live.open', { n: r.number })}`}
                      data-testid="live-bead"
                      data-number={r.number}
                      data-winner={r.winner}
                      onClick={() => onOpen(r.number)}
                    >
                      {t(`games.beads.${r.winner}`)}
                    </button>
                  </li>
                ))}
              </ol>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
