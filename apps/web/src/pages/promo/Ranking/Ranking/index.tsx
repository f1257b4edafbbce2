import { RankingPage } from '../../../../features/promo';

/** SPEC §2 / §9 rankings: the daily, weekly and monthly boards by valid bet (RankingPage). */
export default function Ranking() {
  return <RankingPage metric="bet" testId="ranking-page" />;
}
