import { type GameCodeField, type GameRound, routes, type SeedsInfo } from '@cardroom/contract';
import { useCallback, useEffect, useState } from 'react';
import { call } from '../../../../api';
import { keyedCards, PlayingCard } from '../../../../components/PlayingCard';
import { Sheet } from '../../../../components/Sheet';
import { useTranslation } from '../../../../i18n';
import { roundNumber, type Verdict, verifyRound } from '../../verify';
import { VerdictView } from './VerdictView';

/**
 * The Fairness panel: the committed hash, the client seed (editable), the nonce, rotation,
 * and verification of past rounds here in the browser.
 */
export function Fairness({
  code,
  token,
  seeds,
  onSeeds,
  onClose,
}: {
  code: GameCodeField;
  token: string;
  seeds: SeedsInfo;
  onSeeds: (s: SeedsInfo) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [clientSeed, setClientSeed] = useState(seeds.clientSeed);
  const [note, setNote] = useState('');
  const [revealed, setRevealed] = useState<string | null>(null);
  const [rounds, setRounds] = useState<GameRound[]>([]);
  const [verdict, setVerdict] = useState<Verdict | null>(null);
  const [busy, setBusy] = useState(false);

  const loadRounds = useCallback(async () => {
    const res = await call(routes.gameRounds, { token, limit: 20 }, { silent: true });
    if (res.ok) setRounds(res.data.list);
  }, [token]);

  useEffect(() => {
    void loadRounds();
  }, [loadRounds]);

  const save = async () => {
    setBusy(true);
    const res = await call(routes.gameClientSeed, { token, clientSeed }, { silent: true });
    setBusy(false);
    if (res.ok) {
      onSeeds(res.data.seeds);
      setNote(t('games.fairness.saved'));
    } else setNote(res.msg);
  };

  const rotate = async () => {
    setBusy(true);
    const res = await call(routes.gameRotate, { token }, { silent: true });
    setBusy(false);
    if (!res.ok) return setNote(res.msg);
    onSeeds(res.data.seeds);
    setRevealed(res.data.revealed.serverSeed);
    setNote('');
    setVerdict(null);
    await loadRounds();
  };

  return (
    <Sheet title={t('games.fairness.title')} onClose={onClose} testId="fairness">
      <div className="fair">
        <p className="fair-intro">{t('games.fairness.intro')}</p>
        <dl className="fair-seeds">
          <dt>{t('games.fairness.serverSeedHash')}</dt>
          <dd className="mono" data-testid="fair-hash">
            {seeds.serverSeedHash}
          </dd>
          <dt>{t('games.fairness.nonce')}</dt>
          <dd data-testid="fair-nonce">{seeds.nonce}</dd>
        </dl>
        <label className="fair-client">
          <span>{t('games.fairness.clientSeed')}</span>
          <span className="fair-row">
            <input
              value={clientSeed}
              maxLength={64}
              onChange={(e) => setClientSeed(e.target.value)}
              data-testid="fair-client-seed"
            />
            <button type="button" className="btn btn-ghost" disabled={busy} onClick={save}>
              {t('games.fairness.save')}
            </button>
          </span>
        </label>
        <button
          type="button"
          className="btn btn-red btn-block"
          disabled={busy}
          onClick={rotate}
          data-testid="fair-rotate"
        >
          {t('games.fairness.rotate')}
        </button>
        {revealed && (
          <p className="fair-revealed">
            {t('games.fairness.revealed')}:{' '}
            <span className="mono" data-testid="fair-revealed">
              {revealed}
            </span>
          </p>
        )}
        {note && (
          <p className="fair-note" role="status">
            {note}
          </p>
        )}
        <h4>{t('games.fairness.rounds')}</h4>
        {rounds.length === 0 && <p className="fair-note">{t('games.fairness.noRounds')}</p>}
        <ul className="fair-rounds">
          {rounds.map((r) => (
            <li key={r.id} data-testid="fair-round">
              <div className="fair-round-head">
                <span>
                  {t('games.roundNo', { n: roundNumber(r) })}
                  <small className="fair-nonce">
                    {' '}
                    · {t('games.fairness.nonceOf', { n: r.nonce })}
                  </small>
                </span>
                <span className="fair-round-cards">
                  {keyedCards(r.cards.slice(0, 8)).map(({ card, key }) => (
                    <PlayingCard key={key} card={card} small />
                  ))}
                  {r.cards.length > 8 && <span>+{r.cards.length - 8}</span>}
                </span>
                <button
                  type="button"
                  className="btn btn-ghost"
                  disabled={!r.serverSeed}
                  onClick={() => setVerdict(verifyRound(code, r))}
                  data-testid="fair-verify"
                >
                  {t('games.fairness.verify')}
                </button>
              </div>
              {!r.serverSeed && (
                <small className="fair-locked">{t('games.fairness.verifyLocked')}</small>
              )}
              {verdict?.id === r.id && <VerdictView verdict={verdict} />}
            </li>
          ))}
        </ul>
      </div>
    </Sheet>
  );
}
