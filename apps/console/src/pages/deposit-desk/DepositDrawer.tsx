import { consoleApi } from '@cardroom/contract/console';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { useConsoleQuery } from '../../data';
import { money } from '../../money';
import { queryState } from '../../QueryState';
import { CHANNEL_LABEL, marketTime, STATE_LABEL } from './format';

const EVENT_LABEL: Record<string, string> = {
  created: 'Created',
  callback: 'Gateway',
  line: 'Bank',
  request: 'Four-eyes',
  audit: 'Operator',
  arrived: 'Credited',
};

/**
 * One order's whole story in a side drawer (the native <dialog>: focus kept inside, Escape
 * closes); full screen on a phone. Read only: a waiting order is decided in the Deposits queue.
 */
export function DepositDrawer(props: { orderNo: string; onClose: () => void }) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
  }, []);
  const query = useConsoleQuery(consoleApi.consoleDepositDetail, { orderNo: props.orderNo });
  const wait = queryState(query, 'Loading the order…');
  const data = query.data;
  const sign = data?.currencySign ?? '';
  const m = (minor: number) => money(sign, minor);
  const o = data?.order;
  return (
    <dialog
      ref={ref}
      className="dialog drawer"
      aria-label={`Deposit ${props.orderNo}`}
      onCancel={(e) => {
        e.preventDefault();
        props.onClose();
      }}
    >
      <div className="drawer-head">
        <h2>Deposit {props.orderNo}</h2>
        <button type="button" className="secondary" onClick={props.onClose}>
          Close
        </button>
      </div>
      {wait ??
        (o && data ? (
          <>
            <dl className="facts">
              <dt>Amount</dt>
              <dd>
                <strong>{m(o.amount)}</strong>
                {o.bonus > 0 ? ` + bonus ${m(o.bonus)}` : ''}
              </dd>
              {o.receivedAmount !== null ? (
                <>
                  <dt>Received</dt>
                  <dd className="error">{m(o.receivedAmount)}</dd>
                </>
              ) : null}
              <dt>State</dt>
              <dd data-testid="drawer-state">{STATE_LABEL[o.status] ?? o.status}</dd>
              <dt>Channel</dt>
              <dd>
                {CHANNEL_LABEL[o.depositType] ?? o.depositType}
                {o.method ? ` · ${o.method}` : ''}
              </dd>
              <dt>Player</dt>
              <dd>
                <Link to={`/players/${o.player.uid}`}>{o.player.uid}</Link> ·{' '}
                <bdi>{o.player.nickname}</bdi>
                {o.player.mobile ? ` · ${o.player.mobile}` : ''}
              </dd>
              {o.utr ? (
                <>
                  <dt>UTR</dt>
                  <dd className="mono">{o.utr}</dd>
                </>
              ) : null}
              {o.gatewayOrderNo ? (
                <>
                  <dt>Gateway order</dt>
                  <dd className="mono">
                    {o.gateway} {o.gatewayOrderNo}
                  </dd>
                </>
              ) : null}
              {o.externalRef ? (
                <>
                  <dt>Reference</dt>
                  <dd className="mono">{o.externalRef}</dd>
                </>
              ) : null}
              {o.remark ? (
                <>
                  <dt>Remark</dt>
                  <dd>{o.remark}</dd>
                </>
              ) : null}
              {o.flagReason ? (
                <>
                  <dt>Flag</dt>
                  <dd className="error">{o.flagReason}</dd>
                </>
              ) : null}
              {o.held > 0 ? (
                <>
                  <dt>Held</dt>
                  <dd>
                    {m(o.held)} beyond the deposit limit, {m(o.heldLeft)} still held
                  </dd>
                </>
              ) : null}
            </dl>
            <h3>History</h3>
            <ol className="history" data-testid="history">
              {data.history.map((h, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: history rows are in a fixed order and never move.
                <li key={i} data-kind={h.kind}>
                  <span className="muted">
                    {marketTime(sign, h.at)} · {EVENT_LABEL[h.kind] ?? h.kind} · {h.actor}
                  </span>
                  <span>{h.text}</span>
                </li>
              ))}
            </ol>
            {o.status === 'pending' ? (
              <p className="notice">
                A waiting order is credited or rejected in the <Link to="/deposits">Deposits</Link>{' '}
                queue.
              </p>
            ) : null}
          </>
        ) : null)}
    </dialog>
  );
}
