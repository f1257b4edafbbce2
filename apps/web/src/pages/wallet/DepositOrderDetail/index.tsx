import { useEffect } from 'react';
import {
  AgencySteps,
  CopyRow,
  DepositStatusBadge,
  loadChargeInfo,
  MismatchNotice,
  OrderFallback,
  Row,
  useLiveOrder,
  useManualHandling,
  WageringNote,
} from '../../../features/deposit';
import { useLang, useMarket } from '../../../hooks/useLocale';
import { useMoney } from '../../../hooks/useMoney';
import { useTranslation } from '../../../i18n';
import { formatTime } from '../../../lib/time';
import { useLocation } from '../../../nav';

/** SPEC §2 DepositOrderDetail (Order Detail): every order field of SPEC §3. */
export default function DepositOrderDetail() {
  const { t } = useTranslation();
  const market = useMarket();
  const lang = useLang();
  const money = useMoney();
  const orderNo = new URLSearchParams(useLocation().search).get('orderNo') ?? '';
  const q = useLiveOrder(orderNo);
  const order = q.data;
  const handling = useManualHandling();
  // The deposit rules (the betting a deposit adds, the handling time, the agents) for the notes.
  useEffect(() => {
    void loadChargeInfo();
  }, []);

  // An unknown order says so; a failed call shows it with a retry instead of loading forever.
  if (!order) return <OrderFallback orderNo={orderNo} query={q} />;

  const pending = order.status === 'pending';
  // Self-service UTR and agency orders, and money of another amount, wait for a person (the
  // handling time of the settings); the rest for a machine.
  const mismatch = pending && order.receivedAmount !== null;
  const manual =
    order.depositType === 'self_utr' ? 'selfUtr' : order.depositType === 'agency' ? 'agency' : null;
  const waitText = (kind: 'Hint' | 'Note') =>
    manual ? (handling ? t(`deposit.manual.${manual}${kind}`, handling) : '') : '';
  const indian = market.code === 'IN';
  // An online payment is paid at the gateway, not transferred: its amount is just "Amount".
  const amountLabel = t(
    order.depositType === 'online' ? 'deposit.order.amountOnline' : 'deposit.order.amount',
  );
  return (
    <div className="dep dep-pad" data-testid="order-detail">
      <section className={`dep-amount-card is-${order.status}`}>
        <p className="dep-amount-label" data-testid="order-amount-label">
          {amountLabel}
        </p>
        <p className="dep-amount-big" data-testid="order-amount">
          {money(order.amount)}
        </p>
        <DepositStatusBadge status={order.status} />
        {/* The cost of a deposit that is coming or came; a failed or rejected one costs nothing. */}
        {(pending || order.status === 'success') && (
          <WageringNote amount={order.amount} className="dep-amount-hint" />
        )}
        <p className="dep-amount-hint">
          {mismatch
            ? ''
            : pending
              ? manual
                ? waitText('Hint')
                : t('deposit.pendingHint')
              : order.status === 'success'
                ? t('deposit.successHint')
                : ''}
        </p>
      </section>
      {mismatch && <MismatchNotice order={order} />}
      {pending && order.depositType === 'agency' && <AgencySteps order={order} />}
      {pending && order.depositType === 'online' && order.payUrl && (
        <a className="btn btn-primary btn-block" href={order.payUrl} data-testid="continue-pay">
          {t('deposit.continuePay')}
        </a>
      )}
      <section className="card dep-box">
        <dl className="dep-list">
          <CopyRow label={t('deposit.order.orderId')} value={order.orderId} testId="order-id" />
          <Row
            label={t('deposit.order.depositType')}
            value={t(`deposit.type.${order.depositType}`)}
            testId="order-type"
          />
          <Row
            label={t('deposit.order.createdAt')}
            value={formatTime(order.createdAt, lang)}
            testId="order-created"
          />
          <Row
            label={t('deposit.order.arrivedAt')}
            value={formatTime(order.arrivedAt, lang)}
            testId="order-arrived"
          />
          <CopyRow label={t('deposit.order.orderNo')} value={order.orderNo} testId="order-no" />
          <Row label={amountLabel} value={money(order.amount)} />
          {order.bonus > 0 && (
            <Row label={t('deposit.order.bonus')} value={money(order.bonus)} testId="order-bonus" />
          )}
          {indian && (
            <CopyRow label={t('deposit.order.utr')} value={order.utr} testId="order-utr" />
          )}
          <Row label={t('deposit.order.bankName')} value={order.bankName} testId="order-bank" />
          {indian && <Row label={t('deposit.order.ifsc')} value={order.ifsc} testId="order-ifsc" />}
          <Row
            label={t('deposit.order.accountNumber')}
            value={order.accountNumber}
            testId="order-account"
          />
          <Row label={t('deposit.order.remark')} value={order.remark} testId="order-remark" />
        </dl>
      </section>
      {/* A machine's order already says its 1-5 minutes in the hint above: said once. */}
      {pending && !mismatch && manual && (
        <p className="dep-note" data-testid="order-notice">
          {waitText('Note')}
        </p>
      )}
    </div>
  );
}
