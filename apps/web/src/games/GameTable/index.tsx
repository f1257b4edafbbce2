import { type GameCodeField, type GameRound, routes, type SeedsInfo } from '@cardroom/contract';
import { GAMES } from '@cardroom/games';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '../../api';
import { useMoney } from '../../hooks/useMoney';
import { gameByCode, launchGame } from '../catalog';
import { Fairness } from './Fairness';
import { keyedCards, PlayingCard } from './PlayingCard';
import './GameTable.css';
import './texts';

/** Chip values in minor units (Rp 10 … Rp 1,000 / ₹10 … ₹1,000). */
const CHIPS = [1_000, 5_000, 10_000, 50_000, 100_000];

interface Session {
  token: string;
  balance: number;
  seeds: SeedsInfo;
}

// A launch token works once; remembering the exchange keeps a remount from spending it twice.
const opened = new Map<string, ReturnType<typeof openGame>>();
function openGame(launchToken: string) {
  return call(routes.gameOpen, { launchToken }, { silent: true });
}

/**
 * One house game table: exchanges the launch token for a game session, then takes bets on
 * the engine's spots and shows each round the server deals. The page never deals itself;
 * the Fairness panel re-deals past rounds only to verify them.
 */
export default function GameTable({
  code,
  launchToken,
}: {
  code: GameCodeField;
  launchToken: string;
}) {
  const { t } = useTranslation();
  const money = useMoney();
  const game = GAMES[code];
  const [session, setSession] = useState<Session | null>(null);
  const [ended, setEnded] = useState<string | null>(null);
  const [chip, setChip] = useState(CHIPS[0] as number);
  const [bets, setBets] = useState<Record<string, number>>({});
  const [lastBets, setLastBets] = useState<Record<string, number>>({});
  const [round, setRound] = useState<GameRound | null>(null);
  const [dealing, setDealing] = useState(false);
  const [error, setError] = useState('');
  const [fair, setFair] = useState(false);

  useEffect(() => {
    let promise = opened.get(launchToken);
    if (!promise) {
      promise = openGame(launchToken);
      opened.set(launchToken, promise);
    }
    let live = true;
    promise.then((res) => {
      if (!live) return;
      if (res.ok)
        setSession({ token: res.data.token, balance: res.data.balance, seeds: res.data.seeds });
      else setEnded(res.msg);
    });
    return () => {
      live = false;
    };
  }, [launchToken]);

  const total = Object.values(bets).reduce((s, v) => s + v, 0);

  const deal = async () => {
    if (!session || total === 0 || dealing) return;
    setDealing(true);
    setError('');
    const placed = Object.entries(bets).map(([spot, stake]) => ({ spot, stake }));
    const res = await call(
      routes.gamePlay,
      { token: session.token, bets: placed },
      { silent: true },
    );
    setDealing(false);
    if (!res.ok) {
      if (res.state === '403') setEnded(res.msg);
      else setError(res.msg);
      return;
    }
    setRound(res.data.round);
    setSession({ ...session, balance: res.data.balance, seeds: res.data.seeds });
    setLastBets(bets);
    setBets({});
  };

  const name = t(`games.${gameByCode(code)?.nameKey ?? 'baccarat'}`);
  if (ended) {
    return (
      <div className="gt gt-ended" data-testid="game-ended">
        <h2>{name}</h2>
        <p role="alert">{ended}</p>
        <button type="button" className="btn btn-primary" onClick={() => void launchGame(code)}>
          {t('games.reopen')}
        </button>
      </div>
    );
  }
  if (!session) {
    return (
      <div className="gt gt-ended" role="progressbar" aria-label={t('games.opening')}>
        <p>{t('games.opening')}</p>
      </div>
    );
  }

  const payout = round ? round.payout : 0;
  return (
    <div className="gt" data-testid="game-table" data-game={code}>
      <div className="gt-top">
        <div>
          <h2 className="gt-name">{name}</h2>
          <button
            type="button"
            className="gt-fair-btn"
            onClick={() => setFair(true)}
            data-testid="open-fairness"
          >
            ✓ {t('games.fairness.title')}
          </button>
        </div>
        <div className="gt-balance">
          <small>{t('games.balance')}</small>
          <strong data-testid="game-balance">{money(session.balance)}</strong>
        </div>
      </div>

      <div className="gt-felt" data-testid="game-round">
        {round ? (
          <>
            <div className={`gt-hands gt-hands-${round.hands.length}`} key={round.id}>
              {round.hands.map((h, hi) => (
                <div className={`gt-hand${round.winner === h.id ? ' is-winner' : ''}`} key={h.id}>
                  <span className="gt-hand-name">
                    {t(`games.hands.${h.id}`)}
                    {h.note !== '' && (
                      <em>
                        {code === 'teen-patti' ? t(`games.teenPattiHands.${h.note}`) : h.note}
                      </em>
                    )}
                  </span>
                  <span className="gt-cards">
                    {keyedCards(h.cards).map(({ card, key }, ci) => (
                      <PlayingCard
                        key={key}
                        card={card}
                        delay={(hi + ci * round.hands.length) * 90}
                        small={h.cards.length > 6}
                      />
                    ))}
                  </span>
                </div>
              ))}
            </div>
            <p className="gt-result" data-testid="game-result">
              <strong>
                {round.winner === 'tie'
                  ? t('games.tie')
                  : t('games.wins', { side: t(`games.hands.${round.winner}`) })}
              </strong>
              <span className={payout > 0 ? 'is-win' : ''}>
                {payout > round.stake
                  ? t('games.youWin', { amount: money(payout) })
                  : payout > 0
                    ? t('games.returned', { amount: money(payout) })
                    : t('games.noWin')}
              </span>
              <small>{t('games.lastRound', { nonce: round.nonce })}</small>
            </p>
          </>
        ) : (
          <p className="gt-hint">{t('games.placeBets')}</p>
        )}
      </div>

      <div className="gt-spots" data-count={game.spots.length}>
        {game.spots.map((s, i) => {
          const p = s.pays[0];
          return (
            <button
              key={s.id}
              type="button"
              className={`gt-spot${i < 2 || (i < 3 && game.spots.length <= 5) ? ' is-main' : ''}${bets[s.id] ? ' has-bet' : ''}`}
              data-testid={`spot-${s.id}`}
              onClick={() => setBets({ ...bets, [s.id]: (bets[s.id] ?? 0) + chip })}
            >
              <span className="gt-spot-name">{t(`games.spots.${s.id}`)}</span>
              {p && s.pays.length === 1 && <small>{p.numerator / p.denominator}:1</small>}
              {bets[s.id] ? <span className="gt-stake">{money(bets[s.id] ?? 0, true)}</span> : null}
            </button>
          );
        })}
      </div>

      <div className="gt-dock">
        <fieldset className="gt-chips" aria-label={t('games.chip')}>
          {CHIPS.map((c) => (
            <button
              key={c}
              type="button"
              aria-pressed={chip === c}
              className={chip === c ? 'gt-chip is-active' : 'gt-chip'}
              data-testid={`chip-${c}`}
              onClick={() => setChip(c)}
            >
              {/* The app's compact money form without the sign (it is on the balance). */}
              {money(c, { compact: true, bare: true })}
            </button>
          ))}
        </fieldset>

        {error && (
          <p className="gt-error" role="alert" data-testid="game-error">
            {error}
          </p>
        )}

        <div className="gt-actions">
          <button
            type="button"
            className="btn btn-ghost"
            onClick={() => setBets(total ? {} : lastBets)}
            disabled={dealing}
          >
            {total ? t('games.clear') : t('games.rebet')}
          </button>
          <span className="gt-total">
            <small>{t('games.totalBet')}</small>
            <strong data-testid="game-total">{money(total)}</strong>
          </span>
          <button
            type="button"
            className="btn btn-primary"
            onClick={deal}
            disabled={total === 0 || dealing}
            data-testid="deal"
          >
            {dealing ? t('games.dealing') : t('games.deal')}
          </button>
        </div>
      </div>

      {fair && (
        <Fairness
          code={code}
          token={session.token}
          seeds={session.seeds}
          onSeeds={(seeds) => setSession((s) => (s ? { ...s, seeds } : s))}
          onClose={() => setFair(false)}
        />
      )}
    </div>
  );
}
