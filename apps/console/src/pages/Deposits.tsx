import type { ConsoleDeposit } from '@cardroom/contract/console';
import { useCustomMutation, useInvalidate, useList } from '@refinedev/core';
import { useState } from 'react';
import { ConfirmDialog } from '../ConfirmDialog';
import { money } from '../providers';

type Row = ConsoleDeposit & { id: string; currencySign: string };
type Decision = { kind: 'match' | 'reject'; order: Row };

const TYPE_LABEL: Record<string, string> = {
  self_utr: 'Self-service UTR',
  agency: 'Agency',
  transfer_imps: 'Bank transfer (IMPS)',
  transfer_upi: 'Bank transfer (UPI)',
};

/**
 * Deposits waiting for money (what `npm run ops -- deposits pending|confirm-utr|reject-utr|
 * credit-agent|reject-agent` does): each order beside the bank statement. Self-service UTR and
 * agency orders are matched (credited, with their bonus) or rejected with a reason the player
 * reads; bank transfers are shown only, the statement matches them by itself.
 */
export function DepositsPage() {
  const { result, query } = useList<Row>({ resource: 'deposits', pagination: { mode: 'off' } });
  const invalidate = useInvalidate();
  const { mutate, mutation } = useCustomMutation();
  const [decision, setDecision] = useState<Decision | null>(null);
  const [reason, setReason] = useState('');
  const [done, setDone] = useState<string | null>(null);
  const [failed, setFailed] = useState<string | null>(null);

  const decide = () => {
    if (!decision || mutation.isPending) return;
    const { kind, order } = decision;
    setFailed(null);
    mutate(
      {
        url: kind === 'match' ? 'depositMatch' : 'depositReject',
        method: 'post',
        values: kind === 'match' ? { orderNo: order.orderNo } : { orderNo: order.orderNo, reason },
        successNotification: false,
        errorNotification: false,
      },
      {
        onSuccess: (res) => {
          const data = res.data as { bonus?: number; pendingApproval?: string | null };
          const bonus = data.bonus ?? 0;
          const m = (minor: number) => money(order.currencySign, minor);
          setDone(
            kind === 'match' && data.pendingApproval
              ? `No bank line matches ${order.orderNo}: request #${data.pendingApproval} waits for a second operator in Requests; nothing is credited yet.`
              : kind === 'match'
                ? `Credited ${order.orderNo}: ${m(order.receivedAmount ?? order.amount)}${bonus > 0 ? ` + bonus ${m(bonus)}` : ''} to ${order.player.uid}.`
                : `Rejected ${order.orderNo}: the player was told why.`,
          );
          setDecision(null);
          setReason('');
          invalidate({ resource: 'deposits', invalidates: ['list'] });
        },
        onError: (err) => {
          setFailed(err.message);
          invalidate({ resource: 'deposits', invalidates: ['list'] });
        },
      },
    );
  };

  if (query.isLoading) return <p className="notice">Loading the queue…</p>;
  if (query.isError) {
    return (
      <p className="error" role="alert">
        {query.error.message}{' '}
        <button type="button" onClick={() => query.refetch()}>
          Retry
        </button>
      </p>
    );
  }
  const orders = result.data;
  return (
    <section aria-labelledby="deposits-title">
      <h1 id="deposits-title">Deposits waiting for a match ({orders.length})</h1>
      {done ? (
        <p className="success" role="status">
          {done}
        </p>
      ) : null}
      {orders.length === 0 ? <p className="notice">No deposit is waiting for a match.</p> : null}
      <ul className="cards">
        {orders.map((o) => (
          <DepositCard
            key={o.orderNo}
            order={o}
            onMatch={() => setDecision({ kind: 'match', order: o })}
            onReject={() => setDecision({ kind: 'reject', order: o })}
          />
        ))}
      </ul>
      {decision ? (
        <ConfirmDialog
          title={
            decision.kind === 'match'
              ? `Credit ${decision.order.orderNo}?`
              : `Reject ${decision.order.orderNo}?`
          }
          confirmLabel={decision.kind === 'match' ? 'Credit the player' : 'Reject the order'}
          danger={decision.kind === 'reject'}
          busy={mutation.isPending}
          canConfirm={decision.kind === 'match' || reason.trim().length >= 3}
          error={failed}
          onConfirm={decide}
          onCancel={() => {
            setDecision(null);
            setFailed(null);
            setReason('');
          }}
        >
          {decision.kind === 'match' && decision.order.receivedAmount !== null ? (
            <p>
              The {money(decision.order.currencySign, decision.order.receivedAmount)} received
              (ordered {money(decision.order.currencySign, decision.order.amount)}) goes to{' '}
              {decision.order.player.uid}, with its method's gift if it is on. The order's amount
              becomes the amount received.
            </p>
          ) : decision.kind === 'match' ? (
            <p>
              {money(decision.order.currencySign, decision.order.amount)} goes to{' '}
              {decision.order.player.uid}
              {decision.order.depositType === 'self_utr'
                ? ', with the bonus for the time the order waited.'
                : ', with the agency gift if it is on.'}{' '}
              Only do this once the money is on the statement or the agent was paid.
            </p>
          ) : (
            <label>
              {decision.order.receivedAmount !== null
                ? 'Reason (the player reads it in their inbox): say how the money received is returned'
                : 'Reason (the player reads it in their inbox)'}
              <textarea
                value={reason}
                maxLength={200}
                rows={3}
                onChange={(e) => setReason(e.target.value)}
                required
              />
            </label>
          )}
        </ConfirmDialog>
      ) : null}
    </section>
  );
}

function DepositCard({
  order: o,
  onMatch,
  onReject,
}: {
  order: Row;
  onMatch: () => void;
  onReject: () => void;
}) {
  const m = (minor: number) => money(o.currencySign, minor);
  const line = o.statementLine;
  return (
    <li className="card" data-order={o.orderNo}>
      <div className="card-head">
        <strong>{m(o.amount)}</strong>
        <span className="muted">{o.orderNo}</span>
        {o.flagged ? <span className="flag">Flagged</span> : null}
      </div>
      <dl className="facts">
        <dt>Type</dt>
        <dd>{TYPE_LABEL[o.depositType] ?? o.depositType}</dd>
        {o.utr ? (
          <>
            <dt>UTR</dt>
            <dd className="mono">{o.utr}</dd>
          </>
        ) : null}
        {o.agent ? (
          <>
            <dt>Agent</dt>
            <dd>{o.agent}</dd>
          </>
        ) : null}
        <dt>Asked</dt>
        <dd>{new Date(o.createdAt).toLocaleString()}</dd>
        <dt>Player</dt>
        <dd>
          {o.player.uid} · <bdi>{o.player.nickname}</bdi>
          {o.player.mobile ? ` · ${o.player.mobile}` : ''}
        </dd>
        {o.receivedAmount !== null ? (
          <>
            <dt>Received</dt>
            <dd className="error" data-testid="received">
              {m(o.receivedAmount)} arrived for this order of {m(o.amount)}: credit the amount
              received, or reject and return it
            </dd>
          </>
        ) : null}
        {o.flagReason ? (
          <>
            <dt>Flag</dt>
            <dd>{o.flagReason}</dd>
          </>
        ) : null}
        <dt>Bank statement</dt>
        <dd data-testid="statement">
          {line ? (
            <span className={line.amount === o.amount ? 'ok' : 'error'}>
              {m(line.amount)} received {new Date(line.receivedAt).toLocaleString()}
              {line.amount === o.amount ? ' · amount matches' : ' · amount differs'}
            </span>
          ) : o.utr ? (
            'No line with this UTR yet'
          ) : o.depositType === 'agency' ? (
            'Agency order: no statement line (the agent is paid directly)'
          ) : (
            'Paid through the gateway: no statement line (the amount is what its callback reported)'
          )}
        </dd>
        {o.candidates.length > 0 ? (
          <>
            <dt>Same amount, unmatched</dt>
            <dd>
              {o.candidates.map((c) => (
                <span key={c.utr} className="mono candidate">
                  {c.utr} ({new Date(c.receivedAt).toLocaleDateString()})
                </span>
              ))}
            </dd>
          </>
        ) : null}
      </dl>
      {o.decidable ? (
        <div className="actions">
          <button type="button" onClick={onMatch}>
            {o.receivedAmount !== null
              ? `Credit ${m(o.receivedAmount)} received`
              : 'Match and credit'}
          </button>
          <button type="button" className="danger" onClick={onReject}>
            Reject
          </button>
        </div>
      ) : (
        <p className="notice">Matched by the bank statement when the money arrives.</p>
      )}
    </li>
  );
}
