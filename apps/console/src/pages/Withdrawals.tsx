import { type ConsoleWithdrawal, consoleApi } from '@cardroom/contract/console';
import { Link } from 'react-router';
import { call } from '../api';
import { ConfirmDialog } from '../ConfirmDialog';
import { useConsoleQuery } from '../data';
import { useDecision } from '../decision';
import { money } from '../money';
import { Done, queryState } from '../QueryState';
import { ReasonDialog } from '../ReasonDialog';
import { RiskFacts } from '../RiskFacts';
import { REASONS } from '../reason';

type Row = ConsoleWithdrawal & { currencySign: string };
type Decision = { kind: 'approve' } | { kind: 'reject'; reason: string };

/**
 * The review queue: orders over the operator's limit wait here (what `npm run ops --
 * withdrawals list|approve|reject` does), each with the player's context. Approve and
 * reject ask for confirmation; a rejection needs the reason the player will read.
 */
export function WithdrawalsPage() {
  const query = useConsoleQuery(consoleApi.consoleWithdrawalsList, {});
  const queue = useDecision(
    (order: Row, decision: Decision) =>
      decision.kind === 'approve'
        ? call(consoleApi.consoleWithdrawalApprove, { orderNo: order.orderNo })
        : call(consoleApi.consoleWithdrawalReject, {
            orderNo: order.orderNo,
            reason: decision.reason,
          }),
    {
      refresh: [consoleApi.consoleWithdrawalsList],
      said: (_r, order, decision) =>
        decision.kind === 'approve'
          ? `Approved ${order.orderNo}: sent to the payment gateway.`
          : `Rejected ${order.orderNo}: ${money(order.currencySign, order.amount)} returned to the player.`,
    },
  );
  const wait = queryState(query, 'Loading the queue…');
  if (wait) return wait;
  const sign = query.data?.currencySign ?? '';
  const orders: Row[] = (query.data?.orders ?? []).map((o) => ({ ...o, currencySign: sign }));
  const order = queue.open?.item;
  return (
    <section aria-labelledby="withdrawals-title">
      <h1 id="withdrawals-title">Withdrawals waiting for review ({orders.length})</h1>
      <p>
        <Link to="/withdrawals/desk">Withdrawals desk: every state, search, retry and refund</Link>
      </p>
      <Done text={queue.done} />
      {orders.length === 0 ? <p className="notice">No withdrawal is waiting for review.</p> : null}
      <ul className="cards">
        {orders.map((o) => (
          <OrderCard
            key={o.orderNo}
            order={o}
            onApprove={() => queue.start('approve', o)}
            onReject={() => queue.start('reject', o)}
          />
        ))}
      </ul>
      {order && queue.open?.kind === 'approve' ? (
        <ConfirmDialog
          title={`Approve ${order.orderNo}?`}
          confirmLabel="Approve and pay out"
          canConfirm
          onConfirm={() => queue.decide(order, { kind: 'approve' })}
          {...queue.dialog}
        >
          <p>
            {money(order.currencySign, order.arrivalAmount)} will be paid to{' '}
            {order.beneficiary.name}, {accountText(order.beneficiary)}.
          </p>
        </ConfirmDialog>
      ) : null}
      {order && queue.open?.kind === 'reject' ? (
        <ReasonDialog
          title={`Reject ${order.orderNo}?`}
          confirmLabel="Reject and refund"
          label="the player reads it in their inbox"
          rule={REASONS.withdrawalReject}
          danger
          onConfirm={(reason) => queue.decide(order, { kind: 'reject', reason })}
          {...queue.dialog}
        />
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
          <Link to={`/players/${p.uid}`}>{p.uid}</Link> · <bdi>{p.nickname}</bdi> · VIP {p.vipLevel}{' '}
          · since {new Date(p.registeredAt).toLocaleDateString()}
        </dd>
        <dt>Balance</dt>
        <dd>{m(p.balance)}</dd>
        <RiskFacts risk={o.risk} sign={o.currencySign} />
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
