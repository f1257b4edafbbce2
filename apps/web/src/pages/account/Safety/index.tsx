import { LimitsPanel, SafetyLinks } from '../../../features/limits';
import { PAGES } from '../../../nav/pages';
import { isPlay, useApp } from '../../../stores/app';

/**
 * Safer play (issue 14): the player's limits (real money only: the play-money edition has no
 * money to limit), then the ways to take a break or be reminded of the time, which protect
 * time and so stay in both editions (those two pages belong to the breaks feature).
 */
export default function Safety() {
  const play = useApp(isPlay);
  return (
    <div className="page-pad" data-testid="safety-page">
      {!play && <LimitsPanel />}
      <SafetyLinks breakPath={PAGES.account.Break} realityPath={PAGES.account.RealityCheck} />
    </div>
  );
}
