import { type CannedReply, type ConsoleFeedbackItem, consoleApi } from '@cardroom/contract/console';
import { useState } from 'react';
import { Link } from 'react-router';
import { call } from '../../api';
import { useConsoleMutation, useConsoleQuery } from '../../data';
import { RiskFacts } from '../../RiskFacts';
import { currentSession } from '../../session';
import {
  draftFromCanned,
  type ReplyDraft,
  replyPayload,
  replyProblem,
  STATE_LABEL,
  stateMoves,
} from './rules';

type OperatorRef = { id: number; login: string };

/**
 * One feedback item: the player's words, the owner and state, the screenshot (fetched from
 * the operators-only endpoint, shown as an image of the type read from its bytes), the reply
 * form with the canned replies (English and Indonesian: the player reads their own) and close.
 */
export function FeedbackDetail({
  item,
  sign,
  operators,
  cannedReplies,
  onBack,
  onChanged,
}: {
  item: ConsoleFeedbackItem;
  /** The market's currency sign, for the player's figures. */
  sign: string;
  /** The operators an item may be given to. */
  operators: OperatorRef[];
  cannedReplies: CannedReply[];
  onBack: () => void;
  onChanged: (item: ConsoleFeedbackItem) => void;
}) {
  const [draft, setDraft] = useState<ReplyDraft>({ en: item.reply, id: item.replyId });
  const [done, setDone] = useState<string | null>(null);
  const me = operators.find((o) => o.login === currentSession()?.operator.login);
  const assign = useConsoleMutation(
    (operatorId: number | null) =>
      call(consoleApi.consoleFeedbackAssign, { id: item.id, operatorId }),
    {
      refresh: [consoleApi.consoleFeedbackList],
      onSuccess: (r) => {
        setDone(r.owner ? `Given to ${r.owner.login}.` : 'Nobody owns it now.');
        onChanged({ ...item, owner: r.owner });
      },
    },
  );
  const move = useConsoleMutation(
    (state: 'open' | 'in_progress') =>
      call(consoleApi.consoleFeedbackSetState, { id: item.id, state }),
    {
      refresh: [consoleApi.consoleFeedbackList],
      onSuccess: (r) => {
        setDone(`Marked ${STATE_LABEL[r.state].toLowerCase()}.`);
        onChanged({ ...item, state: r.state });
      },
    },
  );
  const shot = useConsoleQuery(
    consoleApi.consoleFeedbackScreenshot,
    { id: item.id },
    { enabled: item.screenshot !== null },
  );
  const send = useConsoleMutation(
    () => call(consoleApi.consoleFeedbackReply, { id: item.id, ...replyPayload(draft) }),
    {
      refresh: [consoleApi.consoleFeedbackList],
      onSuccess: (r) => {
        setDone('Reply sent: the player sees it in their feedback list and inbox.');
        const sent = replyPayload(draft);
        onChanged({ ...item, state: r.state, reply: sent.reply, replyId: sent.replyId });
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
  const error = send.error ?? close.error ?? assign.error ?? move.error;
  const closed = item.state === 'closed';
  const problem = replyProblem(draft);

  return (
    <section aria-labelledby="feedback-detail-title">
      <p>
        <button type="button" onClick={onBack}>
          ← All feedback
        </button>
      </p>
      <h1 id="feedback-detail-title">
        Feedback #{item.id}{' '}
        <span className={`state state-${item.state}`}>{STATE_LABEL[item.state]}</span>
      </h1>
      <dl className="facts">
        <dt>Player</dt>
        <dd>
          <Link to={`/players/${item.uid}`}>{item.uid}</Link> (open the player page)
        </dd>
        <dt>Owner</dt>
        <dd data-testid="feedback-owner">{item.owner ? item.owner.login : 'Nobody'}</dd>
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
      {closed ? null : (
        <div className="actions">
          {me && item.owner?.id !== me.id ? (
            <button type="button" disabled={assign.isPending} onClick={() => assign.mutate(me.id)}>
              Assign to me
            </button>
          ) : null}
          <label>
            Give to
            <select
              value={item.owner ? String(item.owner.id) : ''}
              disabled={assign.isPending}
              onChange={(e) => {
                setDone(null);
                assign.mutate(e.target.value ? Number(e.target.value) : null);
              }}
            >
              <option value="">Nobody</option>
              {operators.map((o) => (
                <option key={o.id} value={o.id}>
                  {o.login}
                </option>
              ))}
            </select>
          </label>
          {stateMoves(item.state).map((s) => (
            <button
              key={s}
              type="button"
              disabled={move.isPending}
              onClick={() => {
                setDone(null);
                move.mutate(s);
              }}
            >
              Mark {STATE_LABEL[s].toLowerCase()}
            </button>
          ))}
        </div>
      )}
      <form
        onSubmit={(e) => {
          e.preventDefault();
          setDone(null);
          send.mutate();
        }}
      >
        {cannedReplies.length > 0 ? (
          <label>
            Canned reply (fills both languages; edit before sending)
            <select
              value=""
              disabled={closed}
              onChange={(e) => {
                const c = cannedReplies[Number(e.target.value)];
                if (c) setDraft(draftFromCanned(c));
              }}
            >
              <option value="">Choose…</option>
              {cannedReplies.map((c, i) => (
                <option key={c.title} value={i}>
                  {c.title}
                </option>
              ))}
            </select>
          </label>
        ) : null}
        <label>
          Reply in English (or one text every player reads, when the Indonesian one is empty)
          <textarea
            value={draft.en}
            onChange={(e) => setDraft({ ...draft, en: e.target.value })}
            rows={4}
            maxLength={1000}
            required
            disabled={closed}
          />
        </label>
        <label>
          Reply in Indonesian (players using the app in Indonesian read this one)
          <textarea
            value={draft.id}
            onChange={(e) => setDraft({ ...draft, id: e.target.value })}
            rows={4}
            maxLength={1000}
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
          <button type="submit" disabled={closed || send.isPending || problem !== null}>
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
