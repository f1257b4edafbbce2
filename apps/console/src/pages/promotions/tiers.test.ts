import { firstDepositTiers } from '@cardroom/contract';
import { describe, expect, it } from 'vitest';
import { rowsDraft } from './rows';
import { readTiers, rowsOfDraft, tierRowsOf } from './tiers';

describe('first-deposit tier rows', () => {
  it('reads major units in the market’s way and keeps round trips exact', () => {
    const rows = [
      { minAmount: '50.000', bps: '3000' },
      { minAmount: '1.000.000', bps: '1500' },
    ];
    const read = readTiers(rows, 'Rp');
    expect(read).toEqual({
      ok: true,
      value: [
        { minAmount: 5_000_000, bps: 3000 },
        { minAmount: 100_000_000, bps: 1500 },
      ],
    });
    if (read.ok)
      expect(tierRowsOf(read.value, 'Rp')).toEqual([
        { minAmount: '50000', bps: '3000' },
        { minAmount: '1000000', bps: '1500' },
      ]);
    expect(readTiers([{ minAmount: '500.50', bps: '100' }], '₹')).toEqual({
      ok: true,
      value: [{ minAmount: 50_050, bps: 100 }],
    });
    expect(rowsOfDraft(rowsDraft(rows))).toEqual(rows);
    expect(rowsOfDraft('not json')).toEqual([{ minAmount: '', bps: '' }]);
  });

  it('names the row of each problem, as the server’s schema would refuse it', () => {
    const read = readTiers(
      [
        { minAmount: '50.000', bps: '3000' },
        { minAmount: '15,50', bps: '100' },
        { minAmount: '100.000', bps: '3001' },
        { minAmount: '200.000', bps: 'ten' },
      ],
      'Rp',
    );
    expect(read.ok).toBe(false);
    if (read.ok) return;
    expect(Object.keys(read.rows)).toEqual(['1', '3']);
    expect(read.rows[1]).toMatch(/^minimum deposit: /);
    expect(read.rows[3]).toMatch(/basis points/);
    // Once every row reads, the schema's limits name their rows too.
    const over = readTiers(
      [
        { minAmount: '50.000', bps: '3000' },
        { minAmount: '100.000', bps: '3001' },
        { minAmount: '200.000', bps: '0' },
      ],
      'Rp',
    );
    expect(over.ok).toBe(false);
    if (!over.ok) expect(Object.keys(over.rows)).toEqual(['1', '2']);
    expect(readTiers([], 'Rp')).toEqual({ ok: false, rows: {}, list: 'Add at least one tier.' });
  });

  it('accepts and refuses exactly what the server’s schema does', () => {
    const cases = [
      [{ minAmount: '0', bps: '1' }],
      [{ minAmount: '500', bps: '3000' }],
      [{ minAmount: '500', bps: '3001' }],
      [{ minAmount: '500', bps: '0' }],
      [
        { minAmount: '500', bps: '10' },
        { minAmount: '100.000.000.000.000', bps: '10' },
      ],
    ];
    for (const rows of cases) {
      const read = readTiers(rows, 'Rp');
      const asServer = rows.map((r) => ({
        minAmount: Number(r.minAmount.replaceAll('.', '')) * 100,
        bps: Number(r.bps),
      }));
      expect(read.ok).toBe(firstDepositTiers.safeParse(asServer).success);
    }
  });
});
