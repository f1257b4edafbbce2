import { consoleApi } from '@cardroom/contract/console';
import { type FormEvent, useState } from 'react';
import { useConsoleQuery } from '../data';

const PAGE_SIZE = 25;
const EMPTY = { actor: '', action: '', target: '', from: '', to: '' };

/** A datetime-local value (the operator's own clock) as an ISO instant, or nothing. */
const isoOf = (local: string) => (local ? new Date(local).toISOString() : '');

/** Every operator action, newest first, filterable by who, what, on what and when. */
export function AuditPage() {
  const [draft, setDraft] = useState(EMPTY);
  const [applied, setApplied] = useState(EMPTY);
  const [page, setPage] = useState(1);
  const query = useConsoleQuery(
    consoleApi.consoleAuditList,
    {
      actor: applied.actor.trim() || undefined,
      action: applied.action.trim() || undefined,
      target: applied.target.trim() || undefined,
      from: isoOf(applied.from) || undefined,
      to: isoOf(applied.to) || undefined,
      page,
      pageSize: PAGE_SIZE,
    },
    { keepPrevious: true },
  );
  const rows = query.data?.rows ?? [];
  const total = query.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE));
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setApplied(draft);
    setPage(1);
  };
  const input = (name: keyof typeof EMPTY, label: string, type = 'text') => (
    <label>
      {label}
      <input
        type={type}
        value={draft[name]}
        onChange={(e) => setDraft({ ...draft, [name]: e.target.value })}
      />
    </label>
  );
  return (
    <section aria-labelledby="audit-title">
      <h1 id="audit-title">Audit log</h1>
      <form className="filters" onSubmit={submit} aria-label="Filter the audit log">
        {input('actor', 'Operator login')}
        {input('action', 'Action (e.g. withdrawal.approve)')}
        {input('target', 'Target (e.g. withdrawal:W…)')}
        {input('from', 'From', 'datetime-local')}
        {input('to', 'Until', 'datetime-local')}
        <div className="actions">
          <button type="submit">Filter</button>
          <button
            type="button"
            className="secondary"
            onClick={() => {
              setDraft(EMPTY);
              setApplied(EMPTY);
              setPage(1);
            }}
          >
            Clear
          </button>
        </div>
      </form>
      {query.isError ? (
        <p className="error" role="alert">
          {query.error.message}
        </p>
      ) : null}
      {query.isLoading ? <p className="notice">Loading…</p> : null}
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: it scrolls sideways on a phone, and a keyboard scrolls only what has focus (WCAG 2.1.1, axe scrollable-region-focusable) */}
      <section className="table-wrap" aria-label="Audit entries" tabIndex={0}>
        <table>
          <thead>
            <tr>
              <th>When</th>
              <th>Who</th>
              <th>From</th>
              <th>Action</th>
              <th>Target</th>
              <th>Before → after</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => (
              <tr key={r.id}>
                <td>{new Date(r.at).toLocaleString()}</td>
                <td>{r.actor}</td>
                <td>{r.ip || '—'}</td>
                <td>{r.action}</td>
                <td>{r.target}</td>
                <td className="change">
                  <code>{r.before === null ? '—' : JSON.stringify(r.before)}</code>
                  {' → '}
                  <code>{r.after === null ? '—' : JSON.stringify(r.after)}</code>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
      {!query.isLoading && total === 0 ? <p className="notice">No entry matches.</p> : null}
      <nav className="pager" aria-label="Pages">
        <button type="button" disabled={page <= 1} onClick={() => setPage(page - 1)}>
          Newer
        </button>
        <span>
          Page {page} of {pages} · {total} entries
        </span>
        <button type="button" disabled={page >= pages} onClick={() => setPage(page + 1)}>
          Older
        </button>
      </nav>
    </section>
  );
}
