import type { LiveGameCode } from '@cardroom/contract';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { PageLoading } from '../../../components/PageStatus';
import { keyedCards, PlayingCard } from '../../../components/PlayingCard';
import { Sheet } from '../../../components/Sheet';
import { useTranslation } from '../../../i18n';
import { fetchLiveRound } from '../api';
import { type LiveVerdict, verifyLiveRound } from '../verify';

/**
 * A dealt round of a live table (`/live/round`) with what checks it: the round seed, the
 * previous seed it hashes to and the chain's salt; "Check" re-does both steps here, in the
 * browser, with packages/games' own code (verify.ts).
 */
export function LiveRound({
  tableId,
  number,
  game,
  onClose,
}: {
  tableId: string;
  number: number;
  game: LiveGameCode;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [verdict, setVerdict] = useState<LiveVerdict | null>(null);
  const { data, isPending } = useQuery({
    queryKey: ['live-round', tableId, number],
    queryFn: async () => {
      const res = await fetchLiveRound(tableId, number);
      return res.ok ? { round: res.data, msg: '' } : { round: null, msg: res.msg };
    },
  });
  const round = data?.round;
  return (
    <Sheet title={t('live.detail.title', { n: number })} onClose={onClose} testId="live-round">
      {isPending ? (
        <PageLoading />
      ) : !round ? (
        <p className="fair-note" role="alert">
          {data?.msg}
        </p>
      ) : (
        <div className="lt-detail">
          {round.winner && (
            <p className="lt-detail-winner">
              <strong>
                {round.winner === 'tie'
                  ? t('games.tie')
                  : t('games.wins', { side: t(`games.hands.${round.winner}`) })}
              </strong>
            </p>
          )}
          <span className="lt-cards" data-testid="live-round-cards">
            {keyedCards(round.cards).map(({ card, key }) => (
              <PlayingCard key={key} card={card} small={game === 'andar-bahar'} />
            ))}
          </span>
          <dl className="lt-seeds">
            <dt>{t('live.detail.seed')}</dt>
            <dd className="mono" data-testid="live-round-seed">
              {round.seed ?? t('live.detail.notYet')}
            </dd>
            {round.previousSeed && (
              <>
                <dt>{t('live.detail.previousSeed')}</dt>
                <dd className="mono" data-testid="live-round-previous">
                  {round.previousSeed}
                </dd>
              </>
            )}
            <dt>{t('live.detail.salt')}</dt>
            <dd className="mono" data-testid="live-round-salt">
              {round.commitment.salt}
            </dd>
            <dt>{t('live.detail.chainRound')}</dt>
            <dd>
              {round.chainRound} / {round.commitment.length}
            </dd>
            <dt>{t('live.detail.terminatingHash')}</dt>
            <dd className="mono">{round.commitment.terminatingHash}</dd>
          </dl>
          {round.seed && (
            <button
              type="button"
              className="btn btn-primary btn-block"
              onClick={() => setVerdict(verifyLiveRound(round))}
              data-testid="live-round-verify"
            >
              {t('live.detail.verify')}
            </button>
          )}
          {verdict && (
            <ul className="lt-verdict" data-testid="live-round-verdict" aria-live="polite">
              <li className={verdict.chainOk ? 'is-ok' : 'is-bad'} data-ok={verdict.chainOk}>
                {verdict.chainOk ? '✓ ' : '✗ '}
                {t(verdict.chainOk ? 'live.detail.chainOk' : 'live.detail.chainBad')}
              </li>
              <li className={verdict.cardsOk ? 'is-ok' : 'is-bad'} data-ok={verdict.cardsOk}>
                {verdict.cardsOk ? '✓ ' : '✗ '}
                {t(verdict.cardsOk ? 'live.detail.cardsOk' : 'live.detail.cardsBad')}
              </li>
            </ul>
          )}
        </div>
      )}
    </Sheet>
  );
}
