import { signupTaskKinds } from '@cardroom/contract';
import { RowsHead } from './RowsHead';
import { movedRow, rowsDraft, type TableEditorProps, withoutRow, withRow } from './rows';
import { nextTask, TASK_NAMES, type TaskRow, taskRowsOfDraft } from './tasks';

/**
 * The sign-up tasks as a list: one row per task in the order players see them, its kind chosen
 * from the kinds the server accepts and the kind's own field (rounds, or valid bets in the
 * market's major units), rows added, removed and moved, each row's problem under it. The draft
 * keeps the rows as text; `rulesOf` reads and checks them when the form is sent.
 */
export function TaskEditor({ value, sign, onChange, problem }: TableEditorProps) {
  const rows = taskRowsOfDraft(value);
  const set = (next: TaskRow[]) => onChange(rowsDraft(next));
  const added = nextTask(rows);
  return (
    <div className="wide task-editor">
      <table aria-label="Sign-up tasks">
        <RowsHead columns={['Task', 'Its target']} actions="Order and remove" />
        <tbody>
          {rows.map((r, i) => {
            const edit = (c: Partial<TaskRow>) => set(withRow(rows, i, c));
            return (
              // biome-ignore lint/suspicious/noArrayIndexKey: rows have no identity but their place
              <tr key={i} data-task={r.kind}>
                <td>
                  <select
                    aria-label={`Task ${i + 1}`}
                    value={r.kind}
                    onChange={(e) => edit({ kind: e.target.value })}
                  >
                    {signupTaskKinds.map((k) => (
                      <option key={k} value={k}>
                        {TASK_NAMES[k] ?? k}
                      </option>
                    ))}
                  </select>
                  {problem(String(i))}
                </td>
                <td>
                  {r.kind === 'play_rounds' ? (
                    <input
                      aria-label={`Task ${i + 1}: rounds`}
                      inputMode="numeric"
                      value={r.rounds}
                      onChange={(e) => edit({ rounds: e.target.value })}
                    />
                  ) : r.kind === 'valid_bet' ? (
                    <input
                      aria-label={`Task ${i + 1}: valid bets (${sign})`}
                      inputMode="decimal"
                      value={r.amount}
                      onChange={(e) => edit({ amount: e.target.value })}
                    />
                  ) : (
                    <span className="muted">none</span>
                  )}
                </td>
                <td className="actions">
                  <button
                    type="button"
                    className="secondary"
                    disabled={i === 0}
                    onClick={() => set(movedRow(rows, i, -1))}
                  >
                    Move task {i + 1} up
                  </button>
                  <button
                    type="button"
                    className="secondary"
                    disabled={i === rows.length - 1}
                    onClick={() => set(movedRow(rows, i, 1))}
                  >
                    Move task {i + 1} down
                  </button>
                  <button
                    type="button"
                    className="secondary"
                    onClick={() => set(withoutRow(rows, i))}
                  >
                    Remove task {i + 1}
                  </button>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      {problem(null)}
      <button
        type="button"
        className="secondary"
        disabled={!added}
        onClick={() => added && set([...rows, added])}
      >
        Add a task
      </button>
    </div>
  );
}
