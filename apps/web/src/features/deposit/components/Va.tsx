import { useQuery } from '@tanstack/react-query';
import { QueryError } from '../../../components/QueryError';
import { useTranslation } from '../../../i18n';
import { useDeposit } from '../../../stores/deposit';
import { vaInfoQuery } from '../api';
import { typedMinor } from '../rules/amount';
import { CopyRow } from './ui';
import { WageringNote } from './WageringNote';

/** Virtual account: one account number per player; any transfer into it is credited. */
export function Va() {
  const { t } = useTranslation();
  const method = useDeposit((s) => s.vaDeposit.depositMethodName);
  const typed = useDeposit((s) => s.vaDeposit.depositAmount);
  const q = useQuery(vaInfoQuery());
  const info = q.data;
  return (
    <div className="dep-panel" data-testid="panel-va">
      <p className="dep-intro">{t('deposit.vaIntro')}</p>
      {info ? (
        <section className="card dep-box">
          {method && <h2 className="dep-h">{method}</h2>}
          <dl className="dep-list">
            <CopyRow label={t('deposit.vaBank')} value={info.bankName} testId="va-bank" />
            <CopyRow
              label={t('deposit.vaNumber')}
              value={info.vaNumber}
              testId="va-number"
              strong
              stacked
            />
            <CopyRow label={t('deposit.vaName')} value={info.accountName} testId="va-name" />
          </dl>
        </section>
      ) : q.isError ? (
        <QueryError onRetry={() => void q.refetch()} testId="va-error" />
      ) : (
        <p className="dep-hint">{t('common.loading')}</p>
      )}
      <WageringNote amount={typed ? typedMinor(typed) : null} />
      <p className="dep-note">{t('deposit.credited')}</p>
    </div>
  );
}
