import { type GameCodeField, type GameRound, message, routes } from '@cardroom/contract';
import { GAMES } from '@cardroom/games';
import { useEffect, useRef, useState } from 'react';
import { call } from '../../../../api';
import { ChipRow } from '../../../../components/ChipRow';
import { CoinsLabel } from '../../../../components/CoinsLabel';
import { useLocale } from '../../../../hooks/useLocale';
import { useMoney } from '../../../../hooks/useMoney';
import { refreshAfterMoneyMoved } from '../../../../hooks/useServerSync';
import { useTranslation } from '../../../../i18n';
import { gameByCode, launchGame } from '../../../../lib/games/catalog';
import { isPlay, useApp } from '../../../../stores/app';
import { Fairness } from './Fairness';
import { PayTable, ratio } from './PayTable';
import { Road } from './Road';
import { RoundView, revealStepMs, revealSteps } from './RoundView';
import { type GameSessionState, useGameSession } from './useGameSession';
import '../../../../styles/game-table.css';
import '../../../../lib/games/texts';

const ROAD_LENGTH = 40;

/**
 * One house game table: resumes or opens the game session, takes bets on the engine's spots
 * with the market's chips, and shows each round the server deals card by card before its
 * result. The page never deals itself; the Fairness panel re-deals past rounds to verify them.
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
  const play = useApp(isPlay);
  const locale = useLocale();
  const game = GAMES[code];
  const { session, setSession, ended, end } = useGameSession(code, launchToken);
  const [picked, setPicked] = useState<number | null>(null);
  const [bets, setBets] = useState<Record<string, number>>({});
  const [lastBets, setLastBets] = useState<Record<string, number>>({});
  const [round, setRound] = useState<GameRound | null>(null);
  const [shown, setShown] = useState(0);
  const [history, setHistory] = useState<GameRound[]>([]);
  const [dealing, setDealing] = useState(false);
  const [error, setError] = useState('');
  const [panel, setPanel] = useState<'fair' | 'pays' | null>(null);
  // Balance and seeds after the round on the felt: shown once its cards are all turned.
  const after = useRef<Pick<GameSessionState, 'balance' | 'seeds'> | null>(null);
  const token = session?.token;

  useEffect(() => {
    if (!token) return;
    let live = true;
    void call(routes.gameRounds, { token, limit: ROAD_LENGTH }, { silent: true }).then((res) => {
      if (live && res.ok) setHistory(res.data.list.slice().reverse());
    });
    return () => {
      live = false;
    };
  }, [token]);

  const total = round ? revealSteps(round) : 0;
  const revealing = round !== null && shown < total;
  useEffect(() => {
    if (!round) return;
    if (shown < total) {
      const timer = setTimeout(() => setShown((n) => n + 1), revealStepMs(total));
      return () => clearTimeout(timer);
    }
    const next = after.current;
    if (!next) return;
    after.current = null;
    setSession((s) => (s ? { ...s, ...next } : s));
    setHistory((h) => [...h, round].slice(-ROAD_LENGTH));
  }, [round, shown, total, setSession]);

  const staked = Object.values(bets).reduce((s, v) => s + v, 0);
  const busy = dealing || revealing;

  const deal = async () => {
    if (!session || staked === 0 || busy) return;
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
      if (res.state === '403') end(res.msg);
      else setError(res.msg);
      return;
    }
    after.current = { balance: res.data.balance, seeds: res.data.seeds };
    // Home, Account and the header show the balance from user info: refresh it now, not at
    // the next 10 s poll.
    void refreshAfterMoneyMoved();
    // The stake leaves the balance now; the payout shows with the result.
    setSession((s) => (s ? { ...s, balance: s.balance - res.data.round.stake } : s));
    setShown(0);
    setRound(res.data.round);
    setLastBets(bets);
    setBets({});
  };

  const name = t(`games.${gameByCode(code)?.nameKey ?? 'baccarat'}`);
  if (ended) {
    return (
      <div className="gt gt-ended" data-testid="game-ended">
        <h2>{name}</h2>
        <p role="alert">{ended}</p>
        <button
          type="button"
          className="btn btn-primary"
          onClick={() => void launchGame(code, 'redirectTo')}
          data-testid="game-reopen"
        >
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

  const { table } = session;
  const chip = picked !== null && table.chips.includes(picked) ? picked : (table.chips[0] ?? 0);
  const place = (spot: string) => {
    if (busy) return;
    const next = (bets[spot] ?? 0) + chip;
    const amount = (n: number) => money(n);
    if (next > table.spot.max) {
      return setError(message('gameSpotAboveMax', locale, { amount: amount(table.spot.max) }));
    }
    if (staked + chip > table.round.max) {
      return setError(message('gameRoundAboveMax', locale, { amount: amount(table.round.max) }));
    }
    setError('');
    setBets({ ...bets, [spot]: next });
  };

  return (
    <div className="gt" data-testid="game-table" data-game={code}>
      <div className="gt-top">
        <h2 className="gt-name">{name}</h2>
        <div className="gt-balance">
          <small>{t('games.balance')}</small>
          <strong data-testid="game-balance">{money(session.balance)}</strong>
          {play && <CoinsLabel />}
        </div>
      </div>
      <div className="gt-links">
        <button
          type="button"
          className="gt-fair-btn"
          onClick={() => setPanel('fair')}
          data-testid="open-fairness"
        >
          ✓ {t('games.fairness.title')}
        </button>
        <button
          type="button"
          className="gt-fair-btn"
          onClick={() => setPanel('pays')}
          data-testid="open-pays"
        >
          {t('games.payTable')}
        </button>
      </div>

      <Road rounds={history} />

      <div className="gt-felt" data-testid="game-round" aria-busy={revealing}>
        {round ? (
          <RoundView key={round.id} code={code} round={round} shown={shown} />
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
              // Bets close while a round is dealt and turned, like Deal and Clear.
              disabled={busy}
              onClick={() => place(s.id)}
            >
              <span className="gt-spot-name">{t(`games.spots.${s.id}`)}</span>
              <small>
                {p && s.pays.length === 1
                  ? ratio(p, locale)
                  : t('games.upTo', {
                      ratio: ratio(
                        s.pays.reduce((a, b) => (b.numerator > a.numerator ? b : a)),
                        locale,
                      ),
                    })}
              </small>
              {bets[s.id] ? <span className="gt-stake">{money(bets[s.id] ?? 0, true)}</span> : null}
            </button>
          );
        })}
      </div>

      {/* Other floating controls (customer service) keep clear of elements marked this way. */}
      <div className="gt-dock" data-bottom-dock="" data-testid="game-dock">
        {error && (
          <p className="gt-error" role="alert" data-testid="game-error">
            {error}
          </p>
        )}
        <ChipRow chips={table.chips} chip={chip} onPick={setPicked} testIdPrefix="chip-" />
        <div className="gt-actions">
          <button
            type="button"
            className="btn btn-ghost"
            onClick={() => {
              setError('');
              setBets(staked ? {} : lastBets);
            }}
            disabled={busy}
          >
            {staked ? t('games.clear') : t('games.rebet')}
          </button>
          <span className="gt-total">
            <small>{t('games.totalBet')}</small>
            <strong data-testid="game-total">{money(staked, true)}</strong>
          </span>
          <button
            type="button"
            className="btn btn-primary"
            onClick={deal}
            disabled={staked === 0 || busy}
            data-testid="deal"
          >
            {busy ? t('games.dealing') : t('games.deal')}
          </button>
        </div>
      </div>

      {panel === 'fair' && (
        <Fairness
          code={code}
          token={session.token}
          seeds={session.seeds}
          onSeeds={(seeds) => setSession((s) => (s ? { ...s, seeds } : s))}
          onClose={() => setPanel(null)}
        />
      )}
      {panel === 'pays' && <PayTable code={code} table={table} onClose={() => setPanel(null)} />}
    </div>
  );
}
