import { formatMoney, MARKET_MONEY_LANGUAGE, type MarketCode } from '@cardroom/contract';
import {
  consoleApi,
  REPORT_PRESET_LABELS,
  REPORT_PRESETS,
  type ReportFigures,
  type ReportPreset,
  reportRange,
} from '@cardroom/contract/console';
import { type FormEvent, useState } from 'react';
import { csvAmount } from '../../csv';
import { useConsoleQuery } from '../../data';
import { currentSession } from '../../session';
import { type Column, ReportTable } from './ReportTable';
import { providerName, readFromText } from './rules';

const count = (n: number) => n.toLocaleString('en-US');
/** The server's market, from the session: presets count its days, not the device's. */
const marketOf = (): MarketCode => currentSession()?.market ?? 'ID';

/**
 * Reports (finance and owner): the business over any range of market days, every money
 * figure a sum of ledger postings (docs/OPERATIONS.md "Reports" defines each one), with a CSV
 * of every table.
 */
export function ReportsPage() {
  const [range, setRange] = useState(() => reportRange('last7', marketOf(), new Date()));
  const [preset, setPreset] = useState<ReportPreset | 'custom'>('last7');
  const report = useConsoleQuery(consoleApi.consoleReport, range);
  const cohorts = useConsoleQuery(consoleApi.consoleCohorts, range);
  const data = report.data;
  const market = marketOf();
  // Each market's own way of writing money (Rp 12.345; ₹1,23,456.50), as the other pages.
  const m = (minor: number) => formatMoney(minor, market, MARKET_MONEY_LANGUAGE[market]);

  const choose = (p: ReportPreset) => {
    setPreset(p);
    setRange(reportRange(p, market, new Date()));
  };
  const custom = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    setPreset('custom');
    setRange({ from: String(form.get('from')), to: String(form.get('to')) });
  };

  return (
    <section aria-labelledby="reports-title">
      <h1 id="reports-title">Reports</h1>
      <fieldset className="presets">
        <legend className="presets-legend">Range</legend>
        {REPORT_PRESETS.map((p) => (
          <button
            key={p}
            type="button"
            aria-pressed={preset === p}
            className={preset === p ? undefined : 'secondary'}
            onClick={() => choose(p)}
          >
            {REPORT_PRESET_LABELS[p]}
          </button>
        ))}
      </fieldset>
      <form className="filters" onSubmit={custom} key={`${range.from}/${range.to}`}>
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
      {report.isLoading ? <p className="notice">Loading the report…</p> : null}
      {report.isError ? (
        <p className="error" role="alert">
          {report.error.message}{' '}
          <button type="button" onClick={() => report.refetch()}>
            Retry
          </button>
        </p>
      ) : null}
      {data ? (
        <>
          <p className="muted">
            {data.from === data.to ? data.from : `${data.from} to ${data.to}`}, market days in{' '}
            {data.timeZone}.{' '}
            {data.asOf
              ? `Includes every movement up to ${new Date(data.asOf).toLocaleString('en-GB', { timeZone: data.timeZone })}; the figures are summed every minute.`
              : 'Nothing in this range has been summed yet (the figures are summed every minute).'}{' '}
            {readFromText(data.readFrom)}
          </p>
          <Totals totals={data.totals} m={m} />
          <ReportTable
            title="By day"
            file={`report-days-${data.from}-${data.to}`}
            rows={data.days}
            empty="No days."
            columns={dayColumns(m)}
          />
          <ReportTable
            title="By game"
            file={`report-games-${data.from}-${data.to}`}
            rows={data.games}
            empty="No bets in this range."
            columns={[
              { label: 'Game', cell: (r) => r.game, csv: (r) => r.game },
              {
                label: 'Provider',
                cell: (r) => providerName(r.provider),
                csv: (r) => r.provider,
              },
              ...moneyCols<(typeof data.games)[number]>(m, [
                ['Turnover', (r) => r.turnover],
                ['Wins', (r) => r.wins],
                ['GGR', (r) => r.ggr],
              ]),
              { label: 'Bets', cell: (r) => count(r.bets), csv: (r) => r.bets, numeric: true },
            ]}
          />
          <ReportTable
            title="By game provider"
            file={`report-providers-${data.from}-${data.to}`}
            rows={data.providers}
            empty="No bets in this range."
            columns={[
              {
                label: 'Provider',
                cell: (r) => providerName(r.provider),
                csv: (r) => r.provider,
              },
              ...moneyCols<(typeof data.providers)[number]>(m, [
                ['Turnover', (r) => r.turnover],
                ['Wins', (r) => r.wins],
                ['GGR', (r) => r.ggr],
              ]),
              { label: 'Bets', cell: (r) => count(r.bets), csv: (r) => r.bets, numeric: true },
            ]}
          />
          <ReportTable
            title="Deposits by payment method"
            file={`report-methods-${data.from}-${data.to}`}
            rows={data.methods}
            empty="No deposits in this range."
            columns={[
              { label: 'Method', cell: (r) => r.method || '—', csv: (r) => r.method },
              ...moneyCols<(typeof data.methods)[number]>(m, [['Amount', (r) => r.amount]]),
              {
                label: 'Deposits',
                cell: (r) => count(r.count),
                csv: (r) => r.count,
                numeric: true,
              },
            ]}
          />
          <ReportTable
            title="Bonus cost by promotion"
            file={`report-bonuses-${data.from}-${data.to}`}
            rows={data.bonuses}
            empty="No bonus paid in this range."
            columns={[
              { label: 'Kind', cell: (r) => r.kind.replaceAll('_', ' '), csv: (r) => r.kind },
              {
                label: 'Promotion',
                cell: (r) => (r.promotion === null ? '—' : <bdi>{r.promotion}</bdi>),
                csv: (r) => r.promotion ?? '',
              },
              ...moneyCols<(typeof data.bonuses)[number]>(m, [['Cost', (r) => r.amount]]),
              {
                label: 'Payments',
                cell: (r) => count(r.count),
                csv: (r) => r.count,
                numeric: true,
              },
            ]}
          />
          <ReportTable
            title="By VIP level (the players’ level now)"
            file={`report-vip-${data.from}-${data.to}`}
            rows={data.vipLevels}
            empty="No player moved money in this range."
            columns={[
              { label: 'VIP', cell: (r) => `VIP ${r.level}`, csv: (r) => r.level },
              {
                label: 'Players',
                cell: (r) => count(r.players),
                csv: (r) => r.players,
                numeric: true,
              },
              ...moneyCols<(typeof data.vipLevels)[number]>(m, [
                ['Deposits', (r) => r.deposits],
                ['Turnover', (r) => r.turnover],
                ['Wins', (r) => r.wins],
                ['Bonus', (r) => r.bonus],
              ]),
            ]}
          />
        </>
      ) : null}
      {cohorts.data ? (
        <ReportTable
          title="Cohorts: players by sign-up day"
          file={`report-cohorts-${cohorts.data.from}-${cohorts.data.to}`}
          rows={cohorts.data.cohorts}
          empty="No sign-ups in this range."
          columns={[
            { label: 'Signed up', cell: (r) => r.day, csv: (r) => r.day },
            {
              label: 'Players',
              cell: (r) => count(r.players),
              csv: (r) => r.players,
              numeric: true,
            },
            ...(['d1', 'd7', 'd30'] as const).map(
              (k): Column<(typeof cohorts.data.cohorts)[number]> => ({
                label: `Played on day ${k.slice(1)}`,
                cell: (r) => (r[k] === null ? 'not yet' : share(r[k], r.players)),
                csv: (r) => r[k] ?? '',
                numeric: true,
              }),
            ),
            {
              label: 'Deposited',
              cell: (r) => share(r.depositors, r.players),
              csv: (r) => r.depositors,
              numeric: true,
            },
          ]}
        />
      ) : null}
    </section>
  );
}

/** "12 (40%)": a count and its share of the cohort. */
function share(n: number, of: number): string {
  return of === 0 ? count(n) : `${count(n)} (${Math.round((n * 100) / of)}%)`;
}

function moneyCols<T>(
  m: (minor: number) => string,
  cols: ReadonlyArray<readonly [string, (row: T) => number]>,
): Column<T>[] {
  return cols.map(([label, pick]) => ({
    label,
    cell: (r: T) => m(pick(r)),
    csv: (r: T) => csvAmount(pick(r)),
    numeric: true,
  }));
}

function dayColumns(m: (minor: number) => string): Column<ReportFigures & { day: string }>[] {
  return [
    { label: 'Day', cell: (r) => r.day, csv: (r) => r.day },
    ...moneyCols<ReportFigures & { day: string }>(m, [
      ['Deposits', (r) => r.deposits.amount],
      ['Withdrawals paid', (r) => r.withdrawalsPaid.amount],
      ['Turnover', (r) => r.turnover.amount],
      ['GGR', (r) => r.ggr],
      ['Bonus cost', (r) => r.bonusCost],
      ['Adjustments', (r) => r.adjustments],
      ['NGR', (r) => r.ngr],
    ]),
    {
      label: 'FTD',
      cell: (r) => count(r.firstTimeDepositors),
      csv: (r) => r.firstTimeDepositors,
      numeric: true,
    },
    {
      label: 'Active',
      cell: (r) => count(r.activePlayers),
      csv: (r) => r.activePlayers,
      numeric: true,
    },
    { label: 'New', cell: (r) => count(r.newPlayers), csv: (r) => r.newPlayers, numeric: true },
  ];
}

function Totals({ totals: f, m }: { totals: ReportFigures; m: (minor: number) => string }) {
  const tiles: Array<[string, string, string]> = [
    [
      'Deposits',
      m(f.deposits.amount),
      `${count(f.deposits.count)} deposits · ${count(f.depositors)} players`,
    ],
    ['First-time depositors', count(f.firstTimeDepositors), 'first deposit ever in the range'],
    [
      'Withdrawals paid',
      m(f.withdrawalsPaid.amount),
      `${count(f.withdrawalsPaid.count)} paid · fees ${m(f.withdrawalFees)}`,
    ],
    [
      'Withdrawals requested',
      m(f.withdrawalsRequested.amount),
      `${count(f.withdrawalsRequested.count)} requests · ${m(f.withdrawalsReturned.amount)} returned`,
    ],
    ['Turnover', m(f.turnover.amount), `${count(f.turnover.count)} bets`],
    ['GGR', m(f.ggr), `stakes − wins ${m(f.wins)} − refunds ${m(f.betRefunds)}`],
    ['Bonus cost', m(f.bonusCost), 'bonuses, gifts, rebates, prizes'],
    ['Manual adjustments', m(f.adjustments), 'credits − debits'],
    ['NGR', m(f.ngr), 'GGR − bonus cost − adjustments'],
    ['Active players', count(f.activePlayers), 'placed a bet'],
    ['New players', count(f.newPlayers), 'accounts created'],
  ];
  return (
    <ul className="tiles" aria-label="Totals">
      {tiles.map(([label, value, note]) => (
        <li className="tile" key={label}>
          <span className="muted">{label}</span>
          <strong>{value}</strong>
          <span className="muted">{note}</span>
        </li>
      ))}
    </ul>
  );
}
