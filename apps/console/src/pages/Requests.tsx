import { formatMoney, MARKET_MONEY_LANGUAGE, type MarketCode } from '@cardroom/contract';
import {
  APPROVER_ROLES,
  type ConsoleMoneyRequest,
  consoleApi,
  type MoneyRequestKind,
} from '@cardroom/contract/console';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { call } from '../api';
import { ConfirmDialog } from '../ConfirmDialog';
import { currentSession } from '../providers';
import { ApprovedBatches, RequestDetails } from './RequestDetails';

const MIN_REASON = 5;

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

type Decision = { approve: boolean; request: ConsoleMoneyRequest };

/**
 * Four-eyes (docs/OPERATIONS.md): money requests waiting for a second operator. Anyone who may
 * open the page sees the queue; only an approving role decides, never on their own request
 * (the button says why, and the server refuses too). Approve and reject both need a reason.
 */
export function RequestsPage() {
  const client = useQueryClient();
  const query = useQuery({
    queryKey: ['console', 'approvals'],
    queryFn: () => call(consoleApi.consoleApprovalsList, { state: 'pending' }),
  });
  const [decision, setDecision] = useState<Decision | null>(null);
  const [reason, setReason] = useState('');
  const [done, setDone] = useState<string | null>(null);
  const mutation = useMutation({
    mutationFn: (d: Decision & { reason: string }) =>
      call(d.approve ? consoleApi.consoleApprovalApprove : consoleApi.consoleApprovalReject, {
        id: d.request.id,
        reason: d.reason,
      }),
    onSuccess: (r) => {
      setDone(`Request ${r.id} ${r.state}.`);
      setDecision(null);
      setReason('');
      mutation.reset();
      client.invalidateQueries({ queryKey: ['console', 'approvals'] });
    },
    onSettled: () => client.invalidateQueries({ queryKey: ['console', 'approvals'] }),
  });
  const role = currentSession()?.operator.role;
  const mayDecide = (APPROVER_ROLES as readonly string[]).includes(role ?? '');

  if (query.isLoading) return <p className="notice">Loading the requests…</p>;
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
  const rows = query.data?.rows ?? [];
  const market: MarketCode = query.data?.market ?? 'ID';
  const m = (minor: number) => formatMoney(minor, market, MARKET_MONEY_LANGUAGE[market]);
  const now = Date.now();
  return (
    <section aria-labelledby="requests-title">
      <h1 id="requests-title">Requests waiting for a second operator ({rows.length})</h1>
      {done ? (
        <p className="success" role="status">
          {done}
        </p>
      ) : null}
      {rows.length === 0 ? <p className="notice">No request is waiting.</p> : null}
      {role === 'owner' || role === 'marketing' ? <ApprovedBatches /> : null}
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
                  onClick={() => setDecision({ approve: true, request: r })}
                >
                  Approve
                </button>
                <button
                  type="button"
                  className="danger"
                  disabled={why !== null}
                  aria-describedby={why ? `why-${r.id}` : undefined}
                  onClick={() => setDecision({ approve: false, request: r })}
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
      {decision ? (
        <ConfirmDialog
          title={`${decision.approve ? 'Approve' : 'Reject'} request #${decision.request.id}?`}
          confirmLabel={decision.approve ? 'Approve and carry out' : 'Reject'}
          danger={!decision.approve}
          busy={mutation.isPending}
          canConfirm={reason.trim().length >= MIN_REASON}
          error={mutation.error?.message ?? null}
          onConfirm={() => mutation.mutate({ ...decision, reason: reason.trim() })}
          onCancel={() => {
            setDecision(null);
            setReason('');
            mutation.reset();
          }}
        >
          <p>
            {KIND_LABEL[decision.request.kind]} of {m(decision.request.amount)} for{' '}
            {decision.request.target}, asked by {decision.request.requesterName}.
          </p>
          <label>
            Reason (kept in the audit log, at least {MIN_REASON} characters)
            <textarea
              value={reason}
              maxLength={200}
              rows={3}
              onChange={(e) => setReason(e.target.value)}
              required
            />
          </label>
        </ConfirmDialog>
      ) : null}
    </section>
  );
}
