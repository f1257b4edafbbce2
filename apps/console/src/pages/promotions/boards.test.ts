import { inviteRankingRules, rankingRules } from '@cardroom/contract';
import { describe, expect, it } from 'vitest';
import {
  type BoardRow,
  boardRowsOf,
  boardRowsOfDraft,
  nextBoard,
  nextPrize,
  readBoards,
} from './boards';
import { rowsDraft } from './rows';

const prize = (fromRank: string, toRank: string, amount: string) => ({ fromRank, toRank, amount });

describe('prize board rows', () => {
  it('reads major units in the market’s way and keeps round trips exact', () => {
    const rows: BoardRow[] = [
      {
        period: 'day',
        minimum: '0',
        prizes: [prize('1', '1', '50.000'), prize('4', '10', '10.000')],
      },
      { period: 'month', minimum: '1.000.000', prizes: [] },
    ];
    const read = readBoards(rows, 'Rp', 'minBet');
    expect(read).toEqual({
      ok: true,
      value: {
        day: {
          prizes: [
            { fromRank: 1, toRank: 1, amount: 5_000_000 },
            { fromRank: 4, toRank: 10, amount: 1_000_000 },
          ],
          minBet: 0,
        },
        month: { prizes: [], minBet: 100_000_000 },
      },
    });
    if (read.ok) {
      expect(rankingRules.parse({ boards: read.value })).toEqual({ boards: read.value });
      expect(boardRowsOf(read.value, 'Rp', 'minBet')).toEqual([
        {
          period: 'day',
          minimum: '0',
          prizes: [prize('1', '1', '50000'), prize('4', '10', '10000')],
        },
        { period: 'month', minimum: '1000000', prizes: [] },
      ]);
    }
    // Invitational boards count invitees; rupees keep their paise.
    expect(
      readBoards(
        [{ period: 'week', minimum: '3', prizes: [prize('1', '2', '60.50')] }],
        '₹',
        'minInvitees',
      ),
    ).toEqual({
      ok: true,
      value: { week: { prizes: [{ fromRank: 1, toRank: 2, amount: 6050 }], minInvitees: 3 } },
    });
    expect(boardRowsOfDraft(rowsDraft(rows))).toEqual(rows);
    expect(boardRowsOfDraft('not json')).toEqual([
      { period: 'day', minimum: '0', prizes: [prize('1', '1', '')] },
    ]);
  });

  it('offers the next rank and the next period, and no fourth board', () => {
    expect(nextPrize(prize('4', '10', '1'))).toEqual(prize('11', '11', ''));
    const three = ['day', 'week', 'month'].map((period) => ({ period, minimum: '0', prizes: [] }));
    expect(nextBoard(three.slice(0, 1))?.period).toBe('week');
    expect(nextBoard(three)).toBeNull();
  });

  it('names the board or prize row of each problem', () => {
    const read = readBoards(
      [
        {
          period: 'day',
          minimum: '0',
          prizes: [prize('1', '3', '50.000'), prize('3', '5', '1.000'), prize('6', 'x', '15,50')],
        },
        { period: 'day', minimum: 'lots', prizes: [prize('1', '51', '1'), prize('9', '8', '1')] },
      ],
      'Rp',
      'minBet',
    );
    expect(read.ok).toBe(false);
    if (read.ok) return;
    expect(Object.keys(read.rows).sort()).toEqual(['0.1', '0.2', '1', '1.0', '1.1']);
    expect(read.rows['0.1']).toBe('ranks follow the row above: from rank 4');
    expect(read.rows['0.2']).toMatch(/^to rank: a whole number; prize: /);
    expect(read.rows['1']).toMatch(/^there is a day board above; smallest valid bet: /);
    expect(read.rows['1.0']).toMatch(/^to rank: .* to 50$/);
    expect(read.rows['1.1']).toMatch(/^to rank: /);
    expect(readBoards([], 'Rp', 'minBet')).toEqual({
      ok: false,
      rows: {},
      list: 'Add at least one board.',
    });
  });

  it('accepts and refuses exactly what the server’s schemas do', () => {
    const board = (minimum: string, ...prizes: ReturnType<typeof prize>[]) => [
      { period: 'week', minimum, prizes },
    ];
    const cases: [BoardRow[], 'minBet' | 'minInvitees'][] = [
      [board('0', prize('1', '1', '1')), 'minBet'],
      [board('0'), 'minBet'],
      [board('0', prize('1', '50', '1')), 'minBet'],
      [board('0', prize('0', '1', '1')), 'minBet'],
      [board('0', prize('1', '51', '1')), 'minBet'],
      [board('0', prize('2', '1', '1')), 'minBet'],
      [board('0', prize('1', '1', '0')), 'minBet'],
      [board('0', prize('1', '1', '100.000.000.000.000')), 'minBet'],
      [board('100.000.000.000.000', prize('1', '1', '1')), 'minBet'],
      [board('0', prize('1', '2', '5'), prize('3', '3', '1')), 'minBet'],
      [board('0', prize('1', '2', '5'), prize('2', '3', '1')), 'minBet'],
      [board('0', prize('3', '4', '5'), prize('1', '2', '1')), 'minBet'],
      [board('100000', prize('1', '1', '1')), 'minInvitees'],
      [board('100001', prize('1', '1', '1')), 'minInvitees'],
      [[], 'minBet'],
      [[...board('0'), ...board('0')], 'minInvitees'],
    ];
    for (const [rows, minimum] of cases) {
      const read = readBoards(rows, 'Rp', minimum);
      const units = (t: string) => Number(t.replaceAll('.', '')) * 100;
      const asServer = {
        boards: Object.fromEntries(
          rows.map((b) => [
            b.period,
            {
              prizes: b.prizes.map((p) => ({
                fromRank: Number(p.fromRank),
                toRank: Number(p.toRank),
                amount: units(p.amount),
              })),
              [minimum]: minimum === 'minBet' ? units(b.minimum) : Number(b.minimum),
            },
          ]),
        ),
      };
      const schema = minimum === 'minBet' ? rankingRules : inviteRankingRules;
      // A repeated period cannot even be written as the server's object: the editor refuses it.
      const server =
        rows.length > new Set(rows.map((r) => r.period)).size
          ? false
          : schema.safeParse(asServer).success;
      expect([rows, read.ok]).toEqual([rows, server]);
    }
  });
});
