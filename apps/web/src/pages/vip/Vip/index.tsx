import type { VipInfo } from '@cardroom/contract';
import { type QueryClient, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { PageLoading } from '../../../components/PageStatus';
import { QueryError } from '../../../components/QueryError';
import {
  VipCelebration,
  VipHistory,
  VipLevelCards,
  VipSummary,
  vipInfoQuery,
  vipLevelsQuery,
  vipTextKey,
} from '../../../features/vip';
import { useTranslation } from '../../../i18n';
import { go } from '../../../nav';
import { LOGIN, PAGES } from '../../../nav/pages';
import { rememberReturn } from '../../../nav/returnTo';
import { isPlay, useApp } from '../../../stores/app';
import { signedInUid, useSession } from '../../../stores/session';

/** What the tab waits for, asked for while the page still loads (router: prefetch). */
export function prefetch(client: QueryClient): void {
  const uid = signedInUid(useSession.getState());
  if (uid) void client.prefetchQuery(vipInfoQuery(uid));
  else void client.prefetchQuery(vipLevelsQuery());
}

/**
 * SPEC §2 Vip: the player's level, the progress to the next one, a card per level with its
 * benefits, the level-up history, and a one-time celebration after a level-up. A visitor sees
 * the level table and a way to sign in.
 */
export default function Vip() {
  const uid = useSession(signedInUid);
  return uid === '' ? <VisitorVip /> : <PlayerVip uid={uid} />;
}

function PlayerVip({ uid }: { uid: string }) {
  const { t } = useTranslation();
  const play = useApp(isPlay);
  const q = useQuery(vipInfoQuery(uid));
  const [closed, setClosed] = useState<number | null>(null);
  if (q.isError) return <QueryError onRetry={() => void q.refetch()} />;
  const info: VipInfo | undefined = q.data;
  if (!info) return <PageLoading />;
  const celebrate = info.celebrate && info.celebrate.level !== closed ? info.celebrate : null;
  return (
    <div className="vip" data-testid="vip-page">
      <VipSummary info={info} />
      <p className="vip-rule">{t(vipTextKey('rule', play))}</p>
      <VipLevelCards levels={info.levels} current={info.currentVipConfig.level} />
      <VipHistory history={info.history} />
      {celebrate && (
        <VipCelebration
          level={celebrate.level}
          reward={celebrate.reward}
          onClose={() => setClosed(celebrate.level)}
        />
      )}
    </div>
  );
}

/**
 * A visitor's sign-in and the rule need no data: they are drawn at once (the rule is the
 * page's largest text), and only the level table waits for its answer.
 */
function VisitorVip() {
  const { t } = useTranslation();
  const play = useApp(isPlay);
  const q = useQuery(vipLevelsQuery());
  const signIn = () => {
    rememberReturn(PAGES.vip.Vip);
    go('navigateTo', LOGIN);
  };
  return (
    <div className="vip" data-testid="vip-page">
      <section className="vip-signin">
        <h2>{t('vip.signInTitle')}</h2>
        <button
          type="button"
          className="btn btn-primary"
          data-testid="vip-sign-in"
          onClick={signIn}
        >
          {t('vip.signIn')}
        </button>
      </section>
      <p className="vip-rule">{t(vipTextKey('rule', play))}</p>
      {q.isError ? (
        <QueryError onRetry={() => void q.refetch()} />
      ) : q.data ? (
        <VipLevelCards levels={q.data.levels} current={null} />
      ) : (
        <PageLoading />
      )}
    </div>
  );
}
