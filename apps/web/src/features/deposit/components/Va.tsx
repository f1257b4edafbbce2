import type { api } from '@cardroom/contract';
import { type ResultOf, routes } from '@cardroom/contract';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '../../../api';
import { useDeposit } from '../../../stores/deposit';
import { CopyRow } from './ui';

/** Virtual account: one account number per player; any transfer into it is credited. */
export function Va() {
  const { t } = useTranslation();
  const method = useDeposit((s) => s.vaDeposit.depositMethodName);
  const [info, setInfo] = useState<ResultOf<typeof api.vaInfo> | null>(null);
  useEffect(() => {
    let live = true;
    void call(routes.vaInfo, {}).then((r) => {
      if (live && r.ok) setInfo(r.data);
    });
    return () => {
      live = false;
    };
  }, []);
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
      ) : (
        <p className="dep-hint">{t('common.loading')}</p>
      )}
      <p className="dep-note">{t('deposit.credited')}</p>
    </div>
  );
}
