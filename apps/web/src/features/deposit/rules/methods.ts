import type { RechargeTypeItem } from '@cardroom/contract';

export const PREFIX_IN = '+91';

/** amountRange is JSON text `{"min": <minor>, "max": <minor>}`; anything unreadable is null. */
export function parseRange(text: string | null | undefined): { min: number; max: number } | null {
  if (!text) return null;
  try {
    const v: unknown = JSON.parse(text);
    if (typeof v !== 'object' || v === null) return null;
    const { min, max } = v as { min?: unknown; max?: unknown };
    const num = (x: unknown) =>
      typeof x === 'number' ? x : typeof x === 'string' && x.trim() !== '' ? Number(x) : Number.NaN;
    const lo = num(min);
    const hi = num(max);
    if (!Number.isFinite(lo) || !Number.isFinite(hi)) return null;
    return { min: lo, max: hi };
  } catch {
    return null;
  }
}

/** Inclusive at both ends (SPEC §5). A method without a readable range never fits. */
export function inRange(amount: number, rangeText: string): boolean {
  const r = parseRange(rangeText);
  return r !== null && amount >= r.min && amount <= r.max;
}

export interface MethodChoice {
  /** The methods in display order, each with its `disable` flag for this amount. */
  list: RechargeTypeItem[];
  /** The selected method, or null when none fits. */
  selected: RechargeTypeItem | null;
}

/**
 * Payment method availability (SPEC §5).
 *
 * +91: a method is enabled only when `amount` is within its amountRange (inclusive) and the
 * operator has not disabled it. Above `rechargeTypeLimit` (default 0) the methods are sorted
 * by showWeight, heaviest first; otherwise by showOffset, smallest first (a stable sort, so
 * equal keys keep the server's order). The first enabled method is selected; none → null.
 *
 * Other prefixes: the list is kept as sent and the method with isDefault == 1 is selected
 * (when none is marked, the first one that is not disabled).
 */
export function chooseMethods(
  list: readonly RechargeTypeItem[],
  amount: number,
  prefix: string,
  rechargeTypeLimit = 0,
): MethodChoice {
  if (prefix !== PREFIX_IN) {
    const items = [...list];
    const selected = items.find((m) => m.isDefault === 1) ?? items.find((m) => !m.disable) ?? null;
    return { list: items, selected };
  }
  const limit = Number.isFinite(rechargeTypeLimit) ? rechargeTypeLimit : 0;
  const byWeight = amount > limit;
  const items = list
    .map((m) => ({ ...m, disable: m.disable || !inRange(amount, m.amountRange) }))
    .sort((a, b) => (byWeight ? b.showWeight - a.showWeight : a.showOffset - b.showOffset));
  return { list: items, selected: items.find((m) => !m.disable) ?? null };
}
