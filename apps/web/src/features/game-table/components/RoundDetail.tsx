import { type GameCodeField, type GameRound, routes } from '@cardroom/contract';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { call } from '../../../api';
import { PageLoading } from '../../../components/PageStatus';
import { Sheet } from '../../../components/Sheet';
import { useMoney } from '../../../hooks/useMoney';
import { useTranslation } from '../../../i18n';
import { gameByCode } from '../../../lib/games/catalog';
import { roundNumber, type Verdict, verifyRound } from '../verify';
import { RoundView } from './GameTable/RoundView';
import { VerdictView } from './GameTable/VerdictView';
import '../../../styles/game-table.css';
import '../../../lib/games/texts';

/**
 * A Game records row opened: the round's cards and result, the bets as settled, and the
 * seeds, verified here in the browser as the table's Fairness panel does. Loaded with the
 * engines only when a row is opened.
 */
export default function RoundDetail({ betId, onClose }: { betId: string; onClose: () => void }) {
  const { t } = useTranslation();
  const { data, isPending } = useQuery({
    queryKey: ['game-record-round', betId],
    queryFn: async () => {
      const res = await call(routes.gameRecordRound, { betId }, { silent: true });
      return res.ok ? { round: res.data.round, msg: '' } : { round: null, msg: res.msg };
    },
  });
  return (
    <Sheet title={t('games.detail.title')} onClose={onClose} testId="round-detail">
      {isPending ? (
        <PageLoading />
      ) : data?.round ? (
        <RoundBody round={data.round} />
      ) : (
        <p className="fair-note" role="alert">
          {data?.msg}
        </p>
      )}
    </Sheet>
  );
}

function RoundBody({ round }: { round: GameRound }) {
  const { t } = useTranslation();
  const money = useMoney();
  const code: GameCodeField = round.gameCode;
  const [verdict, setVerdict] = useState<Verdict | null>(null);
  const game = gameByCode(code);
  const titleId = useId();
  // `.fair` scrolls when the round is taller than the sheet allows (a long Andar Bahar deal at
  // 320×640): a region a keyboard can reach and scroll even before the seed is revealed, when
  // nothing in it takes focus (axe: scrollable-region-focusable).
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take focus to scroll by keyboard.
    <section className="fair" tabIndex={0} aria-labelledby={titleId}>
      <h4 id={titleId}>
        {game ? t(`games.${game.nameKey}`) : code} · {t('games.roundNo', { n: roundNumber(round) })}
      </h4>
      <div className="gt-felt is-static" data-testid="detail-round">
        <RoundView code={code} round={round} />
      </div>
      <h4>{t('games.detail.bets')}</h4>
      <table className="detail-bets">
        <tbody>
          {round.bets.map((b) => (
            <tr key={b.spot} data-testid="detail-bet">
              <th scope="row">{t(`games.spots.${b.spot}`)}</th>
              <td>{money(b.stake)}</td>
              <td className={b.payout > 0 ? 'is-up' : ''}>
                {t(`games.detail.results.${b.result}`)} {b.payout > 0 ? money(b.payout) : ''}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <dl className="fair-seeds">
        <dt>{t('games.fairness.serverSeedHash')}</dt>
        <dd className="mono">{round.serverSeedHash}</dd>
        <dt>{t('games.fairness.clientSeed')}</dt>
        <dd className="mono">{round.clientSeed}</dd>
        <dt>{t('games.fairness.roundNonce')}</dt>
        <dd>{round.nonce}</dd>
        {round.serverSeed && (
          <>
            <dt>{t('games.fairness.revealed')}</dt>
            <dd className="mono">{round.serverSeed}</dd>
          </>
        )}
      </dl>
      {round.serverSeed ? (
        <button
          type="button"
          className="btn btn-primary btn-block"
          onClick={() => setVerdict(verifyRound(code, round))}
          data-testid="detail-verify"
        >
          {t('games.fairness.verify')}
        </button>
      ) : (
        <small className="fair-locked" data-testid="detail-locked">
          {t('games.detail.rotateFirst')}
        </small>
      )}
      {verdict && <VerdictView verdict={verdict} />}
    </section>
  );
}
