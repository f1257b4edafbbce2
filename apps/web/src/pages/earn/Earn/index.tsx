import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { PageLoading } from '../../../components/PageStatus';
import { QueryError } from '../../../components/QueryError';
import {
  agentInfoQuery,
  EarnTotals,
  InviteLink,
  ProgrammeRules,
  RebateClaim,
  SignedOutEarn,
  TeamList,
} from '../../../features/earn';
import { go } from '../../../nav';
import { LOGIN, PAGES } from '../../../nav/pages';
import { rememberReturn } from '../../../nav/returnTo';
import { isLoggedIn, useSession } from '../../../stores/session';

/**
 * SPEC §2 Earn tab: the invitation programme. Signed in: the invite link (copy, share, QR),
 * the rules the server states, the totals, the agent rebate claim and the team. Signed out:
 * the programme in general words and a sign-in that comes back here.
 */
export default function Earn() {
  const uid = useSession((s) => (isLoggedIn(s) ? s.uid : ''));
  if (!uid) {
    return (
      <div className="earn" data-testid="earn-page">
        <SignedOutEarn
          onSignIn={() => {
            rememberReturn(PAGES.earn.Earn);
            go('navigateTo', LOGIN);
          }}
        />
      </div>
    );
  }
  return <SignedInEarn uid={uid} />;
}

function SignedInEarn({ uid }: { uid: string }) {
  const { t } = useTranslation();
  const q = useQuery(agentInfoQuery(uid));
  const info = q.data;
  if (!info) {
    return (
      <div className="earn" data-testid="earn-page">
        {q.isError ? <QueryError onRetry={() => void q.refetch()} /> : <PageLoading />}
      </div>
    );
  }
  return (
    <div className="earn" data-testid="earn-page">
      <InviteLink url={info.referralUrl} code={info.inviteCode} />
      <ProgrammeRules programme={info.programme} />
      <EarnTotals totals={info.totals} />
      <RebateClaim rebate={info.rebate} />
      <TeamList uid={uid} />
      <button
        type="button"
        className="btn btn-ghost btn-block earn-ranks"
        data-testid="earn-ranks"
        onClick={() => go('navigateTo', PAGES.promo.InvitationalRanks)}
      >
        {t('earn.ranks')}
      </button>
    </div>
  );
}
