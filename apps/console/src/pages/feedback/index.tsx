import {
  type ConsoleFeedbackItem,
  consoleApi,
  feedbackDeskStates,
} from '@cardroom/contract/console';
import { useState } from 'react';
import { useConsoleQuery } from '../../data';
import { NumberedPager } from '../../NumberedPager';
import { queryState } from '../../QueryState';
import { FeedbackDetail } from './Detail';
import { ownerChoices, STATE_LABEL, stateLabel } from './rules';

const STATES = ['all', ...feedbackDeskStates] as const;
const CATEGORIES = ['', 'deposit', 'withdrawal', 'game', 'account', 'suggestion', 'other'] as const;
const PAGE_SIZE = 20;

/**
 * The support desk: players' feedback, newest first, filtered by state, owner and category, a
 * page at a time; one item opens with its owner, state, screenshot, canned replies, reply and close.
 */
export function FeedbackPage() {
  const [state, setState] = useState<(typeof STATES)[number]>('open');
  const [category, setCategory] = useState<(typeof CATEGORIES)[number]>('');
  const [owner, setOwner] = useState('anyone');
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<ConsoleFeedbackItem | null>(null);
  const list = useConsoleQuery(
    consoleApi.consoleFeedbackList,
    { state, owner, category: category || undefined, page, pageSize: PAGE_SIZE },
    { keepPrevious: true },
  );

  if (open) {
    return (
      <FeedbackDetail
        item={open}
        sign={list.data?.currencySign ?? ''}
        operators={list.data?.operators ?? []}
        cannedReplies={list.data?.cannedReplies ?? []}
        onBack={() => {
          setOpen(null);
          void list.refetch();
        }}
        onChanged={setOpen}
      />
    );
  }
  return (
    <section aria-labelledby="feedback-title">
      <h1 id="feedback-title">Feedback</h1>
      <div className="filters">
        <label>
          State
          <select
            value={state}
            onChange={(e) => {
              setState(e.target.value as (typeof STATES)[number]);
              setPage(1);
            }}
          >
            {STATES.map((s) => (
              <option key={s} value={s}>
                {stateLabel(s)}
              </option>
            ))}
          </select>
        </label>
        <label>
          Owner
          <select
            value={owner}
            onChange={(e) => {
              setOwner(e.target.value);
              setPage(1);
            }}
          >
            {ownerChoices(list.data?.operators ?? []).map((c) => (
              <option key={c.value} value={c.value}>
                {c.label}
              </option>
            ))}
          </select>
        </label>
        <label>
          Category
          <select
            value={category}
            onChange={(e) => {
              setCategory(e.target.value as (typeof CATEGORIES)[number]);
              setPage(1);
            }}
          >
            {CATEGORIES.map((c) => (
              <option key={c} value={c}>
                {c || 'all'}
              </option>
            ))}
          </select>
        </label>
      </div>
      {queryState(list, 'Loading feedback…')}
      {list.data && list.data.items.length === 0 ? (
        <p className="notice">No feedback matches.</p>
      ) : null}
      <ul className="cards">
        {list.data?.items.map((f) => (
          <li key={f.id} className="card" data-feedback={f.id}>
            <div className="card-head">
              <strong>{f.category}</strong>
              <span className={`state state-${f.state}`}>{STATE_LABEL[f.state]}</span>
              <span className="muted">#{f.id}</span>
              <span className="muted">{f.owner ? `Owner: ${f.owner.login}` : 'No owner'}</span>
            </div>
            <p className="feedback-text">
              <bdi>{f.text}</bdi>
            </p>
            <p className="muted">
              {f.uid} · {new Date(f.createdAt).toLocaleString()}
              {f.screenshot ? ' · screenshot' : ''}
            </p>
            <div className="actions">
              <button type="button" onClick={() => setOpen(f)}>
                Open
              </button>
            </div>
          </li>
        ))}
      </ul>
      <NumberedPager page={page} total={list.data?.total} pageSize={PAGE_SIZE} onPage={setPage} />
    </section>
  );
}
