import type { ConsoleFaqEntry, ConsoleFaqTopic } from '@cardroom/contract/console';
import { consoleApi } from '@cardroom/contract/console';
import { useState } from 'react';
import { call } from '../../api';
import { ConfirmDialog } from '../../ConfirmDialog';
import { useConsoleMutation, useConsoleQuery } from '../../data';
import { queryState } from '../../QueryState';
import { EntryForm, TopicForm } from './FaqForms';

type Editing =
  | { kind: 'topic'; topic: ConsoleFaqTopic | null }
  | { kind: 'entry'; topic: ConsoleFaqTopic; entry: ConsoleFaqEntry | null }
  | null;
type Deleting = { kind: 'topic' | 'entry'; id: number; name: string } | null;

/**
 * The FAQ editor: the market's topics and questions in both languages (what `npm run ops --
 * inbox faq …` does), with add, edit, move up/down and delete. Every change is one server
 * call, audited there; the list is read again after each.
 */
export function FaqPage() {
  const list = useConsoleQuery(consoleApi.consoleFaqList, {});
  const [done, setDone] = useState<string | null>(null);
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<Deleting>(null);
  const refresh = [consoleApi.consoleFaqList];
  const moving = useConsoleMutation(
    (m: { kind: 'topic' | 'entry'; id: number; direction: 'up' | 'down' }) =>
      call(consoleApi.consoleFaqMove, m),
    { refresh, onSuccess: () => setDone('Order saved.') },
  );
  const removing = useConsoleMutation(
    (d: NonNullable<Deleting>) => call(consoleApi.consoleFaqDelete, { kind: d.kind, id: d.id }),
    {
      refresh,
      onSuccess: (_r, d) => {
        setDone(`Deleted “${d.name}”.`);
        setDeleting(null);
      },
    },
  );
  const busy = moving.isPending || removing.isPending;
  const move = (kind: 'topic' | 'entry', id: number, direction: 'up' | 'down') => {
    removing.reset();
    moving.mutate({ kind, id, direction });
  };
  const saved = (msg: string) => {
    setEditing(null);
    setDone(msg);
    void list.refetch();
  };
  const error = moving.error?.message ?? null;

  const wait = queryState(list, 'Loading the FAQ…');
  if (wait) return wait;
  const topics = list.data?.topics ?? [];
  return (
    <section aria-labelledby="faq-title">
      <h1 id="faq-title">FAQ</h1>
      <p className="muted">
        Players read the FAQ in their language; every topic and question needs English and
        Indonesian. A topic without questions is hidden from players.
      </p>
      {done ? (
        <p className="success" role="status">
          {done}
        </p>
      ) : null}
      {error ? (
        <p className="error" role="alert">
          {error}
        </p>
      ) : null}
      {editing?.kind === 'topic' ? (
        <TopicForm topic={editing.topic} onCancel={() => setEditing(null)} onSaved={saved} />
      ) : null}
      {editing?.kind === 'entry' ? (
        <EntryForm
          topic={editing.topic}
          entry={editing.entry}
          onCancel={() => setEditing(null)}
          onSaved={saved}
        />
      ) : null}
      {editing ? null : (
        <div className="actions start">
          <button type="button" onClick={() => setEditing({ kind: 'topic', topic: null })}>
            Add a topic
          </button>
        </div>
      )}
      <ol className="faq-topics">
        {topics.map((t, ti) => (
          <li key={t.id} className="card">
            <div className="card-head">
              <strong>{t.title.en}</strong>
              <span className="muted">
                {t.title.id} · <code>{t.slug}</code> · {t.entries.length} question
                {t.entries.length === 1 ? '' : 's'}
              </span>
            </div>
            <div className="actions start">
              <button
                type="button"
                className="secondary"
                disabled={busy || ti === 0}
                aria-label={`Move topic ${t.slug} up`}
                onClick={() => move('topic', t.id, 'up')}
              >
                ↑
              </button>
              <button
                type="button"
                className="secondary"
                disabled={busy || ti === topics.length - 1}
                aria-label={`Move topic ${t.slug} down`}
                onClick={() => move('topic', t.id, 'down')}
              >
                ↓
              </button>
              <button
                type="button"
                className="secondary"
                onClick={() => setEditing({ kind: 'topic', topic: t })}
              >
                Edit topic
              </button>
              <button
                type="button"
                className="secondary"
                onClick={() => setEditing({ kind: 'entry', topic: t, entry: null })}
              >
                Add a question
              </button>
              <button
                type="button"
                className="danger"
                onClick={() => {
                  removing.reset();
                  setDeleting({ kind: 'topic', id: t.id, name: t.title.en });
                }}
              >
                Delete topic
              </button>
            </div>
            <ol className="faq-entries">
              {t.entries.map((e, ei) => (
                <li key={e.id}>
                  <span className="faq-q">{e.question.en}</span>
                  <span className="actions">
                    <button
                      type="button"
                      className="secondary"
                      disabled={busy || ei === 0}
                      aria-label={`Move question ${e.id} up`}
                      onClick={() => move('entry', e.id, 'up')}
                    >
                      ↑
                    </button>
                    <button
                      type="button"
                      className="secondary"
                      disabled={busy || ei === t.entries.length - 1}
                      aria-label={`Move question ${e.id} down`}
                      onClick={() => move('entry', e.id, 'down')}
                    >
                      ↓
                    </button>
                    <button
                      type="button"
                      className="secondary"
                      onClick={() => setEditing({ kind: 'entry', topic: t, entry: e })}
                    >
                      Edit
                    </button>
                    <button
                      type="button"
                      className="danger"
                      onClick={() => {
                        removing.reset();
                        setDeleting({ kind: 'entry', id: e.id, name: e.question.en });
                      }}
                    >
                      Delete
                    </button>
                  </span>
                </li>
              ))}
            </ol>
          </li>
        ))}
      </ol>
      {deleting ? (
        <ConfirmDialog
          title={deleting.kind === 'topic' ? 'Delete this topic?' : 'Delete this question?'}
          confirmLabel="Delete"
          danger
          busy={busy}
          canConfirm
          error={removing.error?.message ?? null}
          onCancel={() => setDeleting(null)}
          onConfirm={() => removing.mutate(deleting)}
        >
          <p>
            “{deleting.name}”{deleting.kind === 'topic' ? ' and every question under it' : ''} will
            disappear from the players’ FAQ.
          </p>
        </ConfirmDialog>
      ) : null}
    </section>
  );
}
