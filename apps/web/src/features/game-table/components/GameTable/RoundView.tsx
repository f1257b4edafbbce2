import type { GameCodeField, GameRound } from '@cardroom/contract';
import { PlayingCard } from '../../../../components/PlayingCard';
import { useMoney } from '../../../../hooks/useMoney';
import { useTranslation } from '../../../../i18n';
import { roundNumber } from '../../verify';

/**
 * The order cards come out at the table: one to each hand in turn (Dragon then Tiger; player
 * then dealer; Baccarat's player, banker, then the third cards; the Andar Bahar joker first).
 * Entries are [hand index, card index].
 */
export function dealOrder(round: Pick<GameRound, 'hands'>): Array<[number, number]> {
  const order: Array<[number, number]> = [];
  const longest = Math.max(0, ...round.hands.map((h) => h.cards.length));
  for (let ci = 0; ci < longest; ci++) {
    round.hands.forEach((h, hi) => {
      if (ci < h.cards.length) order.push([hi, ci]);
    });
  }
  return order;
}

/** How long each card takes to turn: a short deal stays readable, a long Andar Bahar run fast. */
export function revealStepMs(cards: number): number {
  return Math.max(60, Math.min(450, Math.floor(2_800 / Math.max(1, cards))));
}

/**
 * Steps of a round's reveal: one per card, and one more so the last card has landed before
 * the result shows.
 */
export const revealSteps = (round: Pick<GameRound, 'hands'>) => dealOrder(round).length + 1;

/** A dealt round: the hands with the first `shown` cards turned, then the result. */
export function RoundView({
  code,
  round,
  shown = Number.POSITIVE_INFINITY,
}: {
  code: GameCodeField;
  round: GameRound;
  shown?: number;
}) {
  const { t } = useTranslation();
  const money = useMoney();
  const order = dealOrder(round);
  const visible = new Set(order.slice(0, shown).map(([hi, ci]) => `${hi}:${ci}`));
  const done = shown > order.length;
  const payout = round.payout;
  return (
    <>
      <div className={`gt-hands gt-hands-${round.hands.length}`}>
        {round.hands.map((h, hi) => (
          <div className={`gt-hand${done && round.winner === h.id ? ' is-winner' : ''}`} key={h.id}>
            <span className="gt-hand-name">
              {t(`games.hands.${h.id}`)}
              {done && h.note !== '' && (
                <em>{code === 'teen-patti' ? t(`games.teenPattiHands.${h.note}`) : h.note}</em>
              )}
            </span>
            <span className="gt-cards">
              {h.cards.map((card, ci) =>
                visible.has(`${hi}:${ci}`) ? (
                  <PlayingCard
                    // A hand never reorders, and Baccarat can repeat a card.
                    // biome-ignore lint/suspicious/noArrayIndexKey: position is the identity here
                    key={ci}
                    card={card}
                    small={h.cards.length > 6}
                  />
                ) : null,
              )}
            </span>
          </div>
        ))}
      </div>
      {done ? (
        <p className="gt-result" data-testid="game-result" aria-live="polite">
          <strong>
            {round.winner === 'tie'
              ? t('games.tie')
              : t('games.wins', { side: t(`games.hands.${round.winner}`) })}
          </strong>
          <span className={payout > 0 ? 'is-win' : ''}>
            {payout > round.stake
              ? t('games.youWin', { amount: money(payout) })
              : payout === round.stake
                ? t('games.returned', { amount: money(payout) })
                : payout > 0
                  ? // A bet won while another lost (a side bet): paid, not "returned".
                    t('games.paidOf', { amount: money(payout), stake: money(round.stake) })
                  : t('games.noWin')}
          </span>
          <small>{t('games.roundNo', { n: roundNumber(round) })}</small>
        </p>
      ) : (
        <p className="gt-result is-dealing" aria-live="polite">
          <small>{t('games.dealing')}</small>
        </p>
      )}
    </>
  );
}
