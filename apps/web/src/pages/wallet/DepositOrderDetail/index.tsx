import { type DepositOrder, routes } from '@cardroom/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { call } from '../../../api';
import { CopyRow, DepositStatusBadge, Row } from '../../../features/deposit';
import { useLang, useMarket } from '../../../hooks/useLocale';
import { useMoney } from '../../../hooks/useMoney';
import { refreshAfterMoneyMoved } from '../../../hooks/useServerSync';
import { formatTime } from '../../../lib/time';

/** While an order is pending the page asks again this often, so the player sees it arrive. */
export const ORDER_POLL_MS = 3000;

/** SPEC §2 DepositOrderDetail (Order Detail): every order field of SPEC §3. */
export default function DepositOrderDetail() {
  const { t } = useTranslation();
  const market = useMarket();
  const lang = useLang();
  const money = useMoney();
  const orderNo = new URLSearchParams(useLocation().search).get('orderNo') ?? '';
  const client = useQueryClient();
  const q = useQuery({
    queryKey: ['rechargeOrderDetail', orderNo],
    enabled: orderNo !== '',
    retry: false,
    queryFn: async (): Promise<DepositOrder | null> => {
      const r = await call(routes.rechargeOrderDetail, { orderNo }, { silent: true });
      if (r.ok && r.data.status !== 'pending') {
        // The balance changed: refresh it now rather than at the next 10 s poll.
        void refreshAfterMoneyMoved(client);
      }
      return r.ok ? r.data : null;
    },
    refetchInterval: (query) => (query.state.data?.status === 'pending' ? ORDER_POLL_MS : false),
  });
  const order = q.data;

  if (!orderNo || order === null) {
    return (
      <p className="dep-empty page-pad" data-testid="order-missing">
        {t('deposit.notFound')}
      </p>
    );
  }
  if (!order) return <p className="dep-hint page-pad">{t('common.loading')}</p>;

  const pending = order.status === 'pending';
  // Self-service UTR and agency orders wait for a person (2-24 h); the rest for a machine.
  const manual = order.depositType === 'self_utr' || order.depositType === 'agency';
  const indian = market.code === 'IN';
  return (
    <div className="dep dep-pad" data-testid="order-detail">
      <section className={`dep-amount-card is-${order.status}`}>
        <p className="dep-amount-label">{t('deposit.order.amount')}</p>
        <p className="dep-amount-big" data-testid="order-amount">
          {money(order.amount)}
        </p>
        <DepositStatusBadge status={order.status} />
        <p className="dep-amount-hint">
          {pending
            ? t(manual ? 'deposit.pendingHintManual' : 'deposit.pendingHint')
            : order.status === 'success'
              ? t('deposit.successHint')
              : ''}
        </p>
      </section>
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
          <Row label={t('deposit.order.amount')} value={money(order.amount)} />
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
      {pending && (
        <p className="dep-note" data-testid="order-notice">
          {t(manual ? 'deposit.creditedManual' : 'deposit.credited')}
        </p>
      )}
    </div>
  );
}
