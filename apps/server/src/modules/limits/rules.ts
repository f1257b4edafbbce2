import {
  LIMIT_MONEY_STEP,
  LIMIT_RAISE_DELAY_MS,
  LIMIT_SESSION_MAX_MINUTES,
  LIMIT_SESSION_MIN_MINUTES,
  type LimitKind,
  type LimitPeriod,
} from '@cardroom/contract';
import { badRequest } from '../../http/errors.js';
import type { PlayerLimitRow } from './schema.js';

/** A limit as it stands at one instant, a due pending change already applied. */
export interface Effective {
  value: number | null;
  pendingValue: number | null;
  pendingRemove: boolean;
  pendingAt: Date | null;
}

/** The row's state at `now`: a pending raise or removal whose 24 hours have passed is in force. */
export function effective(row: PlayerLimitRow | undefined, now: Date): Effective {
  if (!row) return { value: null, pendingValue: null, pendingRemove: false, pendingAt: null };
  if (row.pendingAt && row.pendingAt.getTime() <= now.getTime()) {
    return {
      value: row.pendingRemove ? null : row.pendingValue,
      pendingValue: null,
      pendingRemove: false,
      pendingAt: null,
    };
  }
  return {
    value: row.value,
    pendingValue: row.pendingValue,
    pendingRemove: row.pendingRemove,
    pendingAt: row.pendingAt,
  };
}

/**
 * What a change does (issue 14): a first limit, a lower one or the same one applies at once
 * (and cancels anything pending); a higher one or a removal waits 24 hours, replacing an
 * earlier pending change and starting its 24 hours again.
 */
export function change(current: Effective, wanted: number | null, now: Date): Effective {
  const atOnce = wanted !== null && (current.value === null || wanted <= current.value);
  if (atOnce) return { value: wanted, pendingValue: null, pendingRemove: false, pendingAt: null };
  if (current.value === null) {
    // Removing a limit that is not in force: only a pending raise to drop.
    return { value: null, pendingValue: null, pendingRemove: false, pendingAt: null };
  }
  return {
    value: current.value,
    pendingValue: wanted,
    pendingRemove: wanted === null,
    pendingAt: new Date(now.getTime() + LIMIT_RAISE_DELAY_MS),
  };
}

/** The row's period key: the money limits' day/week/month, 'session' for the session limit. */
export function periodKey(kind: LimitKind, period: LimitPeriod | null): string {
  if (kind === 'session') return 'session';
  if (period === null) throw badRequest('limitKindInvalid');
  return period;
}

/** Checks what zod cannot see alone: whole currency units, the session's range. */
export function checkValue(kind: LimitKind, value: number | null, unit: string): void {
  if (value === null) return;
  if (kind === 'session') {
    if (value < LIMIT_SESSION_MIN_MINUTES || value > LIMIT_SESSION_MAX_MINUTES) {
      throw badRequest('limitSessionRange', {
        min: LIMIT_SESSION_MIN_MINUTES,
        max: LIMIT_SESSION_MAX_MINUTES,
      });
    }
    return;
  }
  if (value % LIMIT_MONEY_STEP !== 0) throw badRequest('limitValueStep', { unit });
}
