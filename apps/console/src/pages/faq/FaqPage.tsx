import type { ConsoleFaqEntry, ConsoleFaqTopic } from '@cardroom/contract/console';
import { consoleApi } from '@cardroom/contract/console';
import { useCallback, useEffect, useState } from 'react';
import { call } from '../../api';
import { ConfirmDialog } from '../../ConfirmDialog';
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
  const [topics, setTopics] = useState<ConsoleFaqTopic[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<Deleting>(null);
  const [busy, setBusy] = useState(false);
  const [dialogError, setDialogError] = useState<string | null>(null);

  const load = useCallback(() => {
    call(consoleApi.consoleFaqList, {})
      .then((r) => {
        setTopics(r.topics);
        setError(null);
      })
      .catch((err: Error) => setError(err.message));
  }, []);
  useEffect(load, [load]);

  const act = async (work: () => Promise<unknown>, message: string) => {
    setBusy(true);
    setError(null);
    try {
      await work();
      setDone(message);
      load();
      return true;
    } catch (err) {
      setError((err as Error).message);
      return false;
    } finally {
      setBusy(false);
    }
  };
  const move = (kind: 'topic' | 'entry', id: number, direction: 'up' | 'down') =>
    act(() => call(consoleApi.consoleFaqMove, { kind, id, direction }), 'Order saved.');

  if (!topics) {
    return error ? (
      <p className="error" role="alert">
        {error}{' '}
        <button type="button" onClick={load}>
          Retry
        </button>
      </p>
    ) : (
      <p className="notice">Loading the FAQ…</p>
    );
  }
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
        <TopicForm
          topic={editing.topic}
          onCancel={() => setEditing(null)}
          onSaved={(msg) => {
            setEditing(null);
            setDone(msg);
            load();
          }}
        />
      ) : null}
      {editing?.kind === 'entry' ? (
        <EntryForm
          topic={editing.topic}
          entry={editing.entry}
          onCancel={() => setEditing(null)}
          onSaved={(msg) => {
            setEditing(null);
            setDone(msg);
            load();
          }}
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
                  setDialogError(null);
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
                        setDialogError(null);
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
          error={dialogError}
          onCancel={() => setDeleting(null)}
          onConfirm={async () => {
            const d = deleting;
            const ok = await act(
              () => call(consoleApi.consoleFaqDelete, { kind: d.kind, id: d.id }),
              `Deleted “${d.name}”.`,
            );
            if (ok) setDeleting(null);
            else setDialogError('Not deleted: see the message on the page.');
          }}
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
