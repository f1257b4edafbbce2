import { message, type RechargeTypeItem } from '@cardroom/contract';
import { useState } from 'react';
import { FormError } from '../../../components/Form';
import { useLocale } from '../../../hooks/useLocale';
import { useTranslation } from '../../../i18n';
import { useDeposit } from '../../../stores/deposit';
import { selectOnlineMethod, setOnlineAmount } from '../actions';
import { useCreateOnlineOrder } from '../api';
import { amountList, checkAmount, formatAmount, methodBounds, typedMinor } from '../rules/amount';
import { parseRange } from '../rules/methods';
import { AmountField } from './AmountField';
import { WageringNote } from './WageringNote';

function MethodItem({
  item,
  selected,
  onPick,
}: {
  item: RechargeTypeItem;
  selected: boolean;
  onPick: () => void;
}) {
  const locale = useLocale();
  const { t } = useTranslation();
  const range = parseRange(item.amountRange);
  return (
    <button
      type="button"
      aria-pressed={selected}
      disabled={item.disable}
      className={selected ? 'dep-method is-on' : 'dep-method'}
      data-testid={`method-${item.type}`}
      data-disabled={item.disable ? 'true' : 'false'}
      onClick={onPick}
    >
      <span className="dep-radio" aria-hidden="true" />
      <span className="dep-method-name">{item.name}</span>
      {range && (
        <span className="dep-method-range">
          {t('deposit.methodRange', {
            min: formatAmount(range.min, locale),
            max: formatAmount(range.max, locale),
          })}
        </span>
      )}
    </button>
  );
}

/** Online payment: amount, method, then off to the gateway's pay page. */
export function Online() {
  const { t } = useTranslation();
  const locale = useLocale();
  const form = useDeposit((s) => s.onlinePaymentData);
  const typeA = useDeposit((s) => s.typeA);
  const typeB = useDeposit((s) => s.typeB);
  const isTypeB = useDeposit((s) => s.isTypeB);
  const list = amountList({ typeA, typeB, isTypeB });
  const [error, setError] = useState('');
  const create = useCreateOnlineOrder();
  const chosen = form.depositMethodList.find((m) => m.type === form.depositMethod);
  const bounds = methodBounds(list, chosen ? parseRange(chosen.amountRange) : null);

  async function submit() {
    const check = checkAmount(form.depositAmount, bounds, locale);
    if (!check.ok) {
      setError(check.error);
      return;
    }
    if (!form.depositMethod) {
      setError(message('methodUnavailable', locale));
      return;
    }
    setError('');
    const r = await create.mutateAsync({ amount: check.minor, type: form.depositMethod });
    if (!r.ok) return;
    // Same window: the gateway sends the player back to the order's detail page.
    window.location.assign(r.data.payUrl);
  }

  return (
    <div className="dep-panel" data-testid="panel-online">
      <AmountField
        chips={list}
        value={form.depositAmount}
        onChange={(v) => {
          setError('');
          setOnlineAmount(v);
        }}
        bounds={bounds}
        testId="online"
      />
      <section className="dep-section">
        <h2 className="dep-h">{t('deposit.method')}</h2>
        <div className="dep-methods">
          {form.depositMethodList.map((m) => (
            <MethodItem
              key={m.type}
              item={m}
              selected={m.type === form.depositMethod}
              onPick={() => selectOnlineMethod(m)}
            />
          ))}
        </div>
        {form.depositMethodList.length > 0 && !form.depositMethod && (
          <p className="dep-hint dep-warn" data-testid="no-method">
            {t('deposit.noMethod')}
          </p>
        )}
      </section>
      {/* The betting the deposit adds, above the button so it is read before paying (issue 33). */}
      <WageringNote amount={form.depositAmount ? typedMinor(form.depositAmount) : null} />
      <FormError text={error} />
      <button
        type="button"
        className="btn btn-primary btn-block"
        disabled={create.isPending}
        data-testid="online-submit"
        onClick={() => void submit()}
      >
        {t('deposit.submit')}
      </button>
      <p className="dep-note">{t('deposit.credited')}</p>
    </div>
  );
}
