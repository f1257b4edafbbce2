import type { MarketCode } from '@cardroom/contract';
import { type AuditEntry, consoleApi } from '@cardroom/contract/console';
import { type FormEvent, useMemo, useState } from 'react';
import { useConsoleQuery } from '../../data';
import type { JsonSchema } from '../settings/schema';
import { changedPaths, isMoneyPath, shownValue } from './diff';

const PAGE_SIZE = 25;
const EMPTY = { actor: '', action: '', player: '', target: '', from: '', to: '' };
/** Changes shown at once in a row; a longer change folds the rest behind "more". */
const SHOWN_CHANGES = 8;

/** A datetime-local value (the operator's own clock) as an ISO instant, or nothing. */
const isoOf = (local: string) => (local ? new Date(local).toISOString() : '');

/**
 * Actions the console and the command line write, offered as choices (typing any other still
 * filters by it exactly): the areas an operator most often looks for.
 */
const KNOWN_ACTIONS = [
  'setting.save',
  'liveTable.open',
  'liveTable.close',
  'liveTable.settings',
  'withdrawal.approve',
  'withdrawal.reject',
  'withdrawal.refund',
  'withdrawal.retry',
  'deposit.confirm-utr',
  'deposit.reject-utr',
  'deposit.credit-agent',
  'deposit.credit-received',
  'deposit.held-returned',
  'approval.request',
  'approval.approve',
  'approval.reject',
  'player.adjust',
  'player.block',
  'player.unblock',
  'kyc.verdict',
  'feedback.reply',
  'feedback.close',
  'promotion.create',
  'promotion.edit',
  'giftcode.batch',
  'inbox.broadcast',
  'operator.create',
  'operator.disable',
  'operator.signIn',
  'operator.signInFailed',
  'limits.set',
  'breaks.start',
];

/** Every operator action, newest first, filterable by who, what, which player and when. */
export function AuditPage() {
  const [draft, setDraft] = useState(EMPTY);
  const [applied, setApplied] = useState(EMPTY);
  const [page, setPage] = useState(1);
  const query = useConsoleQuery(
    consoleApi.consoleAuditList,
    {
      actor: applied.actor.trim() || undefined,
      action: applied.action.trim() || undefined,
      player: applied.player.trim() || undefined,
      target: applied.target.trim() || undefined,
      from: isoOf(applied.from) || undefined,
      to: isoOf(applied.to) || undefined,
      page,
      pageSize: PAGE_SIZE,
    },
    { keepPrevious: true },
  );
  // The settings' schemas say which changed fields are money; the market says how to write it.
  const settings = useConsoleQuery(consoleApi.consoleSettingsList, {});
  const operators = useConsoleQuery(consoleApi.consoleOperatorsList, {});
  const schemas = useMemo(
    () => new Map((settings.data?.settings ?? []).map((s) => [s.key, s.jsonSchema as JsonSchema])),
    [settings.data],
  );
  const market: MarketCode = settings.data?.market ?? 'IN';
  const rows = query.data?.rows ?? [];
  const total = query.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE));
  const apply = (next: typeof EMPTY) => {
    setDraft(next);
    setApplied(next);
    setPage(1);
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    apply(draft);
  };
  const input = (name: keyof typeof EMPTY, label: string, type = 'text', list?: string) => (
    <label>
      {label}
      <input
        type={type}
        value={draft[name]}
        list={list}
        inputMode={name === 'player' ? 'numeric' : undefined}
        onChange={(e) => setDraft({ ...draft, [name]: e.target.value })}
      />
    </label>
  );
  return (
    <section aria-labelledby="audit-title">
      <h1 id="audit-title">Audit log</h1>
      <form className="filters" onSubmit={submit} aria-label="Filter the audit log">
        {input('actor', 'Operator login', 'text', 'audit-operators')}
        <datalist id="audit-operators">
          {(operators.data?.operators ?? []).map((o) => (
            <option key={o.login} value={o.login} />
          ))}
        </datalist>
        {input('action', 'Action', 'text', 'audit-actions')}
        <datalist id="audit-actions">
          {KNOWN_ACTIONS.map((a) => (
            <option key={a} value={a} />
          ))}
        </datalist>
        {input('player', 'Player uid')}
        {input('target', 'Target (e.g. withdrawal:W…)')}
        {input('from', 'From', 'datetime-local')}
        {input('to', 'Until', 'datetime-local')}
        <div className="actions">
          <button type="submit">Filter</button>
          <button type="button" className="secondary" onClick={() => apply(EMPTY)}>
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
        <table className="audit-table">
          <thead>
            <tr>
              <th>When</th>
              <th>Who</th>
              <th>From</th>
              <th>Action</th>
              <th>Target</th>
              <th>What changed</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => (
              <tr key={r.id}>
                <td>{new Date(r.at).toLocaleString()}</td>
                <td>{r.actor}</td>
                <td>{r.ip || '—'}</td>
                <td>{r.action}</td>
                <td>
                  <TargetCell
                    target={r.target}
                    onPlayer={(uid) => apply({ ...EMPTY, player: uid })}
                  />
                </td>
                <td>
                  <ChangeList entry={r} schema={schemaOf(r.target, schemas)} market={market} />
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

/** A setting's schema for a `setting:<key>` row (money fields by `x-money`), else none. */
function schemaOf(target: string, schemas: ReadonlyMap<string, JsonSchema>) {
  return target.startsWith('setting:') ? schemas.get(target.slice('setting:'.length)) : undefined;
}

/** The target, and for a player's row a button that filters the log to that player. */
function TargetCell({ target, onPlayer }: { target: string; onPlayer: (uid: string) => void }) {
  const uid = /^(?:player|user):(\d+)$/.exec(target)?.[1];
  if (!uid) return <>{target || '—'}</>;
  return (
    <button
      type="button"
      className="link"
      aria-label={`Only player ${uid}`}
      onClick={() => onPlayer(uid)}
    >
      {target}
    </button>
  );
}

/** The fields a row changed, old → new, money in the market's format. */
function ChangeList(props: {
  entry: AuditEntry;
  schema: JsonSchema | undefined;
  market: MarketCode;
}) {
  const { entry, schema, market } = props;
  const changes = changedPaths(entry.before, entry.after);
  if (changes.length === 0) return <span className="muted">No field changed</span>;
  const item = (c: (typeof changes)[number]) => {
    const money = isMoneyPath(c.path, schema);
    return (
      <li key={c.path}>
        {c.path ? <code className="path">{c.path}</code> : null}{' '}
        <span className="before">{shownValue(c.before, money, market)}</span>
        {' → '}
        <span className="after">{shownValue(c.after, money, market)}</span>
      </li>
    );
  };
  const rest = changes.slice(SHOWN_CHANGES);
  return (
    <>
      <ul className="audit-changes" aria-label={`Changes of entry ${entry.id}`}>
        {changes.slice(0, SHOWN_CHANGES).map(item)}
      </ul>
      {rest.length > 0 ? (
        <details>
          <summary>{rest.length} more</summary>
          <ul className="audit-changes">{rest.map(item)}</ul>
        </details>
      ) : null}
    </>
  );
}
