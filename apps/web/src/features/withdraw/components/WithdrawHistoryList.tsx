import { useState } from 'react';
import {
  PagedList,
  RangePills,
  type RecordRange,
  usePagedList,
  useRowTexts,
} from '../../../components/List';
import { go } from '../../../nav';
import { PAGES } from '../../../nav/pages';
import { withdrawKeys, withdrawRecordPage } from '../api';
import { StatusTag } from './StatusTag';

/** The player's withdrawals, Today / 7 Days / 30 Days (SPEC §9); a row opens its order. */
export function WithdrawHistoryList() {
  const { t, money, time } = useRowTexts();
  const [range, setRange] = useState<RecordRange>('today');
  const list = usePagedList(withdrawKeys.history(range), withdrawRecordPage(range));
  return (
    <div className="wd" data-testid="withdraw-history-page">
      <RangePills value={range} onChange={setRange} label={t('page.withdrawHistory')} />
      <PagedList list={list} className="wd-list" emptyText={t('withdraw.history.empty')}>
        {(o) => (
          <li key={o.orderNo}>
            <button
              type="button"
              className="wd-rec"
              data-testid={`withdraw-record-${o.orderNo}`}
              onClick={() =>
                go(
                  'navigateTo',
                  `${PAGES.wallet.WithdrawWait}?orderNo=${encodeURIComponent(o.orderNo)}`,
                )
              }
            >
              <span className="wd-rec-main">
                <strong>{money(o.amount)}</strong>
                <small className="muted">
                  {t('withdraw.fee')} {money(o.fee)} · {t('withdraw.arrival')}{' '}
                  {money(o.arrivalAmount)}
                </small>
                <small className="muted">{time(o.createdAt)}</small>
                {o.status === 'failed' || o.status === 'rejected' ? (
                  <small className="muted" data-testid="withdraw-returned">
                    {t('withdraw.history.returned')}
                  </small>
                ) : null}
              </span>
              <span className="wd-rec-side">
                <StatusTag status={o.status} />
              </span>
            </button>
          </li>
        )}
      </PagedList>
    </div>
  );
}
