import type { RankingBoard } from '@cardroom/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { signedInUid, useSession } from '../../stores/session';
import { type RankingMetric, rankingBoardQuery } from './api';
import { PromoLoadState } from './components/PromoLoadState';
import {
  BoardCloses,
  LastWinners,
  MyRank,
  PrizeTable,
  RankingList,
  RankingTabs,
} from './components/RankingParts';
import { RulesText } from './components/RulesText';

/**
 * A ranking page, shared by the Ranking page (by valid bet) and the InvitationalRanks page (by
 * valid invitees): the Daily / Weekly / Monthly boards, the current period's top 50 (masked
 * names) with a countdown to its close, the player's own place pinned above the list, the
 * prize table, and last period's winners with whether each prize was paid (prizes are credited
 * by the server's job, so there is nothing to claim). Readable signed out.
 */
export function RankingPage({ metric, testId }: { metric: RankingMetric; testId: string }) {
  const [board, setBoard] = useState<RankingBoard>('day');
  const uid = useSession(signedInUid);
  // The previous board stays on screen while the next one loads: the tabs do not jump.
  const q = useQuery({
    ...rankingBoardQuery(metric, board, uid),
    placeholderData: keepPreviousData,
  });
  const view = q.data;

  if (!view) {
    return (
      <div className="promo" data-testid={testId}>
        <PromoLoadState error={q.error} isError={q.isError} onRetry={() => void q.refetch()} />
      </div>
    );
  }

  return (
    <div className="promo" data-testid={testId} data-board={view.board}>
      <header className="promo-hero">
        <h1>{view.title}</h1>
        <BoardCloses board={view.board} endsAt={view.endsAt} />
      </header>
      <RankingTabs value={board} onChange={setBoard} />
      <MyRank my={view.my} signedIn={uid !== ''} metric={metric} />
      <PrizeTable prizes={view.prizes} minScore={view.minScore} metric={metric} />
      <RankingList top={view.top} myRank={view.my?.rank ?? null} metric={metric} />
      {view.last && <LastWinners last={view.last} metric={metric} />}
      <RulesText text={view.rules} />
    </div>
  );
}
