import { useQuery } from '@tanstack/react-query';
import {
  PromoLoadState,
  RebateHow,
  RebateTerms,
  RebateYesterday,
  RulesText,
  rebateInfoQuery,
} from '../../../../features/promo';
import { useTranslation } from '../../../../i18n';
import { go } from '../../../../nav';
import { LOGIN, PAGES } from '../../../../nav/pages';
import { rememberReturn } from '../../../../nav/returnTo';
import { signedInUid, useSession } from '../../../../stores/session';

/**
 * SPEC §2 RebatePromo, §9 "35% deposit cashback": the rate, the daily maximum and minimum, how
 * the basis is counted, yesterday's basis for a signed-in player, and the way to the records.
 * The cashback itself is credited by the server's daily job, never from this page.
 */
export default function RebatePromo() {
  const { t } = useTranslation();
  const uid = useSession(signedInUid);
  const q = useQuery(rebateInfoQuery(uid));
  const info = q.data;

  if (!info) {
    return (
      <div className="promo" data-testid="rebate-page">
        <PromoLoadState error={q.error} isError={q.isError} onRetry={() => void q.refetch()} />
      </div>
    );
  }

  const toRecords = () => {
    if (uid === '') {
      rememberReturn(PAGES.promo.CashbackRecord);
      go('navigateTo', LOGIN);
      return;
    }
    go('navigateTo', PAGES.promo.CashbackRecord);
  };

  return (
    <div className="promo" data-testid="rebate-page">
      <header className="promo-hero">
        <h1>{info.title}</h1>
      </header>
      <RebateTerms info={info} />
      {info.yesterday && <RebateYesterday yesterday={info.yesterday} />}
      <RebateHow />
      <button
        type="button"
        className="btn btn-ghost btn-block"
        data-testid="rebate-to-records"
        onClick={toRecords}
      >
        {t('page.cashbackRecord')}
      </button>
      <RulesText text={info.rules} />
    </div>
  );
}
