import { useState } from 'react';
import { useMoney } from '../../../hooks/useMoney';
import { useTranslation } from '../../../i18n';
import { showToast } from '../../../stores/ui';
import { useRebateClaim } from '../api';
import { type AgentInfo, canClaimRebate } from '../rules';

/**
 * The agent rebate: what has accrued over closed days and a Claim button, disabled at 0. A
 * refusal (held rewards, already claimed elsewhere) is the server's message, shown in place.
 */
export function RebateClaim({ rebate }: { rebate: AgentInfo['rebate'] }) {
  const { t } = useTranslation();
  const money = useMoney();
  const claim = useRebateClaim();
  const [refusal, setRefusal] = useState('');
  const onClaim = async () => {
    setRefusal('');
    const r = await claim.run();
    if (!r) return;
    if (r.ok) {
      showToast(t('earn.rebate.claimedToast', { amount: money(r.amount) }), { icon: 'success' });
    } else {
      setRefusal(r.msg);
    }
  };
  return (
    <section className="earn-box" data-testid="earn-rebate">
      <h2>{t('earn.rebate.title')}</h2>
      <div className="earn-rebate-row">
        <div className="earn-rebate-amount">
          <span>{t('earn.rebate.claimable')}</span>
          <strong data-testid="earn-rebate-claimable">{money(rebate.claimable)}</strong>
        </div>
        <button
          type="button"
          className="btn btn-primary"
          data-testid="earn-rebate-claim"
          disabled={!canClaimRebate(rebate) || claim.pending}
          onClick={() => void onClaim()}
        >
          {t('earn.rebate.claim')}
        </button>
      </div>
      <p className="earn-hint" data-testid="earn-rebate-claimed">
        {t('earn.rebate.claimed', { amount: money(rebate.claimed) })}
      </p>
      {rebate.claimable === 0 && <p className="earn-hint">{t('earn.rebate.nothing')}</p>}
      {rebate.held && (
        <p className="earn-paused" data-testid="earn-rebate-held">
          {t('earn.rebate.held')}
        </p>
      )}
      {refusal && (
        <p className="earn-refusal" role="alert" data-testid="earn-rebate-refusal">
          {refusal}
        </p>
      )}
    </section>
  );
}
