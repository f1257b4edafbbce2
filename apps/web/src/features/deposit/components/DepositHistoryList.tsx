import { depositStatuses } from '@cardroom/contract';
import { useState } from 'react';
import {
  PagedList,
  Pills,
  RangePills,
  type RecordRange,
  usePagedList,
  useRowTexts,
} from '../../../components/List';
import { go } from '../../../nav';
import { PAGES } from '../../../nav/pages';
import { type DepositStatusFilter, depositKeys, depositRecordPage } from '../api';
import { DepositStatusBadge } from './ui';

/** The player's deposit orders, by period and status, newest first; a row opens its order. */
export function DepositHistoryList() {
  const { t, money, time } = useRowTexts();
  const [range, setRange] = useState<RecordRange>('today');
  const [status, setStatus] = useState<DepositStatusFilter>('all');
  const list = usePagedList(depositKeys.history(range, status), depositRecordPage(range, status));

  return (
    <div className="dep dep-pad" data-testid="deposit-history-page">
      <RangePills value={range} onChange={setRange} label={t('page.depositHistory')} />
      <Pills
        items={(['all', ...depositStatuses] as const).map((k) => ({
          key: k,
          label: t(`deposit.status.${k}`),
        }))}
        value={status}
        onChange={setStatus}
        testId="status"
        label={t('deposit.status.all')}
      />
      <PagedList list={list} className="dep-records">
        {(o) => (
          <li key={o.orderNo}>
            <button
              type="button"
              className="dep-record card"
              data-testid={`record-${o.orderNo}`}
              onClick={() =>
                go(
                  'navigateTo',
                  `${PAGES.wallet.DepositOrderDetail}?orderNo=${encodeURIComponent(o.orderNo)}`,
                )
              }
            >
              <span className="dep-record-main">
                <strong>{t(`deposit.type.${o.depositType}`)}</strong>
                <small className="muted">{time(o.createdAt)}</small>
                <small className="muted dep-mono">{o.orderNo}</small>
              </span>
              <span className="dep-record-side">
                <strong className="dep-record-amount">{money(o.amount)}</strong>
                <DepositStatusBadge status={o.status} />
              </span>
            </button>
          </li>
        )}
      </PagedList>
    </div>
  );
}
