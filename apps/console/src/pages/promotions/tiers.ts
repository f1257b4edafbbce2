import {
  DEPOSIT_BONUS_MAX_BPS,
  type DepositBonusTier,
  depositTierProblem,
} from '@cardroom/contract';
import { amountText, readAmount } from '../../money';

/**
 * The first-deposit tiers as the console's table editor holds them: one row per tier, the
 * minimum deposit typed in the market's major units (read by the contract's one money reader)
 * and the bonus in basis points. The rows are checked with the limits of the server's schema
 * (`firstDepositTiers`, through the contract's `depositTierProblem`: zod is inert in the
 * console's bundle), and a problem names its row.
 */
export interface TierRow {
  minAmount: string;
  bps: string;
}

export const emptyTier = (): TierRow => ({ minAmount: '', bps: '' });

/** Stored tiers → rows to edit (anything that is not a tier list starts as one empty row). */
export function tierRowsOf(tiers: unknown, sign: string): TierRow[] {
  const list = Array.isArray(tiers) ? (tiers as Partial<DepositBonusTier>[]) : [];
  const ok = list.every((t) => typeof t?.minAmount === 'number' && typeof t.bps === 'number');
  if (list.length === 0 || !ok) return [emptyTier()];
  return list.map((t) => ({
    minAmount: amountText(sign, t.minAmount ?? 0),
    bps: String(t.bps),
  }));
}

export type TiersRead =
  | { ok: true; tiers: DepositBonusTier[] }
  | { ok: false; rows: Record<number, string>; list: string | null };

/** Rows → tiers, or what is wrong with each row (and with the list as a whole). */
export function readTiers(rows: readonly TierRow[], sign: string): TiersRead {
  const problems: Record<number, string> = {};
  const tiers: DepositBonusTier[] = rows.map((r, i) => {
    const amount = readAmount(sign, r.minAmount, { allowZero: true });
    const bpsText = r.bps.trim();
    const wrong: string[] = [];
    if (!amount.ok) wrong.push(`minimum deposit: ${amount.error}`);
    if (!/^\d+$/.test(bpsText)) wrong.push('bonus: a whole number of basis points');
    if (wrong.length) problems[i] = wrong.join('; ');
    return { minAmount: amount.ok ? amount.minor : 0, bps: Number(bpsText) };
  });
  const list = rows.length === 0 ? 'Add at least one tier.' : null;
  if (Object.keys(problems).length === 0 && list === null) {
    tiers.forEach((t, i) => {
      const field = depositTierProblem(t);
      if (field === 'bps') {
        problems[i] =
          `bonus: from 1 to ${DEPOSIT_BONUS_MAX_BPS} basis points (${DEPOSIT_BONUS_MAX_BPS / 100}%)`;
      } else if (field === 'minAmount') problems[i] = 'minimum deposit: too large';
    });
    if (Object.keys(problems).length === 0) return { ok: true, tiers };
  }
  return { ok: false, rows: problems, list };
}

/** Stored in the form's draft as JSON of the rows (the draft is text per field). */
export const tiersDraft = (rows: readonly TierRow[]) => JSON.stringify(rows);

export function rowsOfDraft(text: string | undefined): TierRow[] {
  try {
    const v: unknown = JSON.parse(text ?? '');
    if (Array.isArray(v)) {
      return v.map((r: Partial<TierRow>) => ({
        minAmount: String(r.minAmount ?? ''),
        bps: String(r.bps ?? ''),
      }));
    }
  } catch {
    // Not rows: start with one empty row.
  }
  return [emptyTier()];
}
