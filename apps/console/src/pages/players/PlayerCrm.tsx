import { consoleApi, NOTE_MAX, TAG_MAX } from '@cardroom/contract/console';
import { type FormEvent, useState } from 'react';
import { mayCall } from '../../access';
import { call } from '../../api';
import { useConsoleMutation, useConsoleQuery } from '../../data';
import { queryState } from '../../QueryState';
import { KYC_LABELS } from './PlayerFilterForm';

const when = (iso: string | null) => (iso ? new Date(iso).toLocaleString() : '—');
/** What a note or tag change refreshes: this panel and the list's rows (tags show there). */
const NOTE_VIEWS = [consoleApi.consolePlayerNotes, consoleApi.consolePlayerList];

/** Operators' notes and tags on the player: who wrote each and when. */
export function PlayerNotesPanel({ uid }: { uid: string }) {
  const query = useConsoleQuery(consoleApi.consolePlayerNotes, { playerUid: uid });
  const [note, setNote] = useState('');
  const [tag, setTag] = useState('');
  const mayWrite = mayCall(consoleApi.consolePlayerNoteAdd);
  const add = useConsoleMutation(
    (body: string) => call(consoleApi.consolePlayerNoteAdd, { playerUid: uid, body }),
    { refresh: NOTE_VIEWS, onSuccess: () => setNote('') },
  );
  const tagging = useConsoleMutation(
    (v: { tag: string; on: boolean }) =>
      call(consoleApi.consolePlayerTag, { playerUid: uid, ...v }),
    { refresh: NOTE_VIEWS, onSuccess: () => setTag('') },
  );
  const addNote = (e: FormEvent) => {
    e.preventDefault();
    if (note.trim()) add.mutate(note.trim());
  };
  const addTag = (e: FormEvent) => {
    e.preventDefault();
    if (tag.trim()) tagging.mutate({ tag: tag.trim(), on: true });
  };
  const data = query.data;
  const failed = add.error ?? tagging.error;
  return (
    <section className="card" aria-labelledby="notes-title">
      <h2 id="notes-title">Notes and tags</h2>
      {queryState(query, 'Loading notes…') ??
        (data ? (
          <>
            <ul className="plain tags" data-testid="player-tags">
              {data.tags.length === 0 ? <li className="muted">No tag</li> : null}
              {data.tags.map((t) => (
                <li key={t.tag} title={`${t.author}, ${when(t.at)}`}>
                  <span className="tag">{t.tag}</span>
                  {mayWrite ? (
                    <button
                      type="button"
                      className="link"
                      aria-label={`Remove the tag ${t.tag}`}
                      onClick={() => tagging.mutate({ tag: t.tag, on: false })}
                    >
                      ×
                    </button>
                  ) : null}
                </li>
              ))}
            </ul>
            {mayWrite ? (
              <form onSubmit={addTag} className="inline" aria-label="Add a tag">
                <label>
                  Tag
                  <input
                    type="text"
                    list="known-tags"
                    value={tag}
                    maxLength={TAG_MAX}
                    onChange={(e) => setTag(e.target.value)}
                  />
                </label>
                <datalist id="known-tags">
                  {data.knownTags.map((k) => (
                    <option key={k} value={k} />
                  ))}
                </datalist>
                <button type="submit" disabled={!tag.trim() || tagging.isPending}>
                  Add tag
                </button>
              </form>
            ) : null}
            {mayWrite ? (
              <form onSubmit={addNote} aria-label="Add a note">
                <label>
                  Note
                  <textarea
                    value={note}
                    maxLength={NOTE_MAX}
                    rows={3}
                    onChange={(e) => setNote(e.target.value)}
                  />
                </label>
                <button type="submit" disabled={!note.trim() || add.isPending}>
                  Add note
                </button>
              </form>
            ) : null}
            {failed ? (
              <p className="error" role="alert">
                {failed.message}
              </p>
            ) : null}
            <ul className="plain notes" data-testid="player-notes">
              {data.notes.length === 0 ? <li className="muted">No note yet</li> : null}
              {data.notes.map((n) => (
                <li key={n.id}>
                  <p className="note-body">{n.body}</p>
                  <p className="muted">
                    {n.author} · {when(n.at)}
                  </p>
                </li>
              ))}
            </ul>
          </>
        ) : null)}
    </section>
  );
}

/** Sign-ins, addresses and devices, KYC and the last break (the break in force is above). */
export function PlayerHistoryPanel({ uid }: { uid: string }) {
  const query = useConsoleQuery(consoleApi.consolePlayerHistory, { playerUid: uid });
  const h = query.data;
  return (
    <section className="card" aria-labelledby="history-title">
      <h2 id="history-title">Sign-ins, devices and KYC</h2>
      {queryState(query, 'Loading the history…') ??
        (h ? (
          <>
            <dl className="facts">
              <dt>KYC</dt>
              <dd data-testid="player-kyc">
                {KYC_LABELS[h.kyc.state]}
                {h.kyc.at ? ` · ${when(h.kyc.at)}` : ''}
                {h.kyc.decidedBy ? ` · ${h.kyc.decidedBy}` : ''}
                {h.kyc.reason ? ` · ${h.kyc.reason}` : ''}
              </dd>
              <dt>Last break</dt>
              <dd>
                {h.lastBreak
                  ? `${h.lastBreak.kind === 'exclusion' ? 'Self-exclusion' : 'Time-out'} (${h.lastBreak.period}) ${when(h.lastBreak.startedAt)} → ${when(h.lastBreak.endsAt)}${h.lastBreak.inForce ? ' (in force)' : ' (over)'}`
                  : 'Never'}
              </dd>
            </dl>
            <Seen title="Devices" rows={h.devices} testId="player-devices" />
            <Seen title="Addresses" rows={h.addresses} testId="player-addresses" />
            <h3>Sign-ins (last {h.signIns.length})</h3>
            <div className="table-wrap">
              <table data-testid="player-signins">
                <thead>
                  <tr>
                    <th>Time</th>
                    <th>IP address</th>
                    <th>Device</th>
                    <th>Session</th>
                  </tr>
                </thead>
                <tbody>
                  {h.signIns.map((s) => (
                    <tr key={`${s.at}-${s.device ?? ''}-${s.ip ?? ''}`}>
                      <td>{when(s.at)}</td>
                      <td>{s.ip ?? '—'}</td>
                      <td>
                        {s.deviceName ? `${s.deviceName} · ` : ''}
                        {s.device ?? '—'}
                      </td>
                      <td>{s.live ? 'Live' : 'Ended'}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </>
        ) : null)}
    </section>
  );
}

function Seen({
  title,
  rows,
  testId,
}: {
  title: string;
  rows: { key: string; name: string | null; firstAt: string; lastAt: string; signIns: number }[];
  testId: string;
}) {
  return (
    <>
      <h3>{title}</h3>
      {rows.length === 0 ? (
        <p className="muted">None recorded</p>
      ) : (
        <ul className="plain" data-testid={testId}>
          {rows.map((r) => (
            <li key={r.key}>
              <code className="seen-key">{r.key}</code>
              {r.name ? ` (${r.name})` : ''} · {r.signIns} sign-in{r.signIns === 1 ? '' : 's'} ·{' '}
              {when(r.firstAt)} → {when(r.lastAt)}
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
