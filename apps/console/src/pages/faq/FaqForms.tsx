import type { ConsoleFaqEntry, ConsoleFaqTopic } from '@cardroom/contract/console';
import { consoleApi } from '@cardroom/contract/console';
import { useId, useState } from 'react';
import { call } from '../../api';

type Bi = { en: string; id: string };
const LANGS = [
  ['en', 'English'],
  ['id', 'Indonesian'],
] as const;

function BiInput(props: {
  label: string;
  value: Bi;
  multiline?: boolean;
  max: number;
  onChange: (v: Bi) => void;
}) {
  const base = useId();
  return (
    <fieldset className="local-text">
      <legend>{props.label}</legend>
      {LANGS.map(([lang, name]) => (
        <div key={lang}>
          <label htmlFor={`${base}-${lang}`}>{name}</label>
          {props.multiline ? (
            <textarea
              id={`${base}-${lang}`}
              rows={5}
              maxLength={props.max}
              value={props.value[lang]}
              onChange={(e) => props.onChange({ ...props.value, [lang]: e.target.value })}
            />
          ) : (
            <input
              id={`${base}-${lang}`}
              maxLength={props.max}
              value={props.value[lang]}
              onChange={(e) => props.onChange({ ...props.value, [lang]: e.target.value })}
            />
          )}
        </div>
      ))}
    </fieldset>
  );
}

/** Saving state shared by the two forms: the server's refusal is shown as it said it. */
function useSave(onSaved: (msg: string) => void) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const save = async (work: () => Promise<unknown>, msg: string) => {
    setBusy(true);
    setError(null);
    try {
      await work();
      onSaved(msg);
    } catch (err) {
      setError((err as Error).message);
    } finally {
      setBusy(false);
    }
  };
  return { busy, error, save };
}

export function TopicForm(props: {
  topic: ConsoleFaqTopic | null;
  onCancel: () => void;
  onSaved: (msg: string) => void;
}) {
  const [slug, setSlug] = useState(props.topic?.slug ?? '');
  const [title, setTitle] = useState<Bi>(props.topic?.title ?? { en: '', id: '' });
  const { busy, error, save } = useSave(props.onSaved);
  return (
    <form
      className="card faq-form"
      aria-label={props.topic ? 'Edit topic' : 'New topic'}
      onSubmit={(e) => {
        e.preventDefault();
        void save(
          () => call(consoleApi.consoleFaqTopicSave, { id: props.topic?.id, slug, title }),
          props.topic ? 'Topic saved.' : 'Topic added.',
        );
      }}
    >
      <h2>{props.topic ? 'Edit topic' : 'New topic'}</h2>
      <label>
        Name (lower-case letters, digits and -, used by the ops command)
        <input value={slug} maxLength={40} onChange={(e) => setSlug(e.target.value)} />
      </label>
      <BiInput label="Title" value={title} max={60} onChange={setTitle} />
      {error ? (
        <p className="error" role="alert">
          {error}
        </p>
      ) : null}
      <div className="actions">
        <button type="button" className="secondary" onClick={props.onCancel}>
          Cancel
        </button>
        <button type="submit" disabled={busy}>
          Save topic
        </button>
      </div>
    </form>
  );
}

/** The answer as the player's FAQ Info page shows it: topic, question, the text as written. */
function PlayerPreview({ topic, question, answer }: { topic: Bi; question: Bi; answer: Bi }) {
  return (
    <section className="faq-preview" aria-label="Player preview">
      {LANGS.map(([lang, name]) => (
        <article key={lang} className="phone" data-lang={lang}>
          <p className="muted">As a player reads it ({name})</p>
          <p className="phone-topic">{topic[lang]}</p>
          <h3 className="phone-question">{question[lang] || '—'}</h3>
          <p className="phone-answer">{answer[lang] || '—'}</p>
        </article>
      ))}
    </section>
  );
}

export function EntryForm(props: {
  topic: ConsoleFaqTopic;
  entry: ConsoleFaqEntry | null;
  onCancel: () => void;
  onSaved: (msg: string) => void;
}) {
  const [question, setQuestion] = useState<Bi>(props.entry?.question ?? { en: '', id: '' });
  const [answer, setAnswer] = useState<Bi>(props.entry?.answer ?? { en: '', id: '' });
  const { busy, error, save } = useSave(props.onSaved);
  return (
    <form
      className="card faq-form"
      aria-label={props.entry ? 'Edit question' : 'New question'}
      onSubmit={(e) => {
        e.preventDefault();
        void save(
          () =>
            call(consoleApi.consoleFaqEntrySave, {
              id: props.entry?.id,
              topicId: props.topic.id,
              question,
              answer,
            }),
          props.entry ? 'Question saved.' : 'Question added.',
        );
      }}
    >
      <h2>
        {props.entry ? 'Edit question' : 'New question'} in “{props.topic.title.en}”
      </h2>
      <BiInput label="Question" value={question} max={200} onChange={setQuestion} />
      <BiInput label="Answer" value={answer} max={4000} multiline onChange={setAnswer} />
      <PlayerPreview topic={props.topic.title} question={question} answer={answer} />
      {error ? (
        <p className="error" role="alert">
          {error}
        </p>
      ) : null}
      <div className="actions">
        <button type="button" className="secondary" onClick={props.onCancel}>
          Cancel
        </button>
        <button type="submit" disabled={busy}>
          Save question
        </button>
      </div>
    </form>
  );
}
