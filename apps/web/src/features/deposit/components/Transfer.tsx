import { useState } from 'react';
import { FormError } from '../../../components/Form';
import { Pills } from '../../../components/List';
import { useLocale } from '../../../hooks/useLocale';
import { useTranslation } from '../../../i18n';
import { go } from '../../../nav';
import { PAGES } from '../../../nav/pages';
import { useDeposit } from '../../../stores/deposit';
import { setTransfer } from '../actions';
import { useCreateTransferOrder } from '../api';
import { savePayee } from '../payee';
import { amountBounds, amountList, checkAmount, typedMinor } from '../rules/amount';
import { AmountField } from './AmountField';
import { WageringNote } from './WageringNote';

/** Transfer deposit: UPI or IMPS, an amount, then the payee page where the UTR goes in. */
export function Transfer() {
  const { t } = useTranslation();
  const locale = useLocale();
  const form = useDeposit((s) => s.transferDeposit);
  const imps = useDeposit((s) => s.impsInfo);
  const upi = useDeposit((s) => s.upiInfo);
  const impsList = useDeposit((s) => s.impsRechargeList);
  const upiList = useDeposit((s) => s.upiRechargeList);
  const fillOrder = useDeposit((s) => s.fillOrderSwitch);
  const typeA = useDeposit((s) => s.typeA);
  const typeB = useDeposit((s) => s.typeB);
  const isTypeB = useDeposit((s) => s.isTypeB);
  const [error, setError] = useState('');
  const create = useCreateTransferOrder();

  const methods = [
    ...(upi ? [{ key: 'upi' as const, label: t('deposit.upi') }] : []),
    ...(imps ? [{ key: 'imps' as const, label: t('deposit.imps') }] : []),
  ];
  // Without cards the operator still takes transfers: both methods, amounts from the main list.
  const items = methods.length
    ? methods
    : [
        { key: 'upi' as const, label: t('deposit.upi') },
        { key: 'imps' as const, label: t('deposit.imps') },
      ];
  const method = form.depositPaymentMethod || items[0]?.key || 'upi';
  const cardList = method === 'upi' ? upiList : impsList;
  const chips = cardList.length ? cardList : amountList({ typeA, typeB, isTypeB });
  const bounds = amountBounds([...chips].sort((a, b) => a - b));

  async function submit() {
    const check = checkAmount(form.depositAmount, bounds, locale);
    if (!check.ok) {
      setError(check.error);
      return;
    }
    setError('');
    const r = await create.mutateAsync({ amount: check.minor, method });
    if (!r.ok) return;
    savePayee(r.data.order.orderNo, r.data);
    const page = method === 'upi' ? PAGES.wallet.DepositUpiDetail : PAGES.wallet.DepositImpsDetail;
    go('navigateTo', `${page}?orderNo=${encodeURIComponent(r.data.order.orderNo)}`);
  }

  return (
    <div className="dep-panel" data-testid="panel-transfer">
      <section className="dep-section">
        <h2 className="dep-h">{t('deposit.transferMethod')}</h2>
        <Pills
          items={items}
          value={method}
          onChange={(k) => {
            setError('');
            setTransfer({ depositPaymentMethod: k });
          }}
          testId="transfer-method"
          label={t('deposit.transferMethod')}
        />
      </section>
      <AmountField
        chips={chips}
        value={form.depositAmount}
        onChange={(v) => {
          setError('');
          setTransfer({ depositAmount: v });
        }}
        bounds={bounds}
        testId="transfer"
      />
      {/* The betting the deposit adds, above the button so it is read before paying (issue 33). */}
      <WageringNote amount={form.depositAmount ? typedMinor(form.depositAmount) : null} />
      <FormError text={error} />
      <button
        type="button"
        className="btn btn-primary btn-block"
        disabled={create.isPending}
        data-testid="transfer-submit"
        onClick={() => void submit()}
      >
        {t('deposit.next')}
      </button>
      <p className="dep-note">{t('deposit.credited')}</p>
      <div className="dep-links">
        <button
          type="button"
          className="btn-link"
          data-testid="link-instructions"
          onClick={() => go('navigateTo', `${PAGES.wallet.TransferInstructions}?method=${method}`)}
        >
          {t('deposit.howToPay')}
        </button>
        {fillOrder && (
          <button
            type="button"
            className="btn-link"
            data-testid="link-self-utr"
            onClick={() => go('navigateTo', PAGES.wallet.SelfUtrInfo)}
          >
            {t('deposit.selfUtr')}
          </button>
        )}
      </div>
    </div>
  );
}
