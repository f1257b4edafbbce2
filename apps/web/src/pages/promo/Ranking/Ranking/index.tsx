import type { RankingBoard } from '@cardroom/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import {
  BoardCloses,
  LastWinners,
  MyRank,
  PrizeTable,
  PromoLoadState,
  RankingList,
  RankingTabs,
  RulesText,
  rankingBoardQuery,
} from '../../../../features/promo';
import { isLoggedIn, useSession } from '../../../../stores/session';

/**
 * SPEC §2 / §9 rankings: daily, weekly and monthly boards by valid bet. The current period's
 * top 50 (masked names) with a countdown to its close, the player's own place pinned above the
 * list, the prize table, and last period's winners with whether each prize was paid (prizes
 * are credited by the server's job, so there is nothing to claim). Readable signed out.
 */
export default function Ranking() {
  const [board, setBoard] = useState<RankingBoard>('day');
  const uid = useSession((s) => (isLoggedIn(s) ? s.uid : ''));
  // The previous board stays on screen while the next one loads: the tabs do not jump.
  const q = useQuery({ ...rankingBoardQuery(board, uid), placeholderData: keepPreviousData });
  const view = q.data;

  if (!view) {
    return (
      <div className="promo" data-testid="ranking-page">
        <PromoLoadState error={q.error} isError={q.isError} onRetry={() => void q.refetch()} />
      </div>
    );
  }

  return (
    <div className="promo" data-testid="ranking-page" data-board={view.board}>
      <header className="promo-hero">
        <h1>{view.title}</h1>
        <BoardCloses board={view.board} endsAt={view.endsAt} />
      </header>
      <RankingTabs value={board} onChange={setBoard} />
      <MyRank my={view.my} signedIn={uid !== ''} />
      <PrizeTable prizes={view.prizes} minBet={view.minBet} />
      <RankingList top={view.top} myRank={view.my?.rank ?? null} />
      {view.last && <LastWinners last={view.last} />}
      <RulesText text={view.rules} />
    </div>
  );
}
