import { type api, type ResultOf, routes } from '@cardroom/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '../../../api';
import {
  ListFooter,
  PAGE_SIZE,
  RangePills,
  type RecordRange,
  usePagedList,
} from '../../../components/List';
import { StatusTag } from '../../../features/withdraw';
import { useLang } from '../../../hooks/useLocale';
import { useMoney } from '../../../hooks/useMoney';
import { formatTime } from '../../../lib/time';
import { go } from '../../../nav';
import { PAGES } from '../../../nav/pages';

type Order = ResultOf<typeof api.withdrawRecord>['list'][number];

/** SPEC §2 WithdrawHistory: the player's withdrawals, Today / 7 Days / 30 Days (SPEC §9). */
export default function WithdrawHistory() {
  const { t } = useTranslation();
  const money = useMoney();
  const lang = useLang();
  const [range, setRange] = useState<RecordRange>('today');
  const list = usePagedList<Order>(['withdrawRecord', range], async (page) => {
    const r = await call(routes.withdrawRecord, { range, page, pageSize: PAGE_SIZE });
    return r.ok ? r.data : null;
  });
  return (
    <div className="wd" data-testid="withdraw-history-page">
      <RangePills value={range} onChange={setRange} label={t('page.withdrawHistory')} />
      <ul className="wd-list">
        {list.items.map((o) => (
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
                <small className="muted">{formatTime(o.createdAt, lang)}</small>
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
        ))}
      </ul>
      <ListFooter
        count={list.items.length}
        loading={list.loading}
        hasMore={list.hasMore}
        loadingMore={list.loadingMore}
        onMore={list.loadMore}
        emptyText={t('withdraw.history.empty')}
      />
    </div>
  );
}
