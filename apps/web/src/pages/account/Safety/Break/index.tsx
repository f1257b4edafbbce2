import type { BreakPeriod } from '@cardroom/contract';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import {
  BREAK_GROUPS,
  type BreakStep,
  breakInfoQuery,
  nextStep,
  useStartBreak,
} from '../../../../features/breaks';
import { useTranslation } from '../../../../i18n';
import { go } from '../../../../nav';
import { LOGIN, PAGES } from '../../../../nav/pages';
import { session, useSession } from '../../../../stores/session';

/**
 * Take a break: a time-out or self-exclusion, asked twice (review, then confirm) because it
 * cannot be undone. Starting it signs the player out everywhere (the server ends every
 * session) and the app goes to Login. During a break, the withdraw-only session lands here.
 */
export default function Break() {
  const { t } = useTranslation();
  const uid = useSession((s) => s.uid);
  const info = useQuery(breakInfoQuery(uid));
  const start = useStartBreak();
  const [period, setPeriod] = useState<BreakPeriod | null>(null);
  const [step, setStep] = useState<BreakStep>('choose');
  const [error, setError] = useState('');
  const current = info.data?.current ?? null;
  const label = (p: BreakPeriod) => t(`breaks.periods.${p}`);

  const submit = async () => {
    if (!period) return;
    setError('');
    const r = await start.mutateAsync(period);
    if (!r.ok) {
      setError(r.msg);
      setStep('choose');
      return;
    }
    session.clear();
    go('reLaunch', LOGIN);
  };

  return (
    <div className="page-pad" data-testid="break-page">
      {current ? (
        <p className="card break-card" data-testid="break-current">
          {t('breaks.current', { until: current.endsAtText })} {t('breaks.longerOnly')}
        </p>
      ) : (
        <p className="muted">{t('breaks.intro')}</p>
      )}
      {info.data?.withdrawOnly && (
        <div className="card break-card">
          <p>{t('breaks.withdrawOnly')}</p>
          <button
            type="button"
            className="btn btn-primary btn-block"
            data-testid="break-withdraw"
            onClick={() => go('navigateTo', PAGES.wallet.Withdraw)}
          >
            {t('breaks.withdraw')}
          </button>
        </div>
      )}
      {step === 'choose' &&
        BREAK_GROUPS.map((g) => (
          <fieldset key={g.kind} className="card break-card">
            <legend>{t(`breaks.${g.kind}`)}</legend>
            {g.periods.map((p) => (
              <label key={p} className="break-option">
                <input
                  type="radio"
                  name="break-period"
                  value={p}
                  checked={period === p}
                  data-testid={`break-${p}`}
                  onChange={() => setPeriod(p)}
                />
                {label(p)}
              </label>
            ))}
          </fieldset>
        ))}
      {step !== 'choose' && period && (
        <div className="card break-card" data-testid={`break-${step}`}>
          <h2>{t(step === 'review' ? 'breaks.reviewTitle' : 'breaks.confirmTitle')}</h2>
          <p>
            {t(step === 'review' ? 'breaks.reviewText' : 'breaks.confirmText', {
              period: label(period),
            })}
          </p>
        </div>
      )}
      {error && (
        <p className="form-error" role="alert" data-testid="break-error">
          {error}
        </p>
      )}
      <button
        type="button"
        className="btn btn-primary btn-block"
        disabled={!period || start.isPending}
        data-testid="break-next"
        onClick={() => (step === 'confirm' ? void submit() : setStep(nextStep(step)))}
      >
        {t(step === 'confirm' ? 'breaks.start' : 'breaks.continue')}
      </button>
      {step !== 'choose' && (
        <button type="button" className="btn btn-block" onClick={() => setStep('choose')}>
          {t('breaks.cancel')}
        </button>
      )}
    </div>
  );
}
