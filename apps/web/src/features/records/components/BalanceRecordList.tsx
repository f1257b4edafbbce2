import { useState } from 'react';
import {
  PagedList,
  Pills,
  RangePills,
  type RecordRange,
  usePagedList,
  useRowTexts,
} from '../../../components/List';
import { isPlay, useApp } from '../../../stores/app';
import { type BalanceRecordType, balanceRecordPage, recordsKeys } from '../api';
import { balanceChangeText, editionRecordTypes, recordTypeKey } from '../rules';

/**
 * Cash balance changes from the ledger, by type and period, newest first; the play-money
 * edition offers only the types it has (no deposit or withdrawal) and calls gifts coins.
 */
export function BalanceRecordList() {
  const { t, money, time } = useRowTexts();
  const play = useApp(isPlay);
  const [range, setRange] = useState<RecordRange>('today');
  const [type, setType] = useState<BalanceRecordType>('all');
  const list = usePagedList(recordsKeys.balance(range, type), balanceRecordPage(range, type));

  return (
    <div className="dep dep-pad" data-testid="balance-records">
      <Pills
        items={editionRecordTypes(play).map((k) => ({ key: k, label: t(recordTypeKey(k, play)) }))}
        value={type}
        onChange={setType}
        testId="type"
        label={t('page.balanceRecords')}
      />
      <RangePills value={range} onChange={setRange} label={t('page.balanceRecords')} />
      <PagedList list={list} className="dep-records">
        {(r) => (
          <li key={r.id} className="dep-record card" data-testid={`balance-${r.id}`}>
            <span className="dep-record-main">
              <strong>{t(recordTypeKey(r.type, play))}</strong>
              <small className="muted">{time(r.createdAt)}</small>
            </span>
            <span className="dep-record-side">
              <strong
                className={r.amount < 0 ? 'dep-record-amount is-out' : 'dep-record-amount is-in'}
              >
                {balanceChangeText(r.amount, money)}
              </strong>
              <small className="muted">
                {t('records.balanceAfter', {
                  amount: money(r.balanceAfter),
                })}
              </small>
            </span>
          </li>
        )}
      </PagedList>
    </div>
  );
}
