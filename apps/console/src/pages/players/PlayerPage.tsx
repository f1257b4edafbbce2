import {
  type ConsolePlayerDetail,
  consoleApi,
  type PlayerRecordTab,
  playerRecordTabs,
} from '@cardroom/contract/console';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { mayCall } from '../../access';
import { useConsoleQuery } from '../../data';
import { money } from '../../money';
import { RiskFacts } from '../../RiskFacts';
import { AdjustForm, BlockButton } from './PlayerActions';
import { PlayerHistoryPanel, PlayerNotesPanel } from './PlayerCrm';
import { PlayerSafety } from './PlayerSafety';

const TAB_LABELS: Record<PlayerRecordTab, string> = {
  ledger: 'Ledger',
  deposits: 'Deposits',
  withdrawals: 'Withdrawals',
  rounds: 'Game rounds',
  bonuses: 'Bonuses',
  team: 'Team',
};
const PAGE_SIZE = 20;

const when = (iso: string | null) => (iso ? new Date(iso).toLocaleString() : '—');

/** One player: the account at a glance, sign-in block, a manual adjustment, and their records. */
export function PlayerPage() {
  const uid = useParams().uid ?? '';
  const detail = useConsoleQuery(consoleApi.consolePlayerGet, { playerUid: uid });
  if (detail.isLoading) return <p className="notice">Loading the player…</p>;
  if (detail.isError || !detail.data) {
    return (
      <section>
        <p className="error" role="alert">
          {detail.error?.message ?? 'The player could not be loaded.'}
        </p>
        <Link to="/players">Back to the players</Link>
      </section>
    );
  }
  const p = detail.data;
  return (
    <section aria-labelledby="player-title">
      <p>
        <Link to="/players">← Players</Link>
      </p>
      <h1 id="player-title">
        <bdi>{p.nickname}</bdi> <span className="muted">· {p.uid}</span>{' '}
        {p.disabled ? <span className="flag">Sign-in blocked</span> : null}
      </h1>
      <Facts p={p} />
      <PlayerRisk uid={p.uid} />
      <div className="player-actions">
        {mayCall(consoleApi.consolePlayerBlock) ? <BlockButton player={p} /> : null}
        {mayCall(consoleApi.consolePlayerAdjust) ? <AdjustForm player={p} /> : null}
      </div>
      <div className="player-crm">
        <PlayerNotesPanel uid={p.uid} />
        <PlayerHistoryPanel uid={p.uid} />
      </div>
      <Records uid={p.uid} sign={p.currencySign} />
    </section>
  );
}

function Facts({ p }: { p: ConsolePlayerDetail }) {
  const m = (minor: number) => money(p.currencySign, minor);
  return (
    <dl className="facts card">
      <dt>Balance</dt>
      <dd data-testid="player-balance">{m(p.balance)}</dd>
      <dt>Wagering left</dt>
      <dd>{m(p.wageringLeft)}</dd>
      <dt>Deposited / withdrawn</dt>
      <dd>
        {m(p.depositsTotal)} / {m(p.withdrawalsTotal)}
      </dd>
      <dt>Phone</dt>
      <dd>{p.mobile ? `${p.phonePrefix} ${p.mobile}` : '—'}</dd>
      <dt>Market · channel</dt>
      <dd>
        {p.market} · {p.signupChannel}
        {p.isGuest ? ' (guest)' : ''}
      </dd>
      <dt>Joined</dt>
      <dd>{when(p.createdAt)}</dd>
      <dt>Last sign-in / seen</dt>
      <dd>
        {when(p.lastSignInAt)} / {when(p.lastOnlineAt)}
      </dd>
      <dt>VIP</dt>
      <dd>
        Level {p.vip.level} · deposits {m(p.vip.depositTotal)} · valid bets {m(p.vip.validBetTotal)}
      </dd>
      <dt>Invited by</dt>
      <dd>
        {p.inviter ? (
          <Link to={`/players/${p.inviter.uid}`}>
            {p.inviter.uid} · <bdi>{p.inviter.nickname}</bdi>
          </Link>
        ) : (
          '—'
        )}
      </dd>
      <dt>Team</dt>
      <dd>{p.teamSize} invited</dd>
      <PlayerSafety safety={p.safety} sign={p.currencySign} />
    </dl>
  );
}

/** The player's money totals and the risk flags raised now (computed when asked). */
function PlayerRisk({ uid }: { uid: string }) {
  const risk = useConsoleQuery(consoleApi.consolePlayerRisk, { playerUid: uid });
  if (risk.isLoading) return <p className="notice">Checking the risk rules…</p>;
  if (risk.isError || !risk.data) {
    return (
      <p className="error" role="alert">
        {risk.error?.message ?? 'The risk flags could not be loaded.'}
      </p>
    );
  }
  return (
    <section aria-label="Risk" className="card" data-testid="player-risk">
      <dl className="facts">
        <RiskFacts risk={risk.data} sign={risk.data.currencySign} />
      </dl>
    </section>
  );
}

function Records({ uid, sign }: { uid: string; sign: string }) {
  const [tab, setTab] = useState<PlayerRecordTab>('ledger');
  const [page, setPage] = useState(1);
  const query = useConsoleQuery(
    consoleApi.consolePlayerRecords,
    { playerUid: uid, tab, page, pageSize: PAGE_SIZE },
    { keepPrevious: true },
  );
  const total = query.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE));
  const signed = (minor: number | null) =>
    minor === null
      ? '—'
      : `${minor > 0 ? '+' : minor < 0 ? '−' : ''}${money(sign, Math.abs(minor))}`;
  return (
    <div className="records">
      <div role="tablist" aria-label="Player records" className="tabs">
        {playerRecordTabs.map((t) => (
          <button
            key={t}
            type="button"
            role="tab"
            aria-selected={t === tab}
            className={t === tab ? '' : 'secondary'}
            onClick={() => {
              setTab(t);
              setPage(1);
            }}
          >
            {TAB_LABELS[t]}
          </button>
        ))}
      </div>
      {query.isError ? (
        <p className="error" role="alert">
          {query.error.message}
        </p>
      ) : null}
      <div className="table-wrap" role="tabpanel" aria-label={TAB_LABELS[tab]}>
        <table>
          <thead>
            <tr>
              <th>When</th>
              <th>What</th>
              {tab === 'rounds' ? <th>Stake</th> : null}
              <th>{tab === 'rounds' ? 'Result' : 'Amount'}</th>
              {tab === 'ledger' ? <th>Balance after</th> : null}
              <th>Status</th>
              <th>Reference</th>
            </tr>
          </thead>
          <tbody>
            {(query.data?.rows ?? []).map((r) => (
              <tr key={r.id}>
                <td>{when(r.at)}</td>
                <td>{r.what}</td>
                {tab === 'rounds' ? <td>{r.stake === null ? '—' : money(sign, r.stake)}</td> : null}
                <td>{signed(r.amount)}</td>
                {tab === 'ledger' ? (
                  <td>{r.balanceAfter === null ? '—' : money(sign, r.balanceAfter)}</td>
                ) : null}
                <td>{r.status || '—'}</td>
                <td className="ref">{r.ref}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {query.data && total === 0 ? <p className="notice">Nothing here yet.</p> : null}
      {total > PAGE_SIZE ? (
        <nav className="pager" aria-label="Pages">
          <button type="button" disabled={page <= 1} onClick={() => setPage(page - 1)}>
            Newer
          </button>
          <span>
            Page {page} of {pages} · {total} lines
          </span>
          <button type="button" disabled={page >= pages} onClick={() => setPage(page + 1)}>
            Older
          </button>
        </nav>
      ) : null}
    </div>
  );
}
