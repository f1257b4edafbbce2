import type { Deps } from '../../deps.js';

/**
 * Checks another module makes before a withdrawal is accepted (KYC): a gate refuses by
 * throwing an AppError the player reads. Registered in the other module's `setup`, per app
 * instance; withdrawals imports none of them.
 */
export type WithdrawGate = (userId: number) => Promise<void>;

const gatesByApp = new WeakMap<Deps, WithdrawGate[]>();

export function addWithdrawGate(deps: Deps, gate: WithdrawGate): void {
  gatesByApp.set(deps, [...(gatesByApp.get(deps) ?? []), gate]);
}

export async function runWithdrawGates(deps: Deps, userId: number): Promise<void> {
  for (const gate of gatesByApp.get(deps) ?? []) await gate(userId);
}
