import { routes } from '@cardroom/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../api';
import { dataOf } from '../../../api/query';
import { Icon } from '../../../components/Icon';
import { QueryError } from '../../../components/QueryError';
import { StatusTag, withdrawKeys } from '../../../features/withdraw';
import { useLang } from '../../../hooks/useLocale';
import { useMoney } from '../../../hooks/useMoney';
import { refreshAfterMoneyMoved } from '../../../hooks/useServerSync';
import { useTranslation } from '../../../i18n';
import { formatTime } from '../../../lib/time';
import { go, useLocation } from '../../../nav';
import { PAGES } from '../../../nav/pages';

const WAIT_POLL_MS = 5_000;

const finished = (status: string | undefined) =>
  status === 'success' || status === 'failed' || status === 'rejected';

/** SPEC §2 WithdrawWait: the order just made; SPEC §9: about 2 hours, at most 24 hours. */
export default function WithdrawWait() {
  const { t } = useTranslation();
  const money = useMoney();
  const lang = useLang();
  const orderNo = new URLSearchParams(useLocation().search).get('orderNo') ?? '';
  const qc = useQueryClient();
  const q = useQuery({
    queryKey: withdrawKeys.detail(orderNo),
    enabled: orderNo !== '',
    // Follows the order by itself until it is finished; then the balance is refreshed
    // (a failed or rejected payout put the money back).
    refetchInterval: (query) => (finished(query.state.data?.status) ? false : WAIT_POLL_MS),
    queryFn: async () => {
      const order = await dataOf(call(routes.withdrawDetail, { orderNo }, { silent: true }));
      if (finished(order.status)) void refreshAfterMoneyMoved(qc);
      return order;
    },
  });
  const o = q.data;
  const done = finished(o?.status);
  const returned = o?.status === 'failed' || o?.status === 'rejected';
  return (
    <div className="wd" data-testid="withdraw-wait-page">
      {q.isError && !o && <QueryError onRetry={() => void q.refetch()} />}
      <section className="wd-card wd-wait">
        <div className="wd-wait-icon">
          <Icon name={o?.status === 'success' ? 'check' : 'wallet'} size={30} />
        </div>
        <h2 data-testid="withdraw-wait-title">
          {t(
            o?.status === 'success'
              ? 'withdraw.wait.done'
              : returned
                ? 'withdraw.wait.returned'
                : 'withdraw.wait.title',
          )}
        </h2>
        {!done && (
          <p className="muted" data-testid="withdraw-wait-text">
            {t('withdraw.wait.text')}
          </p>
        )}
        {done && o?.remark && (
          <p className="muted" data-testid="withdraw-wait-remark">
            {o.remark}
          </p>
        )}
      </section>
      {o && (
        <section className="wd-card">
          <dl className="wd-rows">
            <dt>{t('withdraw.order.status')}</dt>
            <dd>
              <StatusTag status={o.status} />
            </dd>
            <dt>{t('withdraw.amount')}</dt>
            <dd data-testid="wait-amount">{money(o.amount)}</dd>
            <dt>{t('withdraw.fee')}</dt>
            <dd data-testid="wait-fee">{money(o.fee)}</dd>
            <dt>{t('withdraw.arrival')}</dt>
            <dd data-testid="wait-arrival">{money(o.arrivalAmount)}</dd>
            <dt>{t('withdraw.account')}</dt>
            <dd className="wd-mono">
              {o.bankName} {o.accountNumber}
            </dd>
            <dt>{t('withdraw.order.no')}</dt>
            <dd className="wd-mono" data-testid="wait-order-no">
              {o.orderNo}
            </dd>
            <dt>{t('withdraw.order.time')}</dt>
            <dd>{formatTime(o.createdAt, lang)}</dd>
          </dl>
        </section>
      )}
      <button
        type="button"
        className="btn btn-red btn-block"
        data-testid="wait-history"
        onClick={() => go('redirectTo', PAGES.wallet.WithdrawHistory)}
      >
        {t('page.withdrawHistory')}
      </button>
    </div>
  );
}
