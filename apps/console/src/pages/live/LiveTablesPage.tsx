import { type ConsoleLiveTableRow, consoleApi } from '@cardroom/contract/console';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { useConsoleQuery } from '../../data';
import { money } from '../../money';
import { queryState } from '../../QueryState';
import { secondsLate, secondsLeft } from './rules';

/** The list and a table's page read the tables again this often. */
export const POLL_MS = 3_000;

export const PHASE_LABEL: Record<string, string> = {
  betting: 'Betting',
  closed: 'No more bets',
  dealing: 'Dealing',
  settled: 'Result',
  void: 'Void',
};

export const STATUS_LABEL: Record<ConsoleLiveTableRow['status'], string> = {
  dealing: 'Open',
  closed: 'Closed',
  noCommitment: 'No published chain',
};

export const count = (n: number) => n.toLocaleString('en-US');

/** Polling stops after this long without the operator's hand on the page. */
export const PAUSE_AFTER_MS = 2 * 60_000;

/**
 * The poll interval while the operator is at the page, or undefined once no key, click or
 * pointer move has come for PAUSE_AFTER_MS: a page left open must not keep the session from going
 * idle (every read counts as activity, on the server and in the shell). Any input resumes it.
 */
export function usePoll(now: number): number | undefined {
  // A ref, not state: a pointer move re-renders nothing; the second's tick reads it.
  const lastInput = useRef(Date.now());
  useEffect(() => {
    const seen = () => {
      lastInput.current = Date.now();
    };
    const events = ['keydown', 'pointerdown', 'pointermove', 'wheel'] as const;
    for (const e of events) window.addEventListener(e, seen, { passive: true });
    return () => {
      for (const e of events) window.removeEventListener(e, seen);
    };
  }, []);
  return now - lastInput.current < PAUSE_AFTER_MS ? POLL_MS : undefined;
}

export function PollNote({ poll }: { poll: number | undefined }) {
  return (
    <p className="muted" data-testid="poll-note">
      {poll
        ? `Read again every ${poll / 1000} seconds.`
        : 'Paused while you are away: move the pointer or press a key to read on.'}
    </p>
  );
}

/** Re-renders every second, for countdowns between two reads. */
export function useSecondTick(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 1_000);
    return () => window.clearInterval(timer);
  }, []);
  return now;
}

/**
 * The phase with its countdown, counted from the server's clock at the read, and a flag when the
 * dealer is late with it (rules.ts `secondsLate`).
 */
export function PhaseText(props: {
  round: NonNullable<ConsoleLiveTableRow['round']>;
  status: ConsoleLiveTableRow['status'];
  serverNow: number;
  readAt: number;
  now: number;
}) {
  const left = secondsLeft(props.round.phaseEndsAt, props.serverNow, props.now - props.readAt);
  const late = secondsLate(props.round, props.status, props.serverNow);
  return (
    <span data-phase={props.round.phase}>
      {PHASE_LABEL[props.round.phase] ?? props.round.phase}
      {left !== null && left > 0 && props.round.phase !== 'settled' ? ` · ${left} s` : ''}
      {late !== null && (
        <>
          {' · '}
          <span
            className="flag"
            data-testid="dealer-late"
            title="The dealer has not moved this round on: no instance holds the table's lease, or a step keeps failing (the servers' log says which)."
          >
            dealer {late} s late
          </span>
        </>
      )}
    </span>
  );
}

/** Who deals: the lease holder (its instance id shortened) and whether its lease runs. */
export function DealerText({ dealer }: { dealer: ConsoleLiveTableRow['dealer'] }) {
  if (!dealer) return <span className="muted">none yet</span>;
  return (
    <span title={dealer.instance}>
      <code>{dealer.instance.slice(0, 8)}</code>{' '}
      {dealer.live ? 'lease held' : <span className="flag">lease expired</span>}
    </span>
  );
}

/** A table's dealer and round under way, as `<dt>`/`<dd>` pairs of a facts list. */
export function RoundFacts(props: {
  row: ConsoleLiveTableRow;
  serverNow: number;
  readAt: number;
  now: number;
  sign: string;
}) {
  const { row } = props;
  const m = (minor: number) => money(props.sign, minor);
  return (
    <>
      <dt>Dealer</dt>
      <dd>
        <DealerText dealer={row.dealer} />
      </dd>
      <dt>Round</dt>
      <dd data-testid="current-round">
        {row.round ? (
          <>
            #{row.round.number} ·{' '}
            <PhaseText
              round={row.round}
              status={row.status}
              serverNow={props.serverNow}
              readAt={props.readAt}
              now={props.now}
            />
            {row.round.winner ? ` · won by ${row.round.winner}` : ''}
          </>
        ) : (
          <span className="muted">No round dealt yet.</span>
        )}
      </dd>
      <dt>Players</dt>
      <dd>{count(row.round?.players ?? 0)}</dd>
      <dt>Bets · stake</dt>
      <dd>
        {count(row.round?.bets ?? 0)} · {m(row.round?.stake ?? 0)}
      </dd>
    </>
  );
}

/**
 * Live tables (owner, finance, support): every table of the market as it stands, read again
 * every few seconds: open or closed, who deals it, the round under way with its phase and
 * countdown, players, bets and stake. A table's name opens its page.
 */
export function LiveTablesPage() {
  const now = useSecondTick();
  const poll = usePoll(now);
  const query = useConsoleQuery(consoleApi.consoleLiveTables, {}, { refetchMs: poll });
  const wait = queryState(query, 'Loading the live tables…');
  if (wait || !query.data) return wait;
  const data = query.data;
  const m = (minor: number) => money(data.currencySign, minor);
  return (
    <section aria-labelledby="live-title">
      <h1 id="live-title">Live tables</h1>
      <PollNote poll={poll} />
      {data.list.length === 0 ? <p className="notice">This market has no live table.</p> : null}
      <ul className="cards" aria-label="Tables">
        {data.list.map((row) => (
          <li key={row.table.id} className="card" data-table={row.table.id}>
            <div className="card-head">
              <strong>
                <Link to={`/live-tables/${row.table.id}`}>{row.table.name.en}</Link>
              </strong>
              <span className={`state state-${row.status}`} data-testid="table-status">
                {STATUS_LABEL[row.status]}
              </span>
            </div>
            <dl className="facts">
              <RoundFacts
                row={row}
                serverNow={data.serverNow}
                readAt={query.dataUpdatedAt}
                now={now}
                sign={data.currencySign}
              />
              <dt>Window · limits</dt>
              <dd>
                {row.table.bettingMs / 1000} s · spot {m(row.table.spot.min)}–
                {m(row.table.spot.max)}
              </dd>
            </dl>
          </li>
        ))}
      </ul>
    </section>
  );
}
