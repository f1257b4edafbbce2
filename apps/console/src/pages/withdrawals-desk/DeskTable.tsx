import type { DeskWithdrawal } from '@cardroom/contract/console';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useEffect, useRef } from 'react';
import { money } from '../../money';
import { RISK_RULE_LABELS } from '../../RiskFacts';
import { STATE_LABELS } from './filters';

export type SortKey = 'createdAt' | 'amount';
export interface Sort {
  sort: SortKey;
  dir: 'asc' | 'desc';
}

const ROW_HEIGHT = 44;

/**
 * The desk's rows: only those in view are in the page (virtual rows), so 10,000 orders cost
 * what 20 do; the next server page is read as the operator scrolls near the end. On a phone
 * the table keeps its columns and scrolls sideways inside its frame, never the page.
 */
export function DeskTable(props: {
  rows: DeskWithdrawal[];
  total: number;
  sign: string;
  sort: Sort;
  onSort: (s: Sort) => void;
  hasMore: boolean;
  loadingMore: boolean;
  loadMore: () => void;
  selected: ReadonlySet<string>;
  onSelect: (orderNo: string, on: boolean) => void;
  onOpen: (orderNo: string) => void;
}) {
  const { rows, hasMore, loadingMore, loadMore } = props;
  const frame = useRef<HTMLDivElement>(null);
  const v = useVirtualizer({
    count: rows.length + (hasMore ? 1 : 0),
    getScrollElement: () => frame.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 8,
  });
  const items = v.getVirtualItems();
  const last = items[items.length - 1]?.index ?? 0;
  useEffect(() => {
    if (hasMore && !loadingMore && last >= rows.length - 5) loadMore();
  }, [hasMore, loadingMore, last, rows.length, loadMore]);

  const header = (key: SortKey, label: string) => {
    const on = props.sort.sort === key;
    const dir = on && props.sort.dir === 'desc' ? 'asc' : 'desc';
    return (
      <button
        type="button"
        className="link"
        aria-label={`Sort by ${label.toLowerCase()}, ${dir === 'asc' ? 'lowest' : 'highest'} first`}
        onClick={() => props.onSort({ sort: key, dir })}
      >
        {label}
        {on ? (props.sort.dir === 'desc' ? ' ▼' : ' ▲') : ''}
      </button>
    );
  };

  const padTop = items[0]?.start ?? 0;
  const padBottom = v.getTotalSize() - (items[items.length - 1]?.end ?? 0);
  return (
    <div className="desk-frame" ref={frame} data-testid="desk-table">
      <table aria-rowcount={props.total + 1}>
        <caption className="visually-hidden">Withdrawals</caption>
        <thead>
          <tr>
            <th scope="col">
              <span className="visually-hidden">Select</span>
            </th>
            <th scope="col">Order</th>
            <th scope="col">{header('createdAt', 'Asked')}</th>
            <th scope="col" className="num">
              {header('amount', 'Amount')}
            </th>
            <th scope="col">State</th>
            <th scope="col">Method</th>
            <th scope="col">Player</th>
            <th scope="col">VIP</th>
          </tr>
        </thead>
        <tbody>
          {padTop > 0 ? <tr className="desk-spacer" style={{ height: padTop }} /> : null}
          {items.map((item) => {
            const o = rows[item.index];
            if (!o) {
              return (
                <tr key="more" style={{ height: ROW_HEIGHT }}>
                  <td colSpan={8}>Loading more…</td>
                </tr>
              );
            }
            return (
              <tr
                key={o.orderNo}
                aria-rowindex={item.index + 2}
                data-desk-order={o.orderNo}
                style={{ height: ROW_HEIGHT }}
              >
                <td>
                  {o.state === 'review' ? (
                    <input
                      type="checkbox"
                      aria-label={`Select ${o.orderNo}`}
                      checked={props.selected.has(o.orderNo)}
                      onChange={(e) => props.onSelect(o.orderNo, e.target.checked)}
                    />
                  ) : null}
                </td>
                <td>
                  <button type="button" className="link" onClick={() => props.onOpen(o.orderNo)}>
                    {o.orderNo}
                  </button>
                  {o.flagged ? <span className="flag">Flagged</span> : null}
                  {o.flags.map((f) => (
                    <span key={f.rule} className="flag" title={f.reason} data-rule={f.rule}>
                      {RISK_RULE_LABELS[f.rule]}
                    </span>
                  ))}
                </td>
                <td>{new Date(o.createdAt).toLocaleString()}</td>
                <td className="num">{money(props.sign, o.amount)}</td>
                <td data-testid="desk-state">{STATE_LABELS[o.state]}</td>
                <td>{o.method === 'ewallet' ? `E-wallet ${o.bank}` : o.bank}</td>
                <td>
                  {o.player.uid} · <bdi>{o.player.nickname}</bdi>
                </td>
                <td>{o.player.vipLevel}</td>
              </tr>
            );
          })}
          {padBottom > 0 ? <tr className="desk-spacer" style={{ height: padBottom }} /> : null}
        </tbody>
      </table>
    </div>
  );
}
