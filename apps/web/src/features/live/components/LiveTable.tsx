import { message } from '@cardroom/contract';
import { useEffect, useState } from 'react';
import { ChipRow } from '../../../components/ChipRow';
import { CoinsLabel } from '../../../components/CoinsLabel';
import { PageLoading } from '../../../components/PageStatus';
import { useIntent } from '../../../hooks/useIntent';
import { useLocale } from '../../../hooks/useLocale';
import { useMoney } from '../../../hooks/useMoney';
import { useOneAtATime } from '../../../hooks/useOneAtATime';
import { refreshAfterMoneyMoved } from '../../../hooks/useServerSync';
import { useTranslation } from '../../../i18n';
import { isPlay, useApp } from '../../../stores/app';
import { addChip, type BetProblem, betProblem, type LiveBets, stakeOf } from '../rules';
import { useLiveTable, useTicks } from '../useLiveTable';
import { LiveRound } from './LiveRound';
import { Countdown, Felt, LiveRoad, Spots } from './parts';
import '../../../styles/game-table.css';
import '../texts';
import '../live.css';

/**
 * One live table as a player sees it: the phase and its countdown on the server's clock, the
 * spots with everyone's totals and the player's own chips, the cards as they are turned, the
 * result and what it paid, the road. Chips go on the spots here first and are sent together
 * with Bet (on the table's socket, else as a call): one bet, one request id, so a double tap
 * (or a resend after no answer, either way) is one bet.
 */
export default function LiveTable({ tableId }: { tableId: string }) {
  const { t } = useTranslation();
  const money = useMoney();
  const locale = useLocale();
  const play = useApp(isPlay);
  const { state, connection, failure, placed, sendBet } = useLiveTable(tableId);
  useTicks(state?.view.round?.phase === 'betting');
  const [picked, setPicked] = useState<number | null>(null);
  const [pending, setPending] = useState<LiveBets>([]);
  const [error, setError] = useState('');
  const [sending, setSending] = useState(false);
  const [detail, setDetail] = useState<number | null>(null);
  const intent = useIntent();
  const once = useOneAtATime();
  const number = state?.view.round?.number ?? 0;
  const phase = state?.view.round?.phase ?? null;

  // A new round starts with nothing pending and no old refusal on screen.
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset when the round changes
  useEffect(() => {
    setPending([]);
    setError('');
  }, [number]);

  if (failure) {
    return (
      <div className="lt lt-gone" data-testid="live-table">
        <p role="alert">{failure}</p>
      </div>
    );
  }
  if (!state) return <PageLoading />;

  const { view, offset, payout } = state;
  const { table, round, you } = view;
  const mine = you?.bets ?? [];
  const balance = you?.balance ?? null;
  const chip = picked !== null && table.chips.includes(picked) ? picked : (table.chips[0] ?? 0);
  const open = phase === 'betting' && view.status !== 'noCommitment';

  const say = (p: BetProblem) => {
    switch (p.kind) {
      case 'balance':
        return message('gameNotEnoughMoney', locale);
      case 'empty':
        return message('gameNoBet', locale);
      case 'spotMin':
        return message('gameSpotBelowMin', locale, { amount: money(p.limit) });
      case 'spotMax':
        return message('gameSpotAboveMax', locale, { amount: money(p.limit) });
      case 'roundMin':
        return message('gameRoundBelowMin', locale, { amount: money(p.limit) });
      case 'roundMax':
        return message('gameRoundAboveMax', locale, { amount: money(p.limit) });
    }
  };

  const tap = (spot: string) => {
    if (!open) return;
    const next = addChip(pending, spot, chip);
    const problem = betProblem(table, mine, next, balance, false);
    if (problem) return setError(say(problem));
    setError('');
    setPending(next);
  };

  const send = () =>
    once(async () => {
      const problem = betProblem(table, mine, pending, balance, true);
      if (problem) return setError(say(problem));
      setSending(true);
      const res = await intent({ tableId, number, bets: pending }, sendBet);
      setSending(false);
      if (!res.ok) return setError(res.msg);
      setError('');
      setPending([]);
      placed(number, res.data.bets, res.data.balance);
      void refreshAfterMoneyMoved();
    });

  const settled = round?.phase === 'settled' && round.result !== null;
  const paid = settled && payout?.number === round?.number ? payout : null;
  const statusNote =
    view.status === 'closed'
      ? message('liveTableClosed', locale)
      : view.status === 'noCommitment'
        ? message('liveNoCommitment', locale)
        : '';

  return (
    <div className="gt lt" data-testid="live-table" data-table={table.id} data-round={number}>
      <div className="gt-top">
        <div>
          <h2 className="gt-name">{table.name[locale]}</h2>
          <small className="lt-meta">
            {round ? `${t('live.round', { n: round.number })} · ` : ''}
            <span data-testid="live-players" data-players={round?.players ?? 0}>
              {t('live.players', { count: round?.players ?? 0 })}
            </span>
          </small>
        </div>
        {balance !== null && (
          <div className="gt-balance">
            <small>{t('live.balance')}</small>
            <strong data-testid="live-balance" data-balance={balance}>
              {money(balance)}
            </strong>
            {play && <CoinsLabel />}
          </div>
        )}
      </div>
      {connection === 'reconnecting' && (
        <p className="lt-banner" role="status" data-testid="live-reconnecting">
          {t('live.reconnecting')}
        </p>
      )}
      {statusNote && (
        <p className="lt-banner" role="status" data-testid="live-status">
          {statusNote}
        </p>
      )}

      <Countdown round={round} offset={offset} now={Date.now()} bettingMs={table.bettingMs} />
      <LiveRoad road={view.road} onOpen={setDetail} />

      <div className="gt-felt lt-felt" data-testid="live-felt">
        <Felt game={table.game} round={round} />
        {settled && round?.result ? (
          <p
            className="gt-result"
            data-testid="live-result"
            data-winner={round.result.winner}
            aria-live="polite"
          >
            <strong>
              {round.result.winner === 'tie'
                ? t('games.tie')
                : t('games.wins', { side: t(`games.hands.${round.result.winner}`) })}
            </strong>
            {paid && (
              <span
                className={paid.payout > 0 ? 'is-win' : ''}
                data-testid="live-payout"
                data-payout={paid.payout}
              >
                {paid.payout > paid.stake
                  ? t('live.youWin', { amount: money(paid.payout) })
                  : paid.payout === paid.stake
                    ? t('live.returned', { amount: money(paid.payout) })
                    : paid.payout > 0
                      ? t('live.paidOf', { amount: money(paid.payout), stake: money(paid.stake) })
                      : t('live.noWin')}
              </span>
            )}
          </p>
        ) : round?.cards.length ? null : (
          <p className="gt-hint">{t('live.chooseChip')}</p>
        )}
      </div>

      <Spots
        game={table.game}
        totals={round?.totals ?? []}
        mine={mine}
        pending={pending}
        disabled={!open || sending}
        winner={settled ? (round?.result?.winner ?? null) : null}
        onTap={tap}
      />

      <div className="gt-dock" data-bottom-dock="" data-testid="live-dock">
        {error && (
          <p className="gt-error" role="alert" data-testid="live-error">
            {error}
          </p>
        )}
        <ChipRow chips={table.chips} chip={chip} onPick={setPicked} testIdPrefix="live-chip-" />
        <div className="gt-actions">
          <button
            type="button"
            className="btn btn-ghost"
            onClick={() => {
              setError('');
              setPending([]);
            }}
            disabled={pending.length === 0 || sending}
          >
            {t('live.clear')}
          </button>
          <span className="gt-total">
            <small>{t('live.pending')}</small>
            <strong data-testid="live-pending-total">{money(stakeOf(pending), true)}</strong>
          </span>
          <button
            type="button"
            className="btn btn-primary"
            onClick={send}
            disabled={!open || pending.length === 0}
            aria-busy={sending}
            data-testid="live-bet"
          >
            {sending ? t('live.sending') : t('live.bet')}
          </button>
        </div>
      </div>
      <button
        type="button"
        className="gt-fair-btn lt-fair-btn"
        onClick={() => round && setDetail(view.road[0]?.number ?? round.number)}
        data-testid="live-open-fairness"
        disabled={view.road.length === 0}
      >
        ✓ {t('live.checkRound')}
      </button>

      {detail !== null && (
        <LiveRound
          tableId={table.id}
          number={detail}
          game={table.game}
          onClose={() => setDetail(null)}
        />
      )}
    </div>
  );
}
