import { RowsHead } from './RowsHead';
import { rowsDraft, type TableEditorProps, withoutRow, withRow } from './rows';
import { emptyTier, rowsOfDraft, type TierRow } from './tiers';

/**
 * The first-deposit tiers as a table: one row per tier (minimum deposit in the market's major
 * units, bonus in basis points), rows added and removed, each row's problem under it. The
 * draft keeps the rows as text; `rulesOf` reads and checks them when the form is sent.
 */
export function TierEditor({ value, sign, onChange, problem }: TableEditorProps) {
  const rows = rowsOfDraft(value);
  const set = (next: TierRow[]) => onChange(rowsDraft(next));
  const edit = (i: number, change: Partial<TierRow>) => set(withRow(rows, i, change));
  return (
    <div className="wide tier-editor">
      <table aria-label="First-deposit tiers">
        <RowsHead
          columns={[`Deposit of at least (${sign})`, 'Bonus (basis points, 3000 = 30%)']}
          actions="Remove"
        />
        <tbody>
          {rows.map((r, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: rows have no identity but their place
            <tr key={i} data-tier={i}>
              <td>
                <input
                  aria-label={`Tier ${i + 1}: deposit of at least`}
                  inputMode="decimal"
                  value={r.minAmount}
                  onChange={(e) => edit(i, { minAmount: e.target.value })}
                />
                {problem(String(i))}
              </td>
              <td>
                <input
                  aria-label={`Tier ${i + 1}: bonus in basis points`}
                  inputMode="numeric"
                  value={r.bps}
                  onChange={(e) => edit(i, { bps: e.target.value })}
                />
              </td>
              <td>
                <button
                  type="button"
                  className="secondary"
                  disabled={rows.length <= 1}
                  onClick={() => set(withoutRow(rows, i))}
                >
                  Remove tier {i + 1}
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {problem(null)}
      <button type="button" className="secondary" onClick={() => set([...rows, emptyTier()])}>
        Add a tier
      </button>
    </div>
  );
}
