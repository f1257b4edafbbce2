import type { RiskFlag, RiskRuleName, RiskSummary } from '@cardroom/contract/console';
import { money } from './money';

/** Short names of the risk rules (docs/OPERATIONS.md "Risk rules" says what each means). */
export const RISK_RULE_LABELS: Record<RiskRuleName, string> = {
  withdrawOverDeposit: 'Withdraws more than deposited',
  bonusOverDeposit: 'Bonus cost high',
  fastInOut: 'Fast deposit → withdraw',
  sharedBankAccount: 'Shared bank account',
  sharedDevice: 'Shared device',
  sharedGoogle: 'Shared Google account',
  sharedAddress: 'Shared address',
  devicePileup: 'Many accounts per device',
  blockedDevice: 'Blocked player’s device',
  inviteFarm: 'Invitation farm',
};

/** The flags raised, each its name and a one-line reason with the figures; or that none is. */
export function RiskFlagList({ flags }: { flags: RiskFlag[] }) {
  if (flags.length === 0) return <span className="muted">No risk flag</span>;
  return (
    <ul className="plain risk-flags">
      {flags.map((f) => (
        <li key={f.rule} data-rule={f.rule}>
          <span className="flag">{RISK_RULE_LABELS[f.rule]}</span> {f.reason}
        </li>
      ))}
    </ul>
  );
}

/**
 * A queue card's or the player page's lines (inside a `dl.facts`): what the player deposited,
 * withdrew and received in bonuses, and the risk flags raised now.
 */
export function RiskFacts({ risk, sign }: { risk: RiskSummary; sign: string }) {
  const m = (minor: number) => money(sign, minor);
  return (
    <>
      <dt>Deposited / withdrawn / bonus</dt>
      <dd data-testid="risk-money">
        {m(risk.depositsTotal)} / {m(risk.withdrawalsTotal)} / {m(risk.bonusTotal)}
      </dd>
      <dt>Risk</dt>
      <dd data-testid="risk-flags">
        <RiskFlagList flags={risk.flags} />
      </dd>
    </>
  );
}
