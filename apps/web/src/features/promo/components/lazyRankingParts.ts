import { lazy } from 'react';

// The ranking pages' parts load with the page that shows them, not with the Promo tab.
const rankingParts = () => import('./RankingParts');
export const RankingTabs = lazy(() => rankingParts().then((m) => ({ default: m.RankingTabs })));
export const PrizeTable = lazy(() => rankingParts().then((m) => ({ default: m.PrizeTable })));
export const MyRank = lazy(() => rankingParts().then((m) => ({ default: m.MyRank })));
export const RankingList = lazy(() => rankingParts().then((m) => ({ default: m.RankingList })));
export const LastWinners = lazy(() => rankingParts().then((m) => ({ default: m.LastWinners })));
export const BoardCloses = lazy(() => rankingParts().then((m) => ({ default: m.BoardCloses })));
