import type { ConsoleWithdrawal } from '@cardroom/contract/console';
import { useCustomMutation, useInvalidate, useList } from '@refinedev/core';
import { useState } from 'react';
import { ConfirmDialog } from '../ConfirmDialog';
import { money } from '../providers';

type Row = ConsoleWithdrawal & { id: string; currencySign: string };
type Decision = { kind: 'approve' | 'reject'; order: Row };

/**
 * The review queue: orders over the operator's limit wait here (what `npm run ops --
 * withdrawals list|approve|reject` does), each with the player's context. Approve and
 * reject ask for confirmation; a rejection needs the reason the player will read.
 */
export function WithdrawalsPage() {
  const { result, query } = useList<Row>({
    resource: 'withdrawals',
    pagination: { mode: 'off' },
  });
  const invalidate = useInvalidate();
  const { mutate, mutation } = useCustomMutation();
  const [decision, setDecision] = useState<Decision | null>(null);
  const [reason, setReason] = useState('');
  const [done, setDone] = useState<string | null>(null);
  const [failed, setFailed] = useState<string | null>(null);

  const decide = () => {
    if (!decision) return;
    const { kind, order } = decision;
    setFailed(null);
    mutate(
      {
        url: kind,
        method: 'post',
        values:
          kind === 'approve' ? { orderNo: order.orderNo } : { orderNo: order.orderNo, reason },
        successNotification: false,
        errorNotification: false,
      },
      {
        onSuccess: () => {
          setDone(
            kind === 'approve'
              ? `Approved ${order.orderNo}: sent to the payment gateway.`
              : `Rejected ${order.orderNo}: ${money(order.currencySign, order.amount)} returned to the player.`,
          );
          setDecision(null);
          setReason('');
          invalidate({ resource: 'withdrawals', invalidates: ['list'] });
        },
        onError: (err) => {
          setFailed(err.message);
          invalidate({ resource: 'withdrawals', invalidates: ['list'] });
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
    <section aria-labelledby="withdrawals-title">
      <h1 id="withdrawals-title">Withdrawals waiting for review ({orders.length})</h1>
      {done ? (
        <p className="success" role="status">
          {done}
        </p>
      ) : null}
      {orders.length === 0 ? <p className="notice">No withdrawal is waiting for review.</p> : null}
      <ul className="cards">
        {orders.map((o) => (
          <OrderCard
            key={o.orderNo}
            order={o}
            onApprove={() => setDecision({ kind: 'approve', order: o })}
            onReject={() => setDecision({ kind: 'reject', order: o })}
          />
        ))}
      </ul>
      {decision ? (
        <ConfirmDialog
          title={
            decision.kind === 'approve'
              ? `Approve ${decision.order.orderNo}?`
              : `Reject ${decision.order.orderNo}?`
          }
          confirmLabel={decision.kind === 'approve' ? 'Approve and pay out' : 'Reject and refund'}
          danger={decision.kind === 'reject'}
          busy={mutation.isPending}
          canConfirm={decision.kind === 'approve' || reason.trim().length >= 3}
          error={failed}
          onConfirm={decide}
          onCancel={() => {
            setDecision(null);
            setFailed(null);
            setReason('');
          }}
        >
          {decision.kind === 'approve' ? (
            <p>
              {money(decision.order.currencySign, decision.order.arrivalAmount)} will be paid to{' '}
              {decision.order.beneficiary.name}, {accountText(decision.order.beneficiary)}.
            </p>
          ) : (
            <label>
              Reason (the player reads it in their inbox)
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

/**
 * Where the money goes, as finance checks it: an e-wallet by its wallet and phone number
 * ("E-wallet OVO · phone 081234567890"), a bank account by bank, number and IFSC.
 */
export function accountText(b: Row['beneficiary']): string {
  if (b.kind === 'ewallet') return `E-wallet ${b.bank} · phone ${b.accountNumber}`;
  return `Bank ${b.bank} ${b.accountNumber}${b.ifsc ? ` · ${b.ifsc}` : ''}`;
}

function OrderCard({
  order: o,
  onApprove,
  onReject,
}: {
  order: Row;
  onApprove: () => void;
  onReject: () => void;
}) {
  const m = (minor: number) => money(o.currencySign, minor);
  const p = o.player;
  return (
    <li className="card" data-order={o.orderNo}>
      <div className="card-head">
        <strong>{m(o.amount)}</strong>
        <span className="muted">{o.orderNo}</span>
        {o.flagged ? <span className="flag">Flagged</span> : null}
      </div>
      <dl className="facts">
        <dt>Fee / arrives</dt>
        <dd>
          {m(o.fee)} / {m(o.arrivalAmount)}
        </dd>
        <dt>Asked</dt>
        <dd>{new Date(o.createdAt).toLocaleString()}</dd>
        <dt>Account owner</dt>
        <dd data-testid="withdrawal-account">
          {o.beneficiary.name} · {accountText(o.beneficiary)}
        </dd>
        <dt>Player</dt>
        <dd>
          {p.uid} · <bdi>{p.nickname}</bdi> · VIP {p.vipLevel} · since{' '}
          {new Date(p.registeredAt).toLocaleDateString()}
        </dd>
        <dt>Balance</dt>
        <dd>{m(p.balance)}</dd>
        <dt>Deposited / withdrawn</dt>
        <dd>
          {m(p.depositsTotal)} / {m(p.withdrawalsTotal)}
        </dd>
        <dt>Wagering left</dt>
        <dd>{m(p.wageringLeft)}</dd>
      </dl>
      <div className="actions">
        <button type="button" onClick={onApprove}>
          Approve
        </button>
        <button type="button" className="danger" onClick={onReject}>
          Reject
        </button>
      </div>
    </li>
  );
}
