import { useEffect, useState } from 'react';
import { FormError } from '../../../components/Form';
import {
  checkAmount,
  checkUtr,
  loadChargeInfo,
  selfUtrTerms,
  UtrField,
  useSelfUtr,
} from '../../../features/deposit';
import { useLocale } from '../../../hooks/useLocale';
import { useTranslation } from '../../../i18n';
import { go } from '../../../nav';
import { PAGES } from '../../../nav/pages';
import { useApp } from '../../../stores/app';
import { useDeposit } from '../../../stores/deposit';
import { useLanguage } from '../../../stores/language';
import { showToast } from '../../../stores/ui';

/**
 * SPEC §2 SelfUtrInfo (Self-service UTR): a payment made without an order, handled by the
 * operator in 2-24 hours, with the 1%-every-6-hours waiting bonus (SPEC §9). The handling time
 * and the bonus are the server's rule (getChargeInfo), so "at most" is what it can reach (4%),
 * not the 30% cap a 24-hour wait never meets (issue 33).
 */
export default function SelfUtrInfo() {
  const { t } = useTranslation();
  const locale = useLocale();
  const sign = useApp((s) => s.currencySign);
  const [amount, setAmount] = useState('');
  const [utr, setUtr] = useState('');
  const [error, setError] = useState('');
  const selfUtr = useSelfUtr();
  const lang = useLanguage((s) => s.lang);
  const rule = useDeposit((s) => s.chargeInfo.selfUtrBonus);
  const terms = rule ? selfUtrTerms(rule, lang) : null;
  useEffect(() => {
    void loadChargeInfo();
  }, []);

  async function submit() {
    const a = checkAmount(amount, null, locale);
    if (!a.ok) {
      setError(a.error);
      return;
    }
    const u = checkUtr(utr, locale);
    if (u) {
      setError(u);
      return;
    }
    setError('');
    const r = await selfUtr.mutateAsync({ amount: a.minor, utr });
    if (!r.ok) return;
    showToast(t('deposit.self.submitted'), { icon: 'success', duration: 2500 });
    go(
      'redirectTo',
      `${PAGES.wallet.DepositOrderDetail}?orderNo=${encodeURIComponent(r.data.orderNo)}`,
    );
  }

  return (
    <div className="dep dep-pad" data-testid="self-utr">
      {terms && (
        <p className="dep-intro" data-testid="self-intro">
          {t('deposit.self.intro', { from: terms.from, to: terms.to })}
        </p>
      )}
      {terms?.bonus && (
        <section className="dep-bonus card" data-testid="self-bonus">
          <h2 className="dep-h">{t('deposit.self.bonusTitle')}</h2>
          <p>{t('deposit.self.bonus', { ...terms.bonus, to: terms.to })}</p>
        </section>
      )}
      <div className="form-stack">
        <div>
          <label className="field-label" htmlFor="self-amount">
            {t('deposit.amount')}
          </label>
          <div className="field">
            <span className="field-prefix">{sign}</span>
            <input
              id="self-amount"
              inputMode="decimal"
              autoComplete="off"
              maxLength={18}
              placeholder={t('deposit.amountPlaceholder')}
              value={amount}
              data-testid="self-amount"
              onChange={(e) => {
                setError('');
                setAmount(e.target.value.replace(/[^\d.,]/g, ''));
              }}
            />
          </div>
        </div>
        <div>
          <UtrField
            id="self-utr"
            value={utr}
            testId="self-utr-input"
            onChange={(digits) => {
              setError('');
              setUtr(digits);
            }}
          />
        </div>
        <FormError text={error} />
        <button
          type="button"
          className="btn btn-primary btn-block"
          disabled={selfUtr.isPending}
          data-testid="self-submit"
          onClick={() => void submit()}
        >
          {t('deposit.self.submit')}
        </button>
      </div>
    </div>
  );
}
