import { type DepositOrder, depositStatuses, routes } from '@cardroom/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '../../../api';
import {
  ListFooter,
  PAGE_SIZE,
  Pills,
  RangePills,
  type RecordRange,
  usePagedList,
} from '../../../components/List';
import { DepositStatusBadge } from '../../../features/deposit';
import { useLang } from '../../../hooks/useLocale';
import { useMoney } from '../../../hooks/useMoney';
import { formatTime } from '../../../lib/time';
import { go } from '../../../nav';
import { PAGES } from '../../../nav/pages';

type Status = 'all' | (typeof depositStatuses)[number];

/** SPEC §2 DepositHistory: the player's deposit orders, by period and status, newest first. */
export default function DepositHistory() {
  const { t } = useTranslation();
  const lang = useLang();
  const money = useMoney();
  const [range, setRange] = useState<RecordRange>('today');
  const [status, setStatus] = useState<Status>('all');
  const list = usePagedList<DepositOrder>(['rechargeRecord', range, status], async (page) => {
    const r = await call(routes.rechargeRecord, { page, pageSize: PAGE_SIZE, range, status });
    return r.ok ? r.data : null;
  });

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
      <ul className="dep-records">
        {list.items.map((o) => (
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
                <small className="muted">{formatTime(o.createdAt, lang)}</small>
                <small className="muted dep-mono">{o.orderNo}</small>
              </span>
              <span className="dep-record-side">
                <strong className="dep-record-amount">{money(o.amount)}</strong>
                <DepositStatusBadge status={o.status} />
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
      />
    </div>
  );
}
