import { type ConsoleKycSubmission, consoleApi } from '@cardroom/contract/console';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { call } from '../api';
import { ConfirmDialog } from '../ConfirmDialog';
import { currentSession } from '../providers';

type Decision = { kind: 'approve' | 'reject'; item: ConsoleKycSubmission };
const KEY = ['consoleKycQueue'] as const;

/**
 * Identity checks waiting for an operator (the sandbox provider's "review", or a real
 * provider's) and those still with the provider. The document number shows masked only.
 * Owner and support decide; finance reads (what `npm run ops -- kyc …` does).
 */
export function KycPage() {
  const qc = useQueryClient();
  const queue = useQuery({ queryKey: KEY, queryFn: () => call(consoleApi.consoleKycQueue, {}) });
  const role = currentSession()?.operator.role;
  const canDecide = role === 'owner' || role === 'support';
  const [decision, setDecision] = useState<Decision | null>(null);
  const [reason, setReason] = useState('');
  const [done, setDone] = useState<string | null>(null);
  const decide = useMutation({
    mutationFn: (d: Decision) =>
      d.kind === 'approve'
        ? call(consoleApi.consoleKycApprove, { id: d.item.id })
        : call(consoleApi.consoleKycReject, { id: d.item.id, reason }),
    onSuccess: (_r, d) => {
      setDone(
        d.kind === 'approve'
          ? `Approved the identity check of ${d.item.fullName}: the player may withdraw.`
          : `Rejected the identity check of ${d.item.fullName}: the player reads your reason and may send it again.`,
      );
      setDecision(null);
      setReason('');
    },
    onSettled: () => qc.invalidateQueries({ queryKey: KEY }),
  });

  if (queue.isLoading) return <p className="notice">Loading the queue…</p>;
  if (queue.isError) {
    return (
      <p className="error" role="alert">
        {queue.error.message}{' '}
        <button type="button" onClick={() => queue.refetch()}>
          Retry
        </button>
      </p>
    );
  }
  const items = queue.data?.submissions ?? [];
  return (
    <section aria-labelledby="kyc-title">
      <h1 id="kyc-title">Identity checks waiting ({items.length})</h1>
      {done ? (
        <p className="success" role="status">
          {done}
        </p>
      ) : null}
      {items.length === 0 ? <p className="notice">No identity check is waiting.</p> : null}
      <ul className="cards">
        {items.map((s) => (
          <li className="card" key={s.id} data-kyc={s.id}>
            <div className="card-head">
              <strong>
                <bdi>{s.fullName}</bdi>
              </strong>
              <span className="muted">#{s.id}</span>
              <span className="flag">{s.state === 'review' ? 'Review' : 'With the provider'}</span>
            </div>
            <dl className="facts">
              <dt>Born</dt>
              <dd>{s.birthday}</dd>
              <dt>Document</dt>
              <dd>
                {s.documentType} {s.documentMasked}
              </dd>
              <dt>Sent</dt>
              <dd>{new Date(s.submittedAt).toLocaleString()}</dd>
              <dt>Player</dt>
              <dd>
                {s.player.uid} · <bdi>{s.player.nickname}</bdi>
              </dd>
            </dl>
            {canDecide ? (
              <div className="actions">
                <button type="button" onClick={() => setDecision({ kind: 'approve', item: s })}>
                  Approve
                </button>
                <button
                  type="button"
                  className="danger"
                  onClick={() => setDecision({ kind: 'reject', item: s })}
                >
                  Reject
                </button>
              </div>
            ) : null}
          </li>
        ))}
      </ul>
      {decision ? (
        <ConfirmDialog
          title={
            decision.kind === 'approve'
              ? `Approve the identity of ${decision.item.fullName}?`
              : `Reject the identity check of ${decision.item.fullName}?`
          }
          confirmLabel={decision.kind === 'approve' ? 'Approve' : 'Reject'}
          danger={decision.kind === 'reject'}
          busy={decide.isPending}
          canConfirm={decision.kind === 'approve' || reason.trim().length >= 3}
          error={decide.error ? decide.error.message : null}
          onConfirm={() => decide.mutate(decision)}
          onCancel={() => {
            setDecision(null);
            setReason('');
            decide.reset();
          }}
        >
          {decision.kind === 'approve' ? (
            <p>
              {decision.item.documentType} {decision.item.documentMasked}, born{' '}
              {decision.item.birthday}: the player may withdraw once approved.
            </p>
          ) : (
            <label>
              Reason (the player reads it on the withdraw page)
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
