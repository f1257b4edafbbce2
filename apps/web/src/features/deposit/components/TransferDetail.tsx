import { useQuery } from '@tanstack/react-query';
import { Suspense, useState } from 'react';
import { FormError } from '../../../components/Form';
import { QrCode } from '../../../components/Qr';
import { useLocale } from '../../../hooks/useLocale';
import { useMoney } from '../../../hooks/useMoney';
import { useTranslation } from '../../../i18n';
import { go, useLocation } from '../../../nav';
import { PAGES } from '../../../nav/pages';
import { showToast } from '../../../stores/ui';
import { orderDetailQuery, useSubmitUtr } from '../api';
import { readPayee } from '../payee';
import { checkUtr, minorToInput } from '../rules/amount';
import { canOpenUpiApp, upiIntent } from '../rules/upi';
import { OrderFallback } from './OrderFallback';
import { CopyRow, DepositStatusBadge, UtrField } from './ui';

/**
 * DepositUpiDetail / DepositImpsDetail: the account to pay, each value with a copy button,
 * then the 12-digit UTR of the payment (SPEC §5).
 */
export function TransferDetail({ method }: { method: 'upi' | 'imps' }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const money = useMoney();
  const orderNo = new URLSearchParams(useLocation().search).get('orderNo') ?? '';
  const saved = orderNo ? readPayee(orderNo) : null;
  // The order as the server has it now, else as createTransferOrder answered it (same tab).
  const q = useQuery(orderDetailQuery(orderNo));
  const order = q.data ?? saved?.order ?? null;
  const [utr, setUtr] = useState('');
  const [error, setError] = useState('');
  const submitUtr = useSubmitUtr();

  const detailUrl = `${PAGES.wallet.DepositOrderDetail}?orderNo=${encodeURIComponent(orderNo)}`;

  async function submit() {
    const problem = checkUtr(utr, locale);
    if (problem) {
      setError(problem);
      return;
    }
    setError('');
    const r = await submitUtr.mutateAsync({ orderNo, utr });
    if (!r.ok) return;
    showToast(t('deposit.utrSubmitted'), { icon: 'success' });
    go('redirectTo', detailUrl);
  }

  if (!order) return <OrderFallback orderNo={orderNo} query={q} />;

  const payee = saved?.payee;
  const waiting = order.status === 'pending' && !order.utr;
  // UPI: the same payment as a link a UPI app opens (tapped on the phone, or scanned as a QR code).
  const intent =
    method === 'upi' && waiting
      ? upiIntent({
          upiId: payee?.upiId ?? order.accountNumber,
          name: payee?.accountName ?? '',
          amount: order.amount,
          orderNo: order.orderNo,
        })
      : null;
  return (
    <div className="dep dep-pad" data-testid={`transfer-detail-${method}`}>
      <section className="dep-amount-card">
        <p className="dep-amount-label">{t('deposit.payee.amount')}</p>
        <p className="dep-amount-big" data-testid="payee-amount">
          {money(order.amount)}
        </p>
        <DepositStatusBadge status={order.status} />
      </section>
      <section className="card dep-box">
        <h2 className="dep-h">{t('deposit.payee.title')}</h2>
        <dl className="dep-list">
          <CopyRow
            label={t('deposit.payee.amount')}
            // Copied into a bank app, which reads a plain point decimal whatever our language.
            value={minorToInput(order.amount, 'en')}
            testId="payee-amount-raw"
          />
          {method === 'upi' ? (
            <>
              <CopyRow
                label={t('deposit.payee.upiId')}
                value={payee?.upiId ?? order.accountNumber}
                testId="payee-upi"
                strong
              />
              <CopyRow
                label={t('deposit.payee.accountName')}
                value={payee?.accountName ?? ''}
                testId="payee-name"
              />
            </>
          ) : (
            <>
              <CopyRow
                label={t('deposit.payee.accountName')}
                value={payee?.accountName ?? ''}
                testId="payee-name"
              />
              <CopyRow
                label={t('deposit.payee.bankName')}
                value={payee?.bankName ?? order.bankName}
                testId="payee-bank"
              />
              <CopyRow
                label={t('deposit.payee.accountNumber')}
                value={payee?.accountNumber ?? order.accountNumber}
                testId="payee-account"
                strong
              />
              <CopyRow
                label={t('deposit.payee.ifsc')}
                value={payee?.ifsc ?? order.ifsc}
                testId="payee-ifsc"
              />
            </>
          )}
          <CopyRow label={t('deposit.payee.orderNo')} value={order.orderNo} testId="payee-order" />
        </dl>
        {intent && (
          <div className="dep-upi-intent" data-testid="upi-intent">
            {canOpenUpiApp(typeof window === 'undefined' ? undefined : window) && (
              <a className="btn btn-primary btn-block" href={intent} data-testid="upi-pay-in-app">
                {t('deposit.payee.payInApp')}
              </a>
            )}
            <Suspense fallback={<div className="qr" aria-hidden="true" />}>
              <QrCode
                value={intent}
                label={t('deposit.payee.upiQr', { amount: money(order.amount) })}
                testId="upi-qr"
                failed={t('deposit.payee.upiQrFailed')}
              />
            </Suspense>
            <p className="dep-hint">{t('deposit.payee.upiQrHint')}</p>
          </div>
        )}
      </section>
      {waiting ? (
        <section className="dep-section">
          <p className="dep-hint">{t('deposit.payee.exactAmount')}</p>
          <UtrField
            id="utr"
            value={utr}
            testId="utr-input"
            onChange={(digits) => {
              setError('');
              setUtr(digits);
            }}
          />
          <FormError text={error} />
          <button
            type="button"
            className="btn btn-primary btn-block"
            disabled={submitUtr.isPending}
            data-testid="utr-submit"
            onClick={() => void submit()}
          >
            {t('deposit.utrSubmit')}
          </button>
        </section>
      ) : (
        <button
          type="button"
          className="btn btn-ghost btn-block"
          data-testid="open-order"
          onClick={() => go('redirectTo', detailUrl)}
        >
          {t('page.depositOrderDetail')}
        </button>
      )}
      {order.status === 'pending' && <p className="dep-note">{t('deposit.credited')}</p>}
      <button
        type="button"
        className="btn-link dep-center"
        data-testid="link-instructions"
        onClick={() => go('navigateTo', `${PAGES.wallet.TransferInstructions}?method=${method}`)}
      >
        {t('deposit.howToPay')}
      </button>
    </div>
  );
}
