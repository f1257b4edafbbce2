import type { DeskWithdrawState, RiskFilter } from '@cardroom/contract/console';
import { readAmount } from '../../money';

/** The desk's states as finance names them. */
export const STATE_LABELS: Record<DeskWithdrawState, string> = {
  review: 'In review',
  approved: 'Approved',
  paying: 'Processing',
  success: 'Paid',
  failed: 'Failed (money held)',
  rejected: 'Rejected',
  refunded: 'Refunded',
};

/** The filter form as typed (amounts in the market's money, not yet minor units). */
export interface FilterForm {
  state: '' | DeskWithdrawState;
  method: '' | 'bank' | 'ewallet';
  amountMin: string;
  amountMax: string;
  from: string;
  to: string;
  vipLevel: string;
  q: string;
  risk: '' | RiskFilter;
}

export const EMPTY_FORM: FilterForm = {
  state: '',
  method: '',
  amountMin: '',
  amountMax: '',
  from: '',
  to: '',
  vipLevel: '',
  q: '',
  risk: '',
};

export interface DeskFilters {
  state?: DeskWithdrawState;
  method?: 'bank' | 'ewallet';
  amountMin?: number;
  amountMax?: number;
  from?: string;
  to?: string;
  vipLevel?: number;
  q?: string;
  risk?: RiskFilter;
}

/**
 * The form as the server's query, or what is wrong with it (an amount read the market's way:
 * "1.500.000" in Indonesia, "15,000.50" in India; a range that ends before it starts).
 */
export function toFilters(
  sign: string,
  f: FilterForm,
): { ok: true; filters: DeskFilters } | { ok: false; error: string } {
  const filters: DeskFilters = {};
  if (f.state) filters.state = f.state;
  if (f.method) filters.method = f.method;
  for (const side of ['amountMin', 'amountMax'] as const) {
    if (f[side].trim() === '') continue;
    const read = readAmount(sign, f[side]);
    if (!read.ok)
      return { ok: false, error: `${side === 'amountMin' ? 'From' : 'To'} amount: ${read.error}` };
    filters[side] = read.minor;
  }
  if (
    filters.amountMin !== undefined &&
    filters.amountMax !== undefined &&
    filters.amountMin > filters.amountMax
  ) {
    return { ok: false, error: 'The amount range ends below where it starts.' };
  }
  if (f.from) filters.from = f.from;
  if (f.to) filters.to = f.to;
  if (f.from && f.to && f.from > f.to) {
    return { ok: false, error: 'The date range ends before it starts.' };
  }
  if (f.vipLevel.trim() !== '') {
    const level = Number(f.vipLevel);
    if (!Number.isInteger(level) || level < 0 || level > 99) {
      return { ok: false, error: 'VIP level is a whole number from 0.' };
    }
    filters.vipLevel = level;
  }
  if (f.q.trim()) filters.q = f.q.trim();
  if (f.risk) filters.risk = f.risk;
  return { ok: true, filters };
}
