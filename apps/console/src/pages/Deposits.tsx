import { type ConsoleDeposit, consoleApi } from '@cardroom/contract/console';
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

type Row = ConsoleDeposit & { currencySign: string };
type Decision = { kind: 'match' } | { kind: 'reject'; reason: string };

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
  const query = useConsoleQuery(consoleApi.consoleDepositsList, {});
  const queue = useDecision(
    (order: Row, decision: Decision) =>
      decision.kind === 'match'
        ? call(consoleApi.consoleDepositMatch, { orderNo: order.orderNo })
        : call(consoleApi.consoleDepositReject, {
            orderNo: order.orderNo,
            reason: decision.reason,
          }),
    {
      refresh: [consoleApi.consoleDepositsList],
      said: (data, order, decision) => {
        const m = (minor: number) => money(order.currencySign, minor);
        if (decision.kind === 'reject')
          return `Rejected ${order.orderNo}: the player was told why.`;
        if (data.pendingApproval) {
          return `No bank line matches ${order.orderNo}: request #${data.pendingApproval} waits for a second operator in Requests; nothing is credited yet.`;
        }
        const bonus = data.bonus > 0 ? ` + bonus ${m(data.bonus)}` : '';
        return `Credited ${order.orderNo}: ${m(order.receivedAmount ?? order.amount)}${bonus} to ${order.player.uid}.`;
      },
    },
  );
  const wait = queryState(query, 'Loading the queue…');
  if (wait) return wait;
  const sign = query.data?.currencySign ?? '';
  const orders: Row[] = (query.data?.orders ?? []).map((o) => ({ ...o, currencySign: sign }));
  const order = queue.open?.item;
  const m = (minor: number) => money(sign, minor);
  return (
    <section aria-labelledby="deposits-title">
      <h1 id="deposits-title">Deposits waiting for a match ({orders.length})</h1>
      <Done text={queue.done} />
      {orders.length === 0 ? <p className="notice">No deposit is waiting for a match.</p> : null}
      <ul className="cards">
        {orders.map((o) => (
          <DepositCard
            key={o.orderNo}
            order={o}
            onMatch={() => queue.start('match', o)}
            onReject={() => queue.start('reject', o)}
          />
        ))}
      </ul>
      {order && queue.open?.kind === 'match' ? (
        <ConfirmDialog
          title={`Credit ${order.orderNo}?`}
          confirmLabel="Credit the player"
          canConfirm
          onConfirm={() => queue.decide(order, { kind: 'match' })}
          {...queue.dialog}
        >
          {order.receivedAmount !== null ? (
            <p>
              The {m(order.receivedAmount)} received (ordered {m(order.amount)}) goes to{' '}
              {order.player.uid}, with its method's gift if it is on. The order's amount becomes the
              amount received.
            </p>
          ) : (
            <p>
              {m(order.amount)} goes to {order.player.uid}
              {order.depositType === 'self_utr'
                ? ', with the bonus for the time the order waited.'
                : ', with the agency gift if it is on.'}{' '}
              Only do this once the money is on the statement or the agent was paid.
            </p>
          )}
        </ConfirmDialog>
      ) : null}
      {order && queue.open?.kind === 'reject' ? (
        <ReasonDialog
          title={`Reject ${order.orderNo}?`}
          confirmLabel="Reject the order"
          label={
            order.receivedAmount !== null
              ? 'the player reads it in their inbox: say how the money received is returned'
              : 'the player reads it in their inbox'
          }
          rule={REASONS.depositReject}
          danger
          onConfirm={(reason) => queue.decide(order, { kind: 'reject', reason })}
          {...queue.dialog}
        />
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
          <Link to={`/players/${o.player.uid}`}>{o.player.uid}</Link> ·{' '}
          <bdi>{o.player.nickname}</bdi>
          {o.player.mobile ? ` · ${o.player.mobile}` : ''}
        </dd>
        <RiskFacts risk={o.risk} sign={o.currencySign} />
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
