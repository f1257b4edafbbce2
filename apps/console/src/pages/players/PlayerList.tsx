import {
  type CrmPlayerRow,
  type CrmSegment,
  consoleApi,
  type PlayerFilters,
} from '@cardroom/contract/console';
import { type FormEvent, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { mayCall } from '../../access';
import { call } from '../../api';
import { ConfirmDialog } from '../../ConfirmDialog';
import { useConsoleMutation, useConsolePages, useConsoleQuery } from '../../data';
import { money } from '../../money';
import { byNext } from '../../paging';
import { queryState } from '../../QueryState';
import {
  EMPTY_DRAFT,
  type FilterDraft,
  fromFilters,
  KYC_LABELS,
  PlayerFilterForm,
  toFilters,
} from './PlayerFilterForm';

const PAGE = 50;
const when = (iso: string | null) => (iso ? new Date(iso).toLocaleDateString() : '—');

/**
 * The Players page (docs/OPERATIONS.md "Players"): every player of the market, filtered and
 * sorted by the server a page at a time (keyset cursor, "Load more"); saved segments open a
 * set of filters and save the current one under a name; a row opens the player.
 */
export function PlayerListPage() {
  const [draft, setDraft] = useState<FilterDraft>(EMPTY_DRAFT);
  const [filters, setFilters] = useState<PlayerFilters>(toFilters(EMPTY_DRAFT));
  const [segmentId, setSegmentId] = useState<number | null>(null);
  const payload = useMemo(() => ({ ...filters, pageSize: PAGE }), [filters]);
  const query = useConsolePages(consoleApi.consolePlayerList, payload, byNext);
  const rows = useMemo(() => query.data?.pages.flatMap((p) => p.rows) ?? [], [query.data]);
  const sign = query.data?.pages[0]?.currencySign ?? '';
  const scanned = query.data?.pages.reduce((n, p) => n + p.scanned, 0) ?? 0;
  const apply = (d: FilterDraft) => setFilters(toFilters(d));
  const open = (s: CrmSegment | null) => {
    setSegmentId(s?.id ?? null);
    const d = s ? fromFilters(s.filters) : EMPTY_DRAFT;
    setDraft(d);
    apply(d);
  };
  return (
    <section aria-labelledby="players-title">
      <h1 id="players-title">Players</h1>
      <Segments current={segmentId} onOpen={open} draft={draft} />
      <PlayerFilterForm
        draft={draft}
        onChange={setDraft}
        onApply={() => apply(draft)}
        sign={sign}
      />
      {queryState(query, 'Loading players…') ??
        (rows.length === 0 && !query.hasNextPage ? (
          <p className="notice">No player matches these filters.</p>
        ) : (
          <PlayerTable rows={rows} sign={sign} />
        ))}
      {filters.risk && query.data ? (
        <p className="muted" data-testid="risk-scanned">
          Risk flags are worked out as the list is read: {scanned} players looked at so far.
        </p>
      ) : null}
      {query.hasNextPage ? (
        <p className="actions start">
          <button
            type="button"
            disabled={query.isFetchingNextPage}
            onClick={() => void query.fetchNextPage()}
          >
            {query.isFetchingNextPage ? 'Loading…' : 'Load more'}
          </button>
        </p>
      ) : null}
    </section>
  );
}

function PlayerTable({ rows, sign }: { rows: CrmPlayerRow[]; sign: string }) {
  const linked = mayCall(consoleApi.consolePlayerGet);
  return (
    <div className="table-wrap">
      <table data-testid="player-list">
        <thead>
          <tr>
            <th>Uid</th>
            <th>Nickname</th>
            <th>VIP</th>
            <th>Deposited / withdrawn</th>
            <th>Last seen</th>
            <th>Joined</th>
            <th>KYC</th>
            <th>State</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.uid} data-uid={r.uid}>
              <td>{linked ? <Link to={`/players/${r.uid}`}>{r.uid}</Link> : r.uid}</td>
              <td>
                <bdi>{r.nickname}</bdi>
                {r.tags.map((t) => (
                  <span key={t} className="tag">
                    {t}
                  </span>
                ))}
              </td>
              <td>{r.vipLevel}</td>
              <td>
                {money(sign, r.depositsTotal)} / {money(sign, r.withdrawalsTotal)}
              </td>
              <td>{when(r.lastOnlineAt)}</td>
              <td>{when(r.createdAt)}</td>
              <td>{KYC_LABELS[r.kyc]}</td>
              <td>
                {r.disabled ? <span className="flag">Blocked</span> : null}
                {r.onBreak ? (
                  <span className="flag">
                    {r.onBreak === 'exclusion' ? 'Self-excluded' : 'Time-out'}
                  </span>
                ) : null}
                {r.flags.map((f) => (
                  <span key={f.rule} className="flag" title={f.reason}>
                    {f.rule}
                  </span>
                ))}
                {!r.disabled && !r.onBreak && r.flags.length === 0 ? 'Active' : null}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Saved segments: open one, save the filters typed now as a new one, or delete the open one. */
function Segments({
  current,
  onOpen,
  draft,
}: {
  current: number | null;
  onOpen: (s: CrmSegment | null) => void;
  draft: FilterDraft;
}) {
  const list = useConsoleQuery(consoleApi.consoleSegmentsList, {});
  const [name, setName] = useState('');
  const [done, setDone] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<CrmSegment | null>(null);
  const segments = list.data?.segments ?? [];
  const save = useConsoleMutation(
    (n: string) => call(consoleApi.consoleSegmentSave, { name: n, filters: toFilters(draft) }),
    {
      refresh: [consoleApi.consoleSegmentsList],
      onSuccess: (s) => {
        setDone(`Saved “${s.name}”.`);
        setName('');
        onOpen(s);
      },
    },
  );
  const remove = useConsoleMutation((id: number) => call(consoleApi.consoleSegmentDelete, { id }), {
    refresh: [consoleApi.consoleSegmentsList],
    onSuccess: () => {
      setDeleting(null);
      setDone('Segment deleted.');
      onOpen(null);
    },
  });
  const open = segments.find((s) => s.id === current) ?? null;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setDone(null);
    if (name.trim()) save.mutate(name.trim());
  };
  const mayWrite = mayCall(consoleApi.consoleSegmentSave);
  return (
    <div className="segments card">
      <label>
        Saved segment
        <select
          value={current ?? ''}
          onChange={(e) => onOpen(segments.find((s) => String(s.id) === e.target.value) ?? null)}
        >
          <option value="">All players</option>
          {segments.map((s) => (
            <option key={s.id} value={s.id}>
              {s.name}
            </option>
          ))}
        </select>
      </label>
      {mayWrite ? (
        <form onSubmit={submit} aria-label="Save the filters as a segment" className="inline">
          <label>
            Save filters as
            <input
              type="text"
              value={name}
              maxLength={60}
              onChange={(e) => setName(e.target.value)}
              placeholder="Segment name"
            />
          </label>
          <button type="submit" disabled={!name.trim() || save.isPending}>
            Save segment
          </button>
          {open ? (
            <button
              type="button"
              className="secondary"
              onClick={async () => {
                setDone(null);
                remove.reset();
                // Read the list again so the count of broadcasts is today's, not the cached one.
                const fresh = await list.refetch();
                setDeleting(fresh.data?.segments.find((s) => s.id === open.id) ?? open);
              }}
            >
              Delete this segment
            </button>
          ) : null}
        </form>
      ) : null}
      {save.error ? (
        <p className="error" role="alert">
          {save.error.message}
        </p>
      ) : null}
      {deleting ? (
        <ConfirmDialog
          title={`Delete the segment “${deleting.name}”?`}
          confirmLabel="Delete the segment"
          danger
          busy={remove.isPending}
          canConfirm
          error={remove.error?.message ?? null}
          onConfirm={() => remove.mutate(deleting.id)}
          onCancel={() => {
            setDeleting(null);
            remove.reset();
          }}
        >
          <p data-testid="segment-broadcasts">{broadcastsLine(deleting.broadcasts)}</p>
        </ConfirmDialog>
      ) : null}
      {done ? (
        <p className="notice" role="status">
          {done}
        </p>
      ) : null}
    </div>
  );
}

/** What deleting a segment does to the broadcasts composed for it (their recipients were fixed). */
function broadcastsLine(n: number): string {
  if (n === 0) return 'No broadcast has gone to it. Its filters are gone for every operator.';
  const count = n === 1 ? '1 broadcast was' : `${n} broadcasts were`;
  return `${count} addressed to it; they keep their recipients. Its filters are gone for every operator.`;
}
