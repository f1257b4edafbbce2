import { type ConsolePlayerRow, consoleApi } from '@cardroom/contract/console';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { useConsoleQuery } from '../../data';
import { playerSearchExample } from '../../examples';
import { currentSession } from '../../session';

const PAGE_SIZE = 20;

/** The Players page: one box finds a player by uid, phone or nickname; a row opens them. */
export function PlayerSearchPage() {
  const [draft, setDraft] = useState('');
  const [q, setQ] = useState('');
  const [page, setPage] = useState(1);
  const query = useConsoleQuery(
    consoleApi.consolePlayerSearch,
    { q, page, pageSize: PAGE_SIZE },
    { enabled: q.length > 0, keepPrevious: true },
  );
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setQ(draft.trim());
    setPage(1);
  };
  const total = query.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE));
  return (
    <section aria-labelledby="players-title">
      <h1 id="players-title">Players</h1>
      <form className="filters" onSubmit={submit} aria-label="Find a player">
        <label>
          Uid, phone or nickname
          <input
            type="search"
            value={draft}
            maxLength={64}
            onChange={(e) => setDraft(e.target.value)}
            placeholder={playerSearchExample(currentSession()?.market ?? 'ID')}
          />
        </label>
        <div className="actions">
          <button type="submit" disabled={draft.trim().length === 0}>
            Search
          </button>
        </div>
      </form>
      {query.isError ? (
        <p className="error" role="alert">
          {query.error.message}
        </p>
      ) : null}
      {query.isFetching && !query.data ? <p className="notice">Searching…</p> : null}
      {query.data ? <Results rows={query.data.rows} /> : null}
      {query.data && total === 0 ? <p className="notice">No player matches “{q}”.</p> : null}
      {total > PAGE_SIZE ? (
        <nav className="pager" aria-label="Pages">
          <button type="button" disabled={page <= 1} onClick={() => setPage(page - 1)}>
            Newer
          </button>
          <span>
            Page {page} of {pages} · {total} players
          </span>
          <button type="button" disabled={page >= pages} onClick={() => setPage(page + 1)}>
            Older
          </button>
        </nav>
      ) : null}
    </section>
  );
}

function Results({ rows }: { rows: ConsolePlayerRow[] }) {
  if (rows.length === 0) return null;
  return (
    <div className="table-wrap">
      <table>
        <thead>
          <tr>
            <th>Uid</th>
            <th>Nickname</th>
            <th>Phone</th>
            <th>VIP</th>
            <th>Joined</th>
            <th>Sign-in</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.uid}>
              <td>
                <Link to={`/players/${r.uid}`}>{r.uid}</Link>
              </td>
              <td>
                <bdi>{r.nickname}</bdi>
              </td>
              <td>{r.mobile ?? '—'}</td>
              <td>{r.vipLevel}</td>
              <td>{new Date(r.createdAt).toLocaleDateString()}</td>
              <td>{r.disabled ? <span className="flag">Blocked</span> : 'Allowed'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
