import {
  LIMIT_MONEY_MAX,
  LIMIT_MONEY_STEP,
  LIMIT_SESSION_MAX_MINUTES,
  LIMIT_SESSION_MIN_MINUTES,
  type LimitKind,
  type LimitView,
  parseAmountToMinor,
} from '@cardroom/contract';

/** What the player typed for a limit: the value to send, or the text key of the problem. */
export type LimitInput =
  | { ok: true; value: number }
  | { ok: false; key: string; params?: Record<string, number> };

/**
 * Money limits are typed in whole currency units ("5,000"), the session limit in minutes;
 * checked here in the player's language before the server checks again.
 */
export function parseLimitInput(kind: LimitKind, text: string): LimitInput {
  const raw = text.trim();
  if (kind === 'session') {
    const minutes = /^\d{1,5}$/.test(raw) ? Number(raw) : Number.NaN;
    if (
      !Number.isInteger(minutes) ||
      minutes < LIMIT_SESSION_MIN_MINUTES ||
      minutes > LIMIT_SESSION_MAX_MINUTES
    ) {
      return {
        ok: false,
        key: 'limits.errSession',
        params: { min: LIMIT_SESSION_MIN_MINUTES, max: LIMIT_SESSION_MAX_MINUTES },
      };
    }
    return { ok: true, value: minutes };
  }
  const minor = parseAmountToMinor(raw);
  if (minor === null) return { ok: false, key: 'limits.errAmount' };
  if (minor % LIMIT_MONEY_STEP !== 0) return { ok: false, key: 'limits.errWhole' };
  if (minor > LIMIT_MONEY_MAX) return { ok: false, key: 'limits.errTooLarge' };
  return { ok: true, value: minor };
}

/** A first or lower limit applies at once; a higher one or a removal waits 24 hours. */
export function appliesAtOnce(current: number | null, wanted: number | null): boolean {
  return wanted !== null && (current === null || wanted <= current);
}

/** How full a money limit is this period, 0 to 1 (for the bar); 0 without a limit. */
export function usedShare(view: Pick<LimitView, 'value' | 'used'>): number {
  if (view.value === null) return 0;
  if (view.value === 0) return 1;
  return Math.min(1, Math.max(0, view.used / view.value));
}

/** The value as a form shows it to edit: whole units for money, minutes for the session. */
export function editText(kind: LimitKind, value: number | null): string {
  if (value === null) return '';
  return kind === 'session' ? String(value) : String(Math.floor(value / 100));
}
