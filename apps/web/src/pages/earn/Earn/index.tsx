import { Suspense } from 'react';
import { PageLoading } from '../../../components/PageStatus';
import { SignedInEarn, SignedOutEarn } from '../../../features/earn';
import { go } from '../../../nav';
import { LOGIN, PAGES } from '../../../nav/pages';
import { rememberReturn } from '../../../nav/returnTo';
import { signedInUid, useSession } from '../../../stores/session';

/**
 * SPEC §2 Earn tab: the invitation programme. Signed in: the invite link (copy, share, QR),
 * the rules the server states, the totals, the agent rebate claim and the team. Signed out:
 * the programme in general words and a sign-in that comes back here.
 */
export default function Earn() {
  const uid = useSession(signedInUid);
  return (
    <div className="earn" data-testid="earn-page">
      {uid ? (
        <Suspense fallback={<PageLoading />}>
          <SignedInEarn uid={uid} />
        </Suspense>
      ) : (
        <SignedOutEarn
          onSignIn={() => {
            rememberReturn(PAGES.earn.Earn);
            go('navigateTo', LOGIN);
          }}
        />
      )}
    </div>
  );
}
