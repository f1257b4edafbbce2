import type { MarketCode } from '@cardroom/contract';
import { consoleApi, reportRange } from '@cardroom/contract/console';
import { type FormEvent, useState } from 'react';
import { Link, useParams } from 'react-router';
import { mayCall } from '../../access';
import { call } from '../../api';
import { useConsoleMutation, useConsoleQuery } from '../../data';
import { money } from '../../money';
import { Done, queryState } from '../../QueryState';
import { ReasonDialog } from '../../ReasonDialog';
import { REASONS } from '../../reason';
import { currentSession } from '../../session';
import {
  count,
  PHASE_LABEL,
  PollNote,
  RoundFacts,
  STATUS_LABEL,
  usePoll,
  useSecondTick,
} from './LiveTablesPage';
import { SettingsForm } from './SettingsForm';

const marketOf = (): MarketCode => currentSession()?.market ?? 'ID';
const time = (ms: number) => new Date(ms).toISOString().slice(11, 19);

/**
 * One live table (owner, finance, support): the round under way (phase and countdown, spots'
 * totals, players, bets), the last rounds with their results, rounds, bets, players, turnover,
 * payouts and GGR per market day of a range, and for the owner: open or close with a reason,
 * and the table's settings. Read again every few seconds.
 */
export function LiveTablePage() {
  const { tableId = '' } = useParams();
  const [range, setRange] = useState(() => reportRange('last7', marketOf(), new Date()));
  const now = useSecondTick();
  const poll = usePoll(now);
  const query = useConsoleQuery(
    consoleApi.consoleLiveTable,
    { tableId, ...range },
    { refetchMs: poll, keepPrevious: true },
  );
  const [asking, setAsking] = useState(false);
  const [saved, setSaved] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const toggle = useConsoleMutation(
    (v: { open: boolean; reason: string }) =>
      call(consoleApi.consoleLiveSetOpen, { tableId, ...v }),
    {
      refresh: [consoleApi.consoleLiveTable, consoleApi.consoleLiveTables],
      onSuccess: (r) => {
        setAsking(false);
        setDone(
          r.open
            ? 'Table opened: the next round is dealt within a few seconds.'
            : 'Table closed: it takes no more bets, the round under way finishes and no new one is dealt.',
        );
      },
    },
  );

  const wait = queryState(query, 'Loading the table…');
  if (wait || !query.data) return wait;
  const data = query.data;
  const { row } = data;
  const m = (minor: number) => money(data.currencySign, minor);
  const mayChange = mayCall(consoleApi.consoleLiveSetOpen);
  const pick = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    setRange({ from: String(form.get('from')), to: String(form.get('to')) });
  };
  return (
    <section aria-labelledby="table-title" className="live-page">
      <p>
        <Link to="/live-tables">← Live tables</Link>
      </p>
      <div className="card-head">
        <h1 id="table-title">{row.table.name.en}</h1>
        <span className={`state state-${row.status}`} data-testid="table-status">
          {STATUS_LABEL[row.status]}
        </span>
        {mayChange ? (
          <button
            type="button"
            className={row.table.open ? 'danger' : undefined}
            onClick={() => {
              setDone(null);
              toggle.reset();
              setAsking(true);
            }}
          >
            {row.table.open ? 'Close table' : 'Open table'}
          </button>
        ) : null}
      </div>
      <Done text={done} />
      <PollNote poll={poll} />

      <h2>Now</h2>
      <dl className="facts">
        <RoundFacts
          row={row}
          serverNow={data.serverNow}
          readAt={query.dataUpdatedAt}
          now={now}
          sign={data.currencySign}
        />
      </dl>
      {data.spots.length > 0 ? (
        <div className="table-wrap">
          <table>
            <caption className="visually-hidden">This round's totals by spot</caption>
            <thead>
              <tr>
                <th scope="col">Spot</th>
                <th scope="col">Players</th>
                <th scope="col">Stake</th>
              </tr>
            </thead>
            <tbody>
              {data.spots.map((s) => (
                <tr key={s.spot}>
                  <td>{s.spot}</td>
                  <td>{count(s.players)}</td>
                  <td>{m(s.stake)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}

      <h2>Recent rounds</h2>
      {data.recent.length === 0 ? (
        <p className="notice">No round yet.</p>
      ) : (
        <div className="table-wrap">
          <table>
            <caption className="visually-hidden">The last rounds, newest first</caption>
            <thead>
              <tr>
                <th scope="col">Round</th>
                <th scope="col">Opened (UTC)</th>
                <th scope="col">Phase</th>
                <th scope="col">Result</th>
                <th scope="col">Players</th>
                <th scope="col">Bets</th>
                <th scope="col">Stake</th>
                <th scope="col">Paid</th>
              </tr>
            </thead>
            <tbody>
              {data.recent.map((r) => (
                <tr key={r.number}>
                  <td>#{r.number}</td>
                  <td>{time(r.openedAt)}</td>
                  <td>{PHASE_LABEL[r.phase] ?? r.phase}</td>
                  <td>{r.winner ?? '–'}</td>
                  <td>{count(r.players)}</td>
                  <td>{count(r.bets)}</td>
                  <td>{m(r.stake)}</td>
                  <td>{m(r.payout)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}

      <h2>Figures by market day</h2>
      <form className="filters" onSubmit={pick} aria-label="Range of market days">
        <label>
          From
          <input type="date" name="from" defaultValue={range.from} required />
        </label>
        <label>
          To
          <input type="date" name="to" defaultValue={range.to} required />
        </label>
        <div className="actions">
          <button type="submit">Show</button>
        </div>
      </form>
      <p className="muted">
        Market days in {data.timeZone}. GGR = stakes − payouts (unsettled stakes count until paid);
        the same sums as the ledger's postings on the house game account.
      </p>
      <ul className="tiles" aria-label="The range">
        <li className="tile">
          <span className="muted">GGR</span>
          <strong data-testid="range-ggr">{m(data.total.ggr)}</strong>
          <span className="muted">
            {m(data.total.turnover)} staked − {m(data.total.payouts)} paid
          </span>
        </li>
        <li className="tile">
          <span className="muted">Rounds · bets</span>
          <strong>
            {count(data.total.rounds)} · {count(data.total.bets)}
          </strong>
          <span className="muted">{count(data.total.players)} players</span>
        </li>
      </ul>
      <div className="table-wrap">
        <table>
          <caption className="visually-hidden">Figures per market day</caption>
          <thead>
            <tr>
              <th scope="col">Day</th>
              <th scope="col">Rounds</th>
              <th scope="col">Bets</th>
              <th scope="col">Players</th>
              <th scope="col">Turnover</th>
              <th scope="col">Payouts</th>
              <th scope="col">GGR</th>
            </tr>
          </thead>
          <tbody>
            {data.days.map((d) => (
              <tr key={d.day}>
                <td>{d.day}</td>
                <td>{count(d.rounds)}</td>
                <td>{count(d.bets)}</td>
                <td>{count(d.players)}</td>
                <td>{m(d.turnover)}</td>
                <td>{m(d.payouts)}</td>
                <td>{m(d.ggr)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>

      <h2>Settings</h2>
      <SettingsForm
        key={data.version}
        table={row.table}
        version={data.version}
        sign={data.currencySign}
        editable={mayCall(consoleApi.consoleLiveSettingsSave)}
        saved={saved}
        onSaved={setSaved}
      />

      {asking ? (
        <ReasonDialog
          title={row.table.open ? `Close ${row.table.name.en}?` : `Open ${row.table.name.en}?`}
          confirmLabel={row.table.open ? 'Close table' : 'Open table'}
          label="kept in the audit log"
          rule={REASONS.liveTableOpen}
          danger={row.table.open}
          busy={toggle.isPending}
          error={toggle.error?.message ?? null}
          onConfirm={(reason) => toggle.mutate({ open: !row.table.open, reason })}
          onCancel={() => setAsking(false)}
        >
          <p>
            {row.table.open
              ? 'Bets are refused from now; the round under way finishes and pays, and no new round is dealt.'
              : 'The dealer opens the next round within a few seconds.'}
          </p>
        </ReasonDialog>
      ) : null}
    </section>
  );
}
