import { type ConsolePromotion, consoleApi } from '@cardroom/contract/console';
import { useState } from 'react';
import { mayCall } from '../../access';
import { ConfirmDialog } from '../../ConfirmDialog';
import { consoleAction, useConsoleQuery } from '../../data';
import { money } from '../../money';
import { GiftCodes } from './GiftCodes';
import { kindName } from './kindRules';
import { PromotionForm } from './PromotionForm';

type Action = 'pause' | 'resume' | 'end';
type View =
  | { name: 'list' }
  | { name: 'form'; kind: string; editing?: ConsolePromotion }
  | { name: 'codes'; promotion: ConsolePromotion };

/** What each state move means to players, shown before the operator confirms it. */
const EFFECT: Record<Action, string> = {
  pause:
    'Players stop seeing it on the Promo tab and it pays nothing new (codes, bonuses, prizes) until it is resumed.',
  resume: 'Players see it on the Promo tab again from its start time, and it pays again.',
  end: 'It leaves the Promo tab for good and pays nothing more; rewards still waiting for a claim are cancelled. This cannot be undone.',
};

/**
 * Promotions (what `npm run ops -- promo` does): every promotion with its state and budget
 * use; create and edit per kind; pause, resume and end behind a confirmation that says what
 * players will see; a gift-code promotion's codes. Finance reads only.
 */
export function PromotionsPage() {
  const list = useConsoleQuery(consoleApi.consolePromotionsList, {});
  const [view, setView] = useState<View>({ name: 'list' });
  const [newKind, setNewKind] = useState('gift_code');
  const [acting, setActing] = useState<{ action: Action; promotion: ConsolePromotion } | null>(
    null,
  );
  const [done, setDone] = useState<string | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const canWrite = mayCall(consoleApi.consolePromotionCreate);

  if (list.isLoading) return <p className="notice">Loading promotions…</p>;
  if (list.isError || !list.data) {
    return (
      <p className="error" role="alert">
        {list.error?.message}{' '}
        <button type="button" onClick={() => void list.refetch()}>
          Retry
        </button>
      </p>
    );
  }
  const { promotions, kinds, currencySign } = list.data;
  const m = (minor: number) => money(currencySign, minor);

  if (view.name === 'form') {
    return (
      <PromotionForm
        kind={view.kind}
        editing={view.editing}
        currencySign={currencySign}
        onCancel={() => setView({ name: 'list' })}
        onDone={({ promotion: p, pendingApproval }, created) => {
          setDone(
            p
              ? `${created ? 'Created' : 'Saved'} #${p.id} “${p.title.en}” (${p.status}).`
              : `Waits for a second operator (request #${pendingApproval}): over a four-eyes rule (budget, no budget or wagering), so nothing is ${created ? 'created' : 'changed'} until an owner or finance operator approves it in Requests.`,
          );
          setView({ name: 'list' });
          void list.refetch();
        }}
      />
    );
  }
  if (view.name === 'codes') {
    return (
      <GiftCodes
        promotion={view.promotion}
        currencySign={currencySign}
        onBack={() => setView({ name: 'list' })}
      />
    );
  }

  const act = async () => {
    if (!acting) return;
    const { action, promotion } = acting;
    // Ended is final: the page offers no action on it, and the server would refuse one.
    if (promotion.status === 'ended') return;
    setBusy(true);
    setFailed(null);
    const res = await consoleAction(consoleApi.consolePromotionSetStatus, {
      id: promotion.id,
      action,
      from: promotion.status,
    });
    setBusy(false);
    void list.refetch();
    if (!res.ok) return setFailed(res.message);
    setDone(`#${promotion.id} “${promotion.title.en}” is ${res.result.promotion.status}.`);
    setActing(null);
  };

  return (
    <section aria-labelledby="promotions-title">
      <h1 id="promotions-title">Promotions ({promotions.length})</h1>
      {done ? (
        <p className="success" role="status">
          {done}
        </p>
      ) : null}
      {canWrite ? (
        <div className="actions start">
          <label>
            Kind
            <select value={newKind} onChange={(e) => setNewKind(e.target.value)}>
              {kinds.map((k) => (
                <option key={k} value={k}>
                  {kindName(k)}
                </option>
              ))}
            </select>
          </label>
          <button type="button" onClick={() => setView({ name: 'form', kind: newKind })}>
            New promotion
          </button>
        </div>
      ) : (
        <p className="notice">Your role reads promotions; marketing and the owner change them.</p>
      )}
      <ul className="cards">
        {promotions.map((p) => (
          <li key={p.id} className="card" data-promotion={p.id}>
            <div className="card-head">
              <strong>{p.title.en}</strong>
              <span className={`state state-${p.status}`}>{p.status}</span>
              <span className="muted">
                #{p.id} · {kindName(p.kind)}
              </span>
            </div>
            <p className="muted">{p.title.id}</p>
            <BudgetBar spent={p.spent} budget={p.budget} m={m} />
            <dl className="facts">
              <dt>Runs</dt>
              <dd>
                {new Date(p.startsAt).toLocaleString()} →{' '}
                {p.endsAt ? new Date(p.endsAt).toLocaleString() : 'open'}
              </dd>
              <dt>Rewards made</dt>
              <dd>{p.grants}</dd>
              <dt>Wagering</dt>
              <dd>{p.wageringMultiple}×</dd>
            </dl>
            <div className="actions">
              {p.kind === 'gift_code' ? (
                <button
                  type="button"
                  className="secondary"
                  onClick={() => setView({ name: 'codes', promotion: p })}
                >
                  Gift codes
                </button>
              ) : null}
              {canWrite && p.status !== 'ended' ? (
                <>
                  <button
                    type="button"
                    className="secondary"
                    onClick={() => setView({ name: 'form', kind: p.kind, editing: p })}
                  >
                    Edit
                  </button>
                  {p.status === 'live' ? (
                    <button
                      type="button"
                      className="secondary"
                      onClick={() => setActing({ action: 'pause', promotion: p })}
                    >
                      Pause
                    </button>
                  ) : (
                    <button
                      type="button"
                      className="secondary"
                      onClick={() => setActing({ action: 'resume', promotion: p })}
                    >
                      {p.status === 'draft' ? 'Go live' : 'Resume'}
                    </button>
                  )}
                  <button
                    type="button"
                    className="danger"
                    onClick={() => setActing({ action: 'end', promotion: p })}
                  >
                    End
                  </button>
                </>
              ) : null}
            </div>
          </li>
        ))}
      </ul>
      {acting ? (
        <ConfirmDialog
          title={`${acting.action === 'resume' ? (acting.promotion.status === 'draft' ? 'Go live with' : 'Resume') : acting.action === 'pause' ? 'Pause' : 'End'} “${acting.promotion.title.en}”?`}
          confirmLabel={
            acting.action === 'end'
              ? 'End for good'
              : acting.action === 'pause'
                ? 'Pause'
                : 'Make it live'
          }
          danger={acting.action === 'end'}
          busy={busy}
          canConfirm
          error={failed}
          onConfirm={() => void act()}
          onCancel={() => {
            setActing(null);
            setFailed(null);
          }}
        >
          <p>{EFFECT[acting.action]}</p>
          <p className="muted">
            Players know it as “{acting.promotion.title.en}” / “{acting.promotion.title.id}”.
          </p>
        </ConfirmDialog>
      ) : null}
    </section>
  );
}

function BudgetBar({
  spent,
  budget,
  m,
}: {
  spent: number;
  budget: number | null;
  m: (n: number) => string;
}) {
  if (budget === null) return <p className="budget">Spent {m(spent)} · no budget</p>;
  // Whole percent from integers: the bar is a picture, the text carries the amounts.
  const pct = budget === 0 ? 100 : Math.min(100, Math.floor((spent * 100) / budget));
  return (
    <div className="budget">
      <span>
        Spent {m(spent)} of {m(budget)} ({pct}%)
      </span>
      <div
        className="bar"
        role="progressbar"
        aria-valuenow={pct}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-label="Budget used"
      >
        <div style={{ width: `${pct}%` }} />
      </div>
    </div>
  );
}
