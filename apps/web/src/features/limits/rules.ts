import {
  amountProblemMessage,
  LIMIT_MONEY_MAX,
  LIMIT_MONEY_STEP,
  LIMIT_SESSION_MAX_MINUTES,
  LIMIT_SESSION_MIN_MINUTES,
  type LimitKind,
  type LimitView,
  type Locale,
  type MarketCode,
  parseMoneyInput,
} from '@cardroom/contract';

/**
 * What the player typed for a limit: the value to send, or the problem: a text key of this
 * feature, or (money typed in a way we cannot read) the contract's message saying what was read.
 */
export type LimitInput =
  | { ok: true; value: number }
  | { ok: false; key: string; params?: Record<string, number> }
  | { ok: false; message: string };

/**
 * Money limits are typed in whole currency units the way the market writes money ("500.000" in
 * Indonesian, "5,00,000" in India), the session limit in minutes; checked here in the player's
 * language before the server checks again.
 */
export function parseLimitInput(
  kind: LimitKind,
  text: string,
  market: MarketCode,
  locale: Locale,
): LimitInput {
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
  if (raw === '') return { ok: false, key: 'limits.errAmount' };
  const read = parseMoneyInput(raw, market, locale, { wholeUnits: true, allowZero: true });
  if (!read.ok) {
    if (read.problem === 'tooLarge') return { ok: false, key: 'limits.errTooLarge' };
    return { ok: false, message: amountProblemMessage(read, locale) };
  }
  const minor = read.minor;
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
