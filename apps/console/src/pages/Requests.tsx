import { formatMoney, MARKET_MONEY_LANGUAGE, type MarketCode } from '@cardroom/contract';
import {
  type ConsoleMoneyRequest,
  consoleApi,
  type MoneyRequestKind,
} from '@cardroom/contract/console';
import { mayCall } from '../access';
import { call } from '../api';
import { useConsoleQuery } from '../data';
import { useDecision } from '../decision';
import { Done, queryState } from '../QueryState';
import { ReasonDialog } from '../ReasonDialog';
import { REASONS } from '../reason';
import { ApprovedBatches, RequestDetails } from './RequestDetails';

const KIND_LABEL: Record<MoneyRequestKind, string> = {
  adjustment: 'Manual adjustment',
  deposit_credit_agency: 'Agency deposit credit',
  deposit_credit_unmatched: 'Deposit credit without a bank line',
  gift_code_batch: 'Gift-code batch',
  held_return: 'Held money returned to its source',
  promotion: 'Promotion',
  withdrawal: 'Withdrawal',
};

/** "3 min", "2 h", "4 d": how long a request has waited. */
function age(createdAt: string, now: number): string {
  const minutes = Math.max(0, Math.floor((now - new Date(createdAt).getTime()) / 60_000));
  if (minutes < 60) return `${minutes} min`;
  if (minutes < 48 * 60) return `${Math.floor(minutes / 60)} h`;
  return `${Math.floor(minutes / (24 * 60))} d`;
}

type Decision = { kind: 'approve' | 'reject'; reason: string };

/**
 * Four-eyes (docs/OPERATIONS.md): money requests waiting for a second operator. Anyone who may
 * open the page sees the queue; only an approving role decides, never on their own request
 * (the button says why, and the server refuses too). Approve and reject both need a reason.
 */
export function RequestsPage() {
  const query = useConsoleQuery(consoleApi.consoleApprovalsList, { state: 'pending' });
  const decisions = useDecision(
    (request: ConsoleMoneyRequest, d: Decision) =>
      call(
        d.kind === 'approve' ? consoleApi.consoleApprovalApprove : consoleApi.consoleApprovalReject,
        { id: request.id, reason: d.reason },
      ),
    {
      refresh: [consoleApi.consoleApprovalsList],
      said: (r) => `Request ${r.id} ${r.state}.`,
    },
  );
  const mayDecide = mayCall(consoleApi.consoleApprovalApprove);
  const wait = queryState(query, 'Loading the requests…');
  if (wait) return wait;
  const rows = query.data?.rows ?? [];
  const market: MarketCode = query.data?.market ?? 'ID';
  const m = (minor: number) => formatMoney(minor, market, MARKET_MONEY_LANGUAGE[market]);
  const now = Date.now();
  const open = decisions.open;
  return (
    <section aria-labelledby="requests-title">
      <h1 id="requests-title">Requests waiting for a second operator ({rows.length})</h1>
      <Done text={decisions.done} />
      {rows.length === 0 ? <p className="notice">No request is waiting.</p> : null}
      {mayCall(consoleApi.consoleGiftCodeBatchCodes) ? <ApprovedBatches /> : null}
      <ul className="cards">
        {rows.map((r) => {
          const why = !mayDecide
            ? 'Your role may not approve money requests.'
            : r.mine
              ? 'You asked for this: another operator must decide it (four-eyes rule).'
              : null;
          return (
            <li key={r.id} className="card" data-request={r.id}>
              <div className="card-head">
                <strong>{m(r.amount)}</strong>
                <span>{KIND_LABEL[r.kind]}</span>
                <span className="muted">#{r.id}</span>
              </div>
              <dl className="facts">
                <dt>For</dt>
                <dd>{r.target}</dd>
                <dt>Asked by</dt>
                <dd>
                  {r.requesterName} ({r.requester}){r.mine ? ' · you' : ''}
                </dd>
                <dt>Waiting</dt>
                <dd>
                  <time dateTime={r.createdAt}>{age(r.createdAt, now)}</time>
                </dd>
                <dt>Reason</dt>
                <dd>
                  <bdi>{r.note}</bdi>
                </dd>
                <RequestDetails r={r} market={market} />
              </dl>
              <div className="actions">
                <button
                  type="button"
                  disabled={why !== null}
                  aria-describedby={why ? `why-${r.id}` : undefined}
                  onClick={() => decisions.start('approve', r)}
                >
                  Approve
                </button>
                <button
                  type="button"
                  className="danger"
                  disabled={why !== null}
                  aria-describedby={why ? `why-${r.id}` : undefined}
                  onClick={() => decisions.start('reject', r)}
                >
                  Reject
                </button>
              </div>
              {why ? (
                <p className="muted" id={`why-${r.id}`}>
                  {why}
                </p>
              ) : null}
            </li>
          );
        })}
      </ul>
      {open ? (
        <ReasonDialog
          title={`${open.kind === 'approve' ? 'Approve' : 'Reject'} request #${open.item.id}?`}
          confirmLabel={open.kind === 'approve' ? 'Approve and carry out' : 'Reject'}
          label="kept in the audit log"
          rule={open.kind === 'approve' ? REASONS.approvalApprove : REASONS.approvalReject}
          danger={open.kind === 'reject'}
          onConfirm={(reason) => decisions.decide(open.item, { kind: open.kind, reason })}
          {...decisions.dialog}
        >
          <p>
            {KIND_LABEL[open.item.kind]} of {m(open.item.amount)} for {open.item.target}, asked by{' '}
            {open.item.requesterName}.
          </p>
        </ReasonDialog>
      ) : null}
    </section>
  );
}
