import { useQuery } from '@tanstack/react-query';
import {
  CheckinCalendar,
  CheckinClaim,
  checkinAction,
  checkinInfoQuery,
  PromoLoadState,
  RulesText,
  useCheckinClaim,
} from '../../../../features/promo';
import { useMoney } from '../../../../hooks/useMoney';
import { useTranslation } from '../../../../i18n';
import { go } from '../../../../nav';
import { PAGES } from '../../../../nav/pages';
import { showToast } from '../../../../stores/ui';

/**
 * SPEC §2 daily check-in (signed-in players only, the router sees to that): the 7-day
 * streak, today's claim or what it still needs, and the operator's rules. A claim credits a
 * Daily Bonus; the balance everywhere refreshes with it.
 */
export default function Signin() {
  const { t } = useTranslation();
  const money = useMoney();
  const q = useQuery(checkinInfoQuery());
  const claim = useCheckinClaim();
  const info = q.data;

  if (!info) {
    return (
      <div className="promo" data-testid="checkin-page">
        <PromoLoadState error={q.error} isError={q.isError} onRetry={() => void q.refetch()} />
      </div>
    );
  }

  const onClaim = async () => {
    const r = await claim.run(undefined);
    if (r?.ok) showToast(t('promo.claimedToast', { amount: money(r.amount) }), { icon: 'success' });
  };

  return (
    <div className="promo" data-testid="checkin-page">
      <header className="promo-hero">
        <h1>{info.title}</h1>
        {(info.minDeposit > 0 || info.minBet > 0) && (
          <p data-testid="checkin-condition">
            {t('promo.checkin.condition')}:{' '}
            {[
              info.minDeposit > 0 &&
                t('promo.checkin.minDeposit', { amount: money(info.minDeposit) }),
              info.minBet > 0 && t('promo.checkin.minBet', { amount: money(info.minBet) }),
            ]
              .filter(Boolean)
              .join(' · ')}
          </p>
        )}
      </header>
      <CheckinCalendar days={info.days} streak={info.streak} />
      <CheckinClaim
        action={checkinAction(info)}
        nextDayAt={info.nextDayAt}
        pending={claim.pending}
        onClaim={() => void onClaim()}
        onDeposit={() => go('navigateTo', PAGES.wallet.Deposit)}
      />
      <RulesText text={info.rules} />
    </div>
  );
}
