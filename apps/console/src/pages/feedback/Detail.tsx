import { type ConsoleFeedbackItem, consoleApi } from '@cardroom/contract/console';
import { useState } from 'react';
import { Link } from 'react-router';
import { call } from '../../api';
import { useConsoleMutation, useConsoleQuery } from '../../data';
import { RiskFacts } from '../../RiskFacts';

/**
 * One feedback item: the player's words, the screenshot (fetched from the operators-only
 * endpoint, shown as an image of the type read from its bytes), the reply form and close.
 */
export function FeedbackDetail({
  item,
  sign,
  onBack,
  onChanged,
}: {
  item: ConsoleFeedbackItem;
  /** The market's currency sign, for the player's figures. */
  sign: string;
  onBack: () => void;
  onChanged: (item: ConsoleFeedbackItem) => void;
}) {
  const [reply, setReply] = useState(item.reply);
  const [done, setDone] = useState<string | null>(null);
  const shot = useConsoleQuery(
    consoleApi.consoleFeedbackScreenshot,
    { id: item.id },
    { enabled: item.screenshot !== null },
  );
  const send = useConsoleMutation(
    () => call(consoleApi.consoleFeedbackReply, { id: item.id, reply }),
    {
      refresh: [consoleApi.consoleFeedbackList],
      onSuccess: (r) => {
        setDone('Reply sent: the player sees it in their feedback list and inbox.');
        onChanged({ ...item, state: r.state, reply: reply.trim() });
      },
    },
  );
  const close = useConsoleMutation(() => call(consoleApi.consoleFeedbackClose, { id: item.id }), {
    refresh: [consoleApi.consoleFeedbackList],
    onSuccess: (r) => {
      setDone('Closed: it takes no more replies.');
      onChanged({ ...item, state: r.state });
    },
  });
  const error = send.error ?? close.error;
  const closed = item.state === 'closed';

  return (
    <section aria-labelledby="feedback-detail-title">
      <p>
        <button type="button" onClick={onBack}>
          ← All feedback
        </button>
      </p>
      <h1 id="feedback-detail-title">
        Feedback #{item.id} <span className={`state state-${item.state}`}>{item.state}</span>
      </h1>
      <dl className="facts">
        <dt>Player</dt>
        <dd>
          <Link to={`/players/${item.uid}`}>{item.uid}</Link>
        </dd>
        <RiskFacts risk={item.risk} sign={sign} />
        <dt>Category</dt>
        <dd>{item.category}</dd>
        <dt>Sent</dt>
        <dd>{new Date(item.createdAt).toLocaleString()}</dd>
        {item.repliedAt ? (
          <>
            <dt>Replied</dt>
            <dd>{new Date(item.repliedAt).toLocaleString()}</dd>
          </>
        ) : null}
      </dl>
      <blockquote className="feedback-text">
        <bdi>{item.text}</bdi>
      </blockquote>
      {item.screenshot ? (
        shot.data ? (
          <img
            className="screenshot"
            alt={`Screenshot sent with feedback #${item.id}`}
            src={`data:${shot.data.type};base64,${shot.data.base64}`}
          />
        ) : shot.isError ? (
          <p className="error">{shot.error.message}</p>
        ) : (
          <p className="notice">Loading the screenshot…</p>
        )
      ) : (
        <p className="muted">No screenshot.</p>
      )}
      <form
        onSubmit={(e) => {
          e.preventDefault();
          setDone(null);
          send.mutate();
        }}
      >
        <label>
          Reply (the player reads it in their language as you write it)
          <textarea
            value={reply}
            onChange={(e) => setReply(e.target.value)}
            rows={4}
            maxLength={1000}
            required
            disabled={closed}
          />
        </label>
        {error ? (
          <p className="error" role="alert">
            {error.message}
          </p>
        ) : null}
        {done ? (
          <p className="success" role="status">
            {done}
          </p>
        ) : null}
        <div className="actions">
          <button type="submit" disabled={closed || send.isPending || !reply.trim()}>
            Send reply
          </button>
          <button
            type="button"
            className="danger"
            disabled={closed || close.isPending}
            onClick={() => {
              setDone(null);
              close.mutate();
            }}
          >
            Close
          </button>
        </div>
      </form>
    </section>
  );
}
