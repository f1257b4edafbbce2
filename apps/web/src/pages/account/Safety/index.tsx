import { LimitsPanel } from '../../../features/limits';

/**
 * Safer play (issue 14): the player's limits, and the ways to take a break or be reminded of
 * the time (those two pages belong to the breaks feature). Real-money edition only.
 */
export default function Safety() {
  return (
    <div className="page-pad" data-testid="safety-page">
      <LimitsPanel
        breakPath="/pages/account/Safety/Break"
        realityPath="/pages/account/Safety/RealityCheck"
      />
    </div>
  );
}
