import { useLocale } from '../../../hooks/useLocale';
import { useTranslation } from '../../../i18n';
import { useApp } from '../../../stores/app';
import { formatAmount, formatChip, minorToInput, typedMinor } from '../rules/amount';

/** Amount chips from a list plus a free amount input, both in minor units underneath. */
export function AmountField({
  chips,
  value,
  onChange,
  bounds,
  testId,
}: {
  chips: readonly number[];
  value: string;
  onChange: (text: string) => void;
  bounds: { min: number; max: number } | null;
  testId: string;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const sign = useApp((s) => s.currencySign);
  const current = typedMinor(value, locale);
  return (
    <section className="dep-section">
      <h2 className="dep-h">{t('deposit.amount')}</h2>
      {chips.length > 0 && (
        <div className="dep-chips" data-testid={`${testId}-chips`}>
          {chips.map((c) => (
            <button
              key={c}
              type="button"
              className={current === c ? 'dep-chip is-on' : 'dep-chip'}
              aria-pressed={current === c}
              data-testid={`${testId}-chip-${c}`}
              onClick={() => onChange(minorToInput(c, locale))}
            >
              <small>{sign}</small>
              {formatChip(c, locale)}
            </button>
          ))}
        </div>
      )}
      <label className="field dep-amount">
        <span className="field-prefix">{sign}</span>
        <input
          inputMode="decimal"
          autoComplete="off"
          maxLength={18}
          placeholder={t('deposit.amountPlaceholder')}
          aria-label={t('deposit.amount')}
          value={value}
          data-testid={`${testId}-amount`}
          onChange={(e) => onChange(e.target.value.replace(/[^\d.,]/g, ''))}
        />
      </label>
      {bounds && (
        <p className="dep-hint" data-testid={`${testId}-range`}>
          {t('deposit.range', {
            min: formatAmount(bounds.min, locale),
            max: formatAmount(bounds.max, locale),
          })}
        </p>
      )}
    </section>
  );
}
