import { type BreakPeriod, exclusionPeriods, timeoutPeriods } from '@cardroom/contract';

/** The Break page's two groups, shortest first. */
export const BREAK_GROUPS: ReadonlyArray<{
  kind: 'timeout' | 'exclusion';
  periods: readonly BreakPeriod[];
}> = [
  { kind: 'timeout', periods: timeoutPeriods },
  { kind: 'exclusion', periods: exclusionPeriods },
];

/** The Break page asks twice: choose → review → confirm; nothing is sent before the last step. */
export type BreakStep = 'choose' | 'review' | 'confirm';

export function nextStep(step: BreakStep): BreakStep {
  return step === 'choose' ? 'review' : 'confirm';
}

/**
 * When the reality-check popup opens, in ms from now: the server's `nextCheckInSeconds`
 * (null: checks are off, no timer).
 */
export function popupDelayMs(nextCheckInSeconds: number | null): number | null {
  if (nextCheckInSeconds === null) return null;
  return Math.max(0, nextCheckInSeconds) * 1000;
}

/**
 * Schedules the popup: `open` runs once the delay passes; the answer cancels it (leaving the
 * page). After "Continue" the caller asks the server again and schedules the next one.
 */
export function schedulePopup(nextCheckInSeconds: number | null, open: () => void): () => void {
  const delay = popupDelayMs(nextCheckInSeconds);
  if (delay === null) return () => {};
  const timer = setTimeout(open, delay);
  return () => clearTimeout(timer);
}

/** "1 h 05 min" / "45 min" of a session's minutes. */
export function playedText(minutes: number, unitH: string, unitMin: string): string {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return h > 0 ? `${h} ${unitH} ${String(m).padStart(2, '0')} ${unitMin}` : `${m} ${unitMin}`;
}
