import type { Locale } from '@cardroom/contract';
import type { Deps } from '../../deps.js';

/** A sign-in about to start a session (every method goes through `startSession`). */
export interface SignInAttempt {
  userId: number;
  locale: Locale;
  /** `withdraw`: the player asks for a session limited to withdrawing (during a break). */
  purpose: 'withdraw' | undefined;
  /** The device signing in (a break holds the devices of the person who took it). */
  deviceNumber?: string | undefined;
}

/**
 * Answers `full` to let the sign-in through, `withdrawOnly` for a session limited to the
 * calls a break allows, or throws an AppError to refuse it (the player reads its message).
 */
export type SignInGate = (attempt: SignInAttempt) => Promise<'full' | 'withdrawOnly'>;

/**
 * Gates per app instance (keyed on its `deps`): the breaks module registers in its `setup`,
 * auth imports nothing of it.
 */
const gatesByApp = new WeakMap<Deps, SignInGate[]>();

export function onSignIn(deps: Deps, gate: SignInGate): void {
  gatesByApp.set(deps, [...(gatesByApp.get(deps) ?? []), gate]);
}

/** The session's scope after every gate: one `withdrawOnly` answer limits it. */
export async function runSignInGates(
  deps: Deps,
  attempt: SignInAttempt,
): Promise<'full' | 'withdrawOnly'> {
  let scope: 'full' | 'withdrawOnly' = 'full';
  for (const gate of gatesByApp.get(deps) ?? []) {
    if ((await gate(attempt)) === 'withdrawOnly') scope = 'withdrawOnly';
  }
  return scope;
}
