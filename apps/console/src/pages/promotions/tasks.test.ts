import { signupTaskList } from '@cardroom/contract';
import { describe, expect, it } from 'vitest';
import { movedRow, rowsDraft } from './rows';
import { nextTask, readTasks, type TaskRow, taskRowsOf, taskRowsOfDraft } from './tasks';

const task = (kind: string, rounds = '', amount = ''): TaskRow => ({ kind, rounds, amount });

describe('sign-up task rows', () => {
  it('keeps only each kind’s own field and round-trips', () => {
    const rows = [
      task('bind_phone', '9', '9'),
      task('play_rounds', '3', '5'),
      task('valid_bet', '', '100.000'),
    ];
    const read = readTasks(rows, 'Rp');
    expect(read).toEqual({
      ok: true,
      value: [
        { kind: 'bind_phone' },
        { kind: 'play_rounds', rounds: 3 },
        { kind: 'valid_bet', amount: 10_000_000 },
      ],
    });
    if (read.ok) {
      expect(taskRowsOf(read.value, 'Rp')).toEqual([
        task('bind_phone'),
        task('play_rounds', '3'),
        task('valid_bet', '', '100000'),
      ]);
    }
    expect(taskRowsOfDraft(rowsDraft(rows))).toEqual(rows);
    expect(taskRowsOfDraft('')).toEqual([task('bind_phone')]);
  });

  it('moves rows, offers a kind not used yet, and names the row of each problem', () => {
    const rows = [task('bind_phone'), task('play_rounds', '0'), task('bind_phone')];
    expect(movedRow(rows, 1, -1).map((r) => r.kind)).toEqual([
      'play_rounds',
      'bind_phone',
      'bind_phone',
    ]);
    expect(movedRow(rows, 2, 1)).toEqual(rows);
    expect(nextTask(rows)?.kind).toBe('first_deposit');
    const read = readTasks(rows, 'Rp');
    expect(read).toEqual({
      ok: false,
      rows: { 1: 'rounds: from 1 to 1000', 2: 'this task is already above' },
      list: null,
    });
    expect(readTasks([], 'Rp')).toEqual({ ok: false, rows: {}, list: 'Add at least one task.' });
  });

  it('accepts and refuses exactly what the server’s schema does', () => {
    const cases: TaskRow[][] = [
      [
        task('bind_phone'),
        task('first_deposit'),
        task('play_rounds', '3'),
        task('withdraw_password'),
      ],
      [task('play_rounds', '1000')],
      [task('play_rounds', '1001')],
      [task('play_rounds', '0')],
      [task('valid_bet', '', '1')],
      [task('valid_bet', '', '0')],
      [task('valid_bet', '', '100.000.000.000.000')],
      [task('spin_wheel')],
      [task('first_deposit'), task('first_deposit')],
      [],
    ];
    for (const rows of cases) {
      const asServer = rows.map((r) =>
        r.kind === 'play_rounds'
          ? { kind: r.kind, rounds: Number(r.rounds) }
          : r.kind === 'valid_bet'
            ? { kind: r.kind, amount: Number(r.amount.replaceAll('.', '')) * 100 }
            : { kind: r.kind },
      );
      expect([rows, readTasks(rows, 'Rp').ok]).toEqual([
        rows,
        signupTaskList.safeParse(asServer).success,
      ]);
    }
  });
});
