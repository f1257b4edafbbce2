import type { Deps } from '../deps.js';
import type { SignInAttempt, SignInVerdict } from '../events.js';
import { breakGate } from '../modules/breaks/index.js';
import { sessionCap } from '../modules/limits/index.js';

/**
 * A sign-in is about to start a session (auth's `startSession`, every method):
 * 1. a break refuses it, or limits it to withdrawing when the player asks for that;
 * 2. a session-time limit caps how long the session lasts.
 */
export async function signIn(deps: Deps, attempt: SignInAttempt): Promise<SignInVerdict> {
  const scope = await breakGate(deps, attempt);
  const maxMs = await sessionCap(deps, deps.db, attempt.userId);
  return { scope, maxMs };
}
