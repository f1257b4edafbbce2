import type { DepositDeskRow } from '@cardroom/contract/console';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useEffect, useRef } from 'react';
import { money } from '../../money';
import { CHANNEL_LABEL, marketTime, STATE_LABEL } from './format';

/** Rows drawn beyond the visible ones, so a fast scroll shows no gap. */
const OVERSCAN = 8;
/** Ask for the next page when the last drawn row is this close to the end of what is loaded. */
const PREFETCH_ROWS = 20;

/**
 * The desk's orders: only the rows in view (plus a few) are in the page, however many are
 * loaded, so 10,000 rows scroll like 50. On a laptop a row is one line of columns; on a phone
 * (CSS below 600px) the same row wraps into two lines inside the screen's width, never sideways.
 */
export function DeskTable(props: {
  rows: readonly DepositDeskRow[];
  sign: string;
  total: number;
  hasMore: boolean;
  loadingMore: boolean;
  onMore: () => void;
  onOpen: (orderNo: string) => void;
}) {
  const { rows, sign, hasMore, loadingMore, onMore } = props;
  const scroller = useRef<HTMLDivElement>(null);
  const virtual = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => 48,
    overscan: OVERSCAN,
    // Rows wrap on a phone: each is measured once drawn.
    measureElement: (el) => el.getBoundingClientRect().height,
  });
  const items = virtual.getVirtualItems();
  const lastDrawn = items.at(-1)?.index ?? 0;
  useEffect(() => {
    if (hasMore && !loadingMore && lastDrawn >= rows.length - PREFETCH_ROWS) onMore();
  }, [hasMore, loadingMore, lastDrawn, rows.length, onMore]);
  const m = (minor: number) => money(sign, minor);
  return (
    <div className="desk-table">
      <div className="desk-row desk-head" aria-hidden="true">
        <span>Created</span>
        <span>Order</span>
        <span>Player</span>
        <span>Channel</span>
        <span className="num">Amount</span>
        <span>State</span>
        <span>UTR / reference</span>
      </div>
      <div ref={scroller} className="desk-scroll" data-testid="desk-scroll">
        <ul
          className="desk-list"
          aria-label={`Deposit orders, ${rows.length} of ${props.total} loaded`}
          style={{ height: virtual.getTotalSize() }}
        >
          {items.map((item) => {
            const o = rows[item.index];
            if (!o) return null;
            return (
              <li
                key={o.orderNo}
                data-index={item.index}
                ref={virtual.measureElement}
                className="desk-item"
                style={{ transform: `translateY(${item.start}px)` }}
              >
                <button
                  type="button"
                  className="desk-row"
                  data-order={o.orderNo}
                  onClick={() => props.onOpen(o.orderNo)}
                >
                  <span className="desk-when">{marketTime(sign, o.createdAt)}</span>
                  <span className="mono desk-no">{o.orderNo}</span>
                  <span className="desk-player">
                    {o.player.uid}
                    {o.player.mobile ? ` · ${o.player.mobile}` : ''}
                  </span>
                  <span className="desk-channel">
                    {CHANNEL_LABEL[o.depositType] ?? o.depositType}
                    {o.method ? ` · ${o.method}` : ''}
                  </span>
                  <span className="num desk-amount">{m(o.amount)}</span>
                  <span className={`desk-state state-${o.status}`}>
                    {STATE_LABEL[o.status] ?? o.status}
                    {o.flagged ? <span className="flag">Flagged</span> : null}
                  </span>
                  <span className="mono desk-ref">
                    {o.utr ?? o.gatewayOrderNo ?? o.externalRef ?? ''}
                  </span>
                </button>
              </li>
            );
          })}
        </ul>
      </div>
      <p className="muted desk-count" role="status">
        {rows.length} of {props.total} shown
        {loadingMore ? ' · loading more…' : hasMore ? ' · scroll for more' : ''}
      </p>
    </div>
  );
}
