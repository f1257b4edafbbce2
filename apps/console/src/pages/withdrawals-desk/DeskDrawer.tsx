import { consoleApi, type DeskHistoryEntry, type DeskWithdrawal } from '@cardroom/contract/console';
import { useEffect, useRef } from 'react';
import { useConsoleQuery } from '../../data';
import { money } from '../../money';
import { queryState } from '../../QueryState';
import { STATE_LABELS } from './filters';

const SOURCE_LABELS: Record<DeskHistoryEntry['source'], string> = {
  player: 'Player',
  operator: 'Operator',
  gateway: 'Gateway',
  ledger: 'Ledger',
};

/** What a history line says beyond who and what: the figures an operator checks. */
function detailText(sign: string, h: DeskHistoryEntry): string {
  const d = (h.detail ?? {}) as Record<string, unknown>;
  if (h.source === 'player' && typeof d.amount === 'number') {
    return `asked ${money(sign, d.amount)}`;
  }
  if (h.source === 'gateway') {
    const amount = typeof d.amount === 'number' ? money(sign, d.amount) : '';
    return `payout ${String(d.payoutNo ?? '')} ${amount} → ${String(d.result ?? '')}`;
  }
  if (h.source === 'operator') {
    const before = (d.before ?? {}) as Record<string, unknown>;
    const after = (d.after ?? {}) as Record<string, unknown>;
    const remark = after.remark ? ` · “${String(after.remark)}”` : '';
    return `${String(before.status ?? '')} → ${String(after.status ?? '')}${remark}`;
  }
  return String(d.key ?? '');
}

/**
 * One order's whole story beside the table: the beneficiary, then every step oldest first
 * (the player's request, operator acts from the audit log, gateway answers, ledger moves),
 * and the acts a failed payout allows.
 */
export function DeskDrawer(props: {
  orderNo: string;
  sign: string;
  onClose: () => void;
  onRetry: (o: DeskWithdrawal) => void;
  onRefund: (o: DeskWithdrawal) => void;
}) {
  const query = useConsoleQuery(consoleApi.consoleWithdrawalDetail, { orderNo: props.orderNo });
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const { onClose } = props;
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && onClose();
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [onClose]);
  const wait = queryState(query, 'Loading the order…');
  const d = query.data;
  const m = (minor: number) => money(props.sign, minor);
  return (
    <aside className="wd-drawer" aria-labelledby="drawer-title" data-testid="desk-drawer">
      <div className="wd-drawer-head">
        <h2 id="drawer-title" ref={heading} tabIndex={-1}>
          {props.orderNo}
        </h2>
        <button type="button" onClick={props.onClose}>
          Close
        </button>
      </div>
      {wait ??
        (d ? (
          <>
            <dl className="facts">
              <dt>State</dt>
              <dd data-testid="drawer-state">{STATE_LABELS[d.order.state]}</dd>
              <dt>Amount / fee / arrives</dt>
              <dd>
                {m(d.order.amount)} / {m(d.order.fee)} / {m(d.order.arrivalAmount)}
              </dd>
              <dt>To</dt>
              <dd>
                {d.beneficiary.name} · {d.order.bank} {d.beneficiary.accountNumber}
                {d.beneficiary.ifsc ? ` · ${d.beneficiary.ifsc}` : ''}
              </dd>
              <dt>Player</dt>
              <dd>
                {d.order.player.uid} · <bdi>{d.order.player.nickname}</bdi> · VIP{' '}
                {d.order.player.vipLevel}
              </dd>
              <dt>Payout</dt>
              <dd>
                {d.order.gatewayPayoutNo ?? '—'} (attempt {d.order.payoutAttempt + 1})
                {d.order.lastError ? ` · ${d.order.lastError}` : ''}
              </dd>
            </dl>
            {d.order.state === 'failed' ? (
              <div className="actions">
                <button type="button" onClick={() => props.onRetry(d.order)}>
                  Retry payout
                </button>
                <button type="button" className="danger" onClick={() => props.onRefund(d.order)}>
                  Refund to balance
                </button>
              </div>
            ) : null}
            <h3>History</h3>
            <ol className="wd-history" data-testid="drawer-history">
              {d.history.map((h) => (
                <li key={`${h.at}-${h.source}-${h.action}-${h.actor}`}>
                  <time dateTime={h.at}>{new Date(h.at).toLocaleString()}</time>{' '}
                  <strong>{SOURCE_LABELS[h.source]}</strong> {h.actor} · {h.action}{' '}
                  <span className="muted">{detailText(props.sign, h)}</span>
                </li>
              ))}
            </ol>
          </>
        ) : null)}
    </aside>
  );
}
