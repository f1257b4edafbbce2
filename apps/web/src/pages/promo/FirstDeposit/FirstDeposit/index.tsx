import { useQuery } from '@tanstack/react-query';
import {
  BonusPreview,
  CapInfo,
  firstDepositInfoQuery,
  GrantList,
  PromoLoadState,
  RulesText,
  TierTable,
  useGrantClaim,
} from '../../../../features/promo';
import { useMoney } from '../../../../hooks/useMoney';
import { useTranslation } from '../../../../i18n';
import { go } from '../../../../nav';
import { LOGIN, PAGES } from '../../../../nav/pages';
import { rememberReturn } from '../../../../nav/returnTo';
import { signedInUid, useSession } from '../../../../stores/session';
import { showToast } from '../../../../stores/ui';

/**
 * SPEC §2 first deposit bonus (§9: at least 500, up to 30%, at most 30,000 a day; the
 * operator's tiers): the tiers, what a deposit would earn, today's cap and, in claim mode,
 * the bonuses waiting. Signed out, the page is readable and Deposit asks to sign in.
 */
export default function FirstDeposit() {
  const { t } = useTranslation();
  const money = useMoney();
  const uid = useSession(signedInUid);
  const q = useQuery(firstDepositInfoQuery(uid));
  const claim = useGrantClaim();
  const info = q.data;

  if (!info) {
    return (
      <div className="promo" data-testid="fd-page">
        <PromoLoadState error={q.error} isError={q.isError} onRetry={() => void q.refetch()} />
      </div>
    );
  }

  const toDeposit = () => {
    if (uid === '') {
      rememberReturn(PAGES.promo.FirstDeposit);
      go('navigateTo', LOGIN);
      return;
    }
    go('navigateTo', PAGES.wallet.Deposit);
  };
  const onClaim = async (grantId: string) => {
    const r = await claim.run(grantId);
    if (r?.ok) showToast(t('promo.claimedToast', { amount: money(r.amount) }), { icon: 'success' });
  };

  return (
    <div className="promo" data-testid="fd-page">
      <header className="promo-hero">
        <h1>{info.title}</h1>
        <p>{t(info.mode === 'auto' ? 'promo.first.auto' : 'promo.first.claimMode')}</p>
      </header>
      {/* Grants made in claim mode stay claimable even if the operator has switched to auto since. */}
      <GrantList
        grants={info.claimable}
        pending={claim.pending}
        onClaim={(id) => void onClaim(id)}
      />
      <TierTable tiers={info.tiers} minDeposit={info.minDeposit} />
      <BonusPreview
        tiers={info.tiers}
        minDeposit={info.minDeposit}
        remainingToday={info.remainingToday ?? info.dailyCap}
        wageringMultiple={info.wageringMultiple}
      />
      <CapInfo dailyCap={info.dailyCap} remainingToday={info.remainingToday} />
      <button
        type="button"
        className="btn btn-primary btn-block"
        data-testid="fd-to-deposit"
        onClick={toDeposit}
      >
        {t('promo.toDeposit')}
      </button>
      <RulesText text={info.rules} />
    </div>
  );
}
