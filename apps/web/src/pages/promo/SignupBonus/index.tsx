import type { SignupTaskKind } from '@cardroom/contract';
import { useQuery } from '@tanstack/react-query';
import {
  PromoLoadState,
  RulesText,
  SignupClaim,
  SignupTasks,
  signupInfoQuery,
  useSignupClaim,
} from '../../../features/promo';
import { useMoney } from '../../../hooks/useMoney';
import { useTranslation } from '../../../i18n';
import { go } from '../../../nav';
import { DEPOSIT, HOME, PAGES } from '../../../nav/pages';
import { showToast } from '../../../stores/ui';

/** Where each task is done (SPEC §2 pages); rounds and valid bets are played from the games on Home. */
const TASK_PAGE: Record<SignupTaskKind, string> = {
  bind_phone: PAGES.account.PhoneBinding,
  first_deposit: DEPOSIT,
  play_rounds: HOME,
  valid_bet: HOME,
  withdraw_password: PAGES.account.WithdrawalPassword,
};

/**
 * SPEC §4 sign-up bonus (signed-in players only, the router sees to that): the tasks, each
 * ticked when done, the time left of the window after registration, then the claim (Gift
 * money) and the time left to claim it; the operator's rules below.
 */
export default function SignupBonus() {
  const { t } = useTranslation();
  const money = useMoney();
  const q = useQuery(signupInfoQuery());
  const claim = useSignupClaim();
  const info = q.data;

  if (!info) {
    return (
      <div className="promo" data-testid="signup-page">
        <PromoLoadState error={q.error} isError={q.isError} onRetry={() => void q.refetch()} />
      </div>
    );
  }

  const onClaim = async () => {
    const r = await claim.run(undefined);
    if (r?.ok) showToast(t('promo.claimedToast', { amount: money(r.amount) }), { icon: 'success' });
  };
  // Home is a tab page: tabs are switched to, never pushed (SPEC §4 navigation).
  const onGo = (kind: SignupTaskKind) =>
    go(TASK_PAGE[kind] === HOME ? 'switchTab' : 'navigateTo', TASK_PAGE[kind]);

  return (
    <div className="promo" data-testid="signup-page">
      <header className="promo-hero">
        <h1>{info.title}</h1>
        <p data-testid="signup-reward">
          {t('promo.signup.reward', { amount: money(info.reward) })}
        </p>
      </header>
      <SignupTasks tasks={info.tasks} open={info.state === 'open'} onGo={onGo} />
      <SignupClaim
        state={info.state}
        reward={info.reward}
        windowEndsAt={info.windowEndsAt}
        expiresAt={info.grant?.expiresAt ?? null}
        pending={claim.pending}
        onClaim={() => void onClaim()}
      />
      <RulesText text={info.rules} />
    </div>
  );
}
