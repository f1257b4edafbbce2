import {
  DEPOSIT_BONUS_MAX_BPS,
  type DepositBonusTier,
  depositTierProblem,
} from '@cardroom/contract';
import { amountText, readAmount } from '../../money';
import { draftRows, type RowsRead, readDone, textOf } from './rows';

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

/** Rows → tiers, or what is wrong with each row (and with the list as a whole). */
export function readTiers(rows: readonly TierRow[], sign: string): RowsRead<DepositBonusTier[]> {
  const problems: Record<string, string> = {};
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
  }
  return readDone(tiers, problems, list);
}

export const rowsOfDraft = (text: string | undefined): TierRow[] =>
  draftRows(
    text,
    (r) => ({ minAmount: textOf(r.minAmount), bps: textOf(r.bps) }),
    () => [emptyTier()],
  );
