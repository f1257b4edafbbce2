import type { ResultOf } from '@cardroom/contract';
import { consoleApi, type DashboardDay } from '@cardroom/contract/console';
import { useMemo } from 'react';
import { useConsoleQuery } from '../../data';
import { money } from '../../money';
import { queryState } from '../../QueryState';
import { axisMoney } from './axis';
import { Chart } from './Chart';

type Answer = ResultOf<typeof consoleApi.consoleDashboard>;

const count = (n: number) => n.toLocaleString('en-US');

/**
 * Today's figures as tiles and the last 30 market days as charts: money in and out, turnover
 * and gross gaming revenue, new and active players. Loaded as its own chunk (React.lazy), so
 * the chart library never weighs on the console's first load.
 */
export default function DashboardPage() {
  const query = useConsoleQuery(consoleApi.consoleDashboard, {});
  const data = query.data;
  const charts = useMemo(() => (data ? chartsOf(data) : null), [data]);

  const wait = queryState(query, 'Loading the figures…');
  if (wait || !data || !charts) return wait;
  const today = data.days.at(-1);
  const m = (minor: number) => money(data.currencySign, minor);
  return (
    <section aria-labelledby="dashboard-title">
      <h1 id="dashboard-title">Dashboard</h1>
      <p className="muted">
        Market days in {data.timeZone}. Today is {today?.day} (so far).
      </p>
      {today ? (
        <ul className="tiles" aria-label="Today">
          <Tile
            label="Deposits credited"
            value={m(today.deposits)}
            note={`${count(today.depositCount)} orders`}
          />
          <Tile
            label="Withdrawals paid"
            value={m(today.withdrawals)}
            note={`${count(today.withdrawalCount)} orders`}
          />
          <Tile label="Game turnover" value={m(today.turnover)} note="stakes of today’s bets" />
          <Tile label="GGR" value={m(today.ggr)} note="bets − wins" />
          <Tile label="New players" value={count(today.newPlayers)} note="registered today" />
          <Tile label="Active players" value={count(today.activePlayers)} note="placed a bet" />
        </ul>
      ) : null}
      <div className="charts">
        <Chart
          title="Deposits and withdrawals, 30 days"
          days={charts.days}
          series={charts.money}
          format={m}
          axisFormat={charts.compact}
          step={100}
        />
        <Chart
          title="Turnover and GGR, 30 days"
          days={charts.days}
          series={charts.games}
          format={m}
          axisFormat={charts.compact}
          step={100}
        />
        <Chart
          title="Players, 30 days"
          days={charts.days}
          series={charts.players}
          format={count}
          axisFormat={count}
          step={1}
        />
      </div>
    </section>
  );
}

function chartsOf(data: Answer) {
  const pick = (f: (d: DashboardDay) => number) => data.days.map(f);
  return {
    days: data.days.map((d) => d.day),
    compact: (minor: number) => axisMoney(data.currencySign, minor),
    money: [
      { label: 'Deposits', color: '#1e7a3a', values: pick((d) => d.deposits) },
      { label: 'Withdrawals', color: '#b3261e', values: pick((d) => d.withdrawals) },
    ],
    games: [
      { label: 'Turnover', color: '#1f5fbf', values: pick((d) => d.turnover) },
      { label: 'GGR', color: '#b26a00', values: pick((d) => d.ggr) },
    ],
    players: [
      { label: 'New', color: '#7b3fb5', values: pick((d) => d.newPlayers) },
      { label: 'Active', color: '#1f5fbf', values: pick((d) => d.activePlayers) },
    ],
  };
}

function Tile(props: { label: string; value: string; note: string }) {
  return (
    <li className="tile">
      <span className="muted">{props.label}</span>
      <strong>{props.value}</strong>
      <span className="muted">{props.note}</span>
    </li>
  );
}
