import { useDeposit } from '../../../stores/deposit';

/**
 * How long the operator takes with an order decided by hand (self-service UTR, agency, another
 * amount received), in hours: the setting the server counts the waiting bonus with
 * (getChargeInfo's `selfUtrBonus.handlingHours`, SPEC.md §9: 2-24). Null until it has loaded.
 */
export function useManualHandling(): { from: number; to: number } | null {
  const from = useDeposit((s) => s.chargeInfo.selfUtrBonus?.handlingHours.min);
  const to = useDeposit((s) => s.chargeInfo.selfUtrBonus?.handlingHours.max);
  return from === undefined || to === undefined ? null : { from, to };
}
