import { type ConsoleKycSubmission, consoleApi } from '@cardroom/contract/console';
import { mayCall } from '../access';
import { call } from '../api';
import { ConfirmDialog } from '../ConfirmDialog';
import { useConsoleQuery } from '../data';
import { useDecision } from '../decision';
import { Done, queryState } from '../QueryState';
import { ReasonDialog } from '../ReasonDialog';
import { RiskFacts } from '../RiskFacts';
import { REASONS } from '../reason';

type Decision = { kind: 'approve' } | { kind: 'reject'; reason: string };

/**
 * Identity checks waiting for an operator (the sandbox provider's "review", or a real
 * provider's) and those still with the provider. The document number shows masked only.
 * Owner and support decide; finance reads (what `npm run ops -- kyc …` does).
 */
export function KycPage() {
  const queue = useConsoleQuery(consoleApi.consoleKycQueue, {});
  const canDecide = mayCall(consoleApi.consoleKycApprove);
  const decisions = useDecision(
    (item: ConsoleKycSubmission, decision: Decision) =>
      decision.kind === 'approve'
        ? call(consoleApi.consoleKycApprove, { id: item.id })
        : call(consoleApi.consoleKycReject, { id: item.id, reason: decision.reason }),
    {
      refresh: [consoleApi.consoleKycQueue],
      said: (_r, item, decision) =>
        decision.kind === 'approve'
          ? `Approved the identity check of ${item.fullName}: the player may withdraw.`
          : `Rejected the identity check of ${item.fullName}: the player reads your reason and may send it again.`,
    },
  );
  const wait = queryState(queue, 'Loading the queue…');
  if (wait) return wait;
  const items = queue.data?.submissions ?? [];
  const item = decisions.open?.item;
  return (
    <section aria-labelledby="kyc-title">
      <h1 id="kyc-title">Identity checks waiting ({items.length})</h1>
      <Done text={decisions.done} />
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
              <RiskFacts risk={s.risk} sign={queue.data?.currencySign ?? ''} />
            </dl>
            {canDecide ? (
              <div className="actions">
                <button type="button" onClick={() => decisions.start('approve', s)}>
                  Approve
                </button>
                <button
                  type="button"
                  className="danger"
                  onClick={() => decisions.start('reject', s)}
                >
                  Reject
                </button>
              </div>
            ) : null}
          </li>
        ))}
      </ul>
      {item && decisions.open?.kind === 'approve' ? (
        <ConfirmDialog
          title={`Approve the identity of ${item.fullName}?`}
          confirmLabel="Approve"
          canConfirm
          onConfirm={() => decisions.decide(item, { kind: 'approve' })}
          {...decisions.dialog}
        >
          <p>
            {item.documentType} {item.documentMasked}, born {item.birthday}: the player may withdraw
            once approved.
          </p>
        </ConfirmDialog>
      ) : null}
      {item && decisions.open?.kind === 'reject' ? (
        <ReasonDialog
          title={`Reject the identity check of ${item.fullName}?`}
          confirmLabel="Reject"
          label="the player reads it on the withdraw page"
          rule={REASONS.kycReject}
          danger
          onConfirm={(reason) => decisions.decide(item, { kind: 'reject', reason })}
          {...decisions.dialog}
        />
      ) : null}
    </section>
  );
}
