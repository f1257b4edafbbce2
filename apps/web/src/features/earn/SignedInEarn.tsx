import { useQuery } from '@tanstack/react-query';
import { PageLoading } from '../../components/PageStatus';
import { QueryError } from '../../components/QueryError';
import { useTranslation } from '../../i18n';
import { go } from '../../nav';
import { PAGES } from '../../nav/pages';
import { agentInfoQuery } from './api';
import { EarnTotals } from './components/EarnTotals';
import { InviteLink } from './components/InviteLink';
import { ProgrammeRules } from './components/ProgrammeRules';
import { RebateClaim } from './components/RebateClaim';
import { TeamList } from './components/TeamList';

/**
 * The Earn tab of a signed-in player: the invite link (copy, share, QR), the rules the server
 * states, the totals, the agent rebate claim and the team.
 */
export function SignedInEarn({ uid }: { uid: string }) {
  const { t } = useTranslation();
  const q = useQuery(agentInfoQuery(uid));
  const info = q.data;
  if (!info) {
    return q.isError ? <QueryError onRetry={() => void q.refetch()} /> : <PageLoading />;
  }
  return (
    <>
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
    </>
  );
}
