import type { api } from '@cardroom/contract';
import { balanceRecordTypes, type ResultOf, routes } from '@cardroom/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '../../../../api';
import {
  ListFooter,
  PAGE_SIZE,
  Pills,
  RangePills,
  type RecordRange,
  usePagedList,
} from '../../../../components/List';
import { useLang } from '../../../../hooks/useLocale';
import { useMoney } from '../../../../hooks/useMoney';
import { formatTime } from '../../../../lib/time';

type RecordType = (typeof balanceRecordTypes)[number];
type Item = ResultOf<typeof api.balanceRecord>['list'][number];

/** SPEC §2 BalanceRecords: cash balance changes from the ledger, by type and period. */
export default function BalanceRecords() {
  const { t } = useTranslation();
  const lang = useLang();
  const money = useMoney();
  const [range, setRange] = useState<RecordRange>('today');
  const [type, setType] = useState<RecordType>('all');
  const list = usePagedList<Item>(['balanceRecord', range, type], async (page) => {
    const r = await call(routes.balanceRecord, { page, pageSize: PAGE_SIZE, range, type });
    return r.ok ? r.data : null;
  });

  return (
    <div className="dep dep-pad" data-testid="balance-records">
      <Pills
        items={balanceRecordTypes.map((k) => ({ key: k, label: t(`records.type.${k}`) }))}
        value={type}
        onChange={setType}
        testId="type"
        label={t('page.balanceRecords')}
      />
      <RangePills value={range} onChange={setRange} label={t('page.balanceRecords')} />
      <ul className="dep-records">
        {list.items.map((r) => (
          <li key={r.id} className="dep-record card" data-testid={`balance-${r.id}`}>
            <span className="dep-record-main">
              <strong>{t(`records.type.${r.type}`)}</strong>
              <small className="muted">{formatTime(r.createdAt, lang)}</small>
            </span>
            <span className="dep-record-side">
              <strong
                className={r.amount < 0 ? 'dep-record-amount is-out' : 'dep-record-amount is-in'}
              >
                {r.amount < 0 ? '-' : '+'}
                {money(Math.abs(r.amount))}
              </strong>
              <small className="muted">
                {t('records.balanceAfter', {
                  amount: money(r.balanceAfter),
                })}
              </small>
            </span>
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
