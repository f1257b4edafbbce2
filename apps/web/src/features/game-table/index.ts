import { lazy } from 'react';

// The game-table feature: a house game's table (play, pay table, fairness check) and a round's
// detail sheet. Apart from the games lobby so Home's first load carries none of it.
export { default as GamePage, HouseGame, parseGameUrl } from './components/GamePage';

/** A round's detail sheet (cards, seeds, the fairness check); it loads when opened. */
export const RoundDetail = lazy(() => import('./components/RoundDetail'));
