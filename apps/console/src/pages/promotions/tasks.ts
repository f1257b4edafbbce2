import {
  SIGNUP_MAX_ROUNDS,
  type SignupTask,
  signupTaskKinds,
  signupTaskProblem,
  signupTasksProblem,
} from '@cardroom/contract';
import { amountText, readAmount } from '../../money';
import { draftRows, type RowsRead, readDone, textOf, wholeOf } from './rows';

/**
 * The sign-up promotion's tasks as the console's list editor holds them: one row per task, in
 * the order players see them, its kind chosen from the kinds the server accepts and the kind's
 * own field (rounds to play, or valid bets in the market's major units). Checked with the limits
 * of the server's schema (`signupTaskList` in the contract, through `signupTaskProblem` and
 * `signupTasksProblem`: zod is inert in the console's bundle); a problem names its row.
 */
export interface TaskRow {
  kind: string;
  rounds: string;
  amount: string;
}

/** What each task is called on the form (the value stays the server's code). */
export const TASK_NAMES: Record<string, string> = {
  bind_phone: 'Bind a phone number',
  first_deposit: 'Make a first deposit',
  play_rounds: 'Play rounds',
  withdraw_password: 'Set a withdrawal password',
  valid_bet: 'Valid bets of at least',
};

/** A new task: the first kind not on the list yet (none left: null). */
export function nextTask(rows: readonly TaskRow[]): TaskRow | null {
  const kind = signupTaskKinds.find((k) => !rows.some((r) => r.kind === k));
  return kind ? { kind, rounds: kind === 'play_rounds' ? '3' : '', amount: '' } : null;
}

/** Stored tasks → rows to edit (anything that is not a list starts as the first kind). */
export function taskRowsOf(tasks: unknown, sign: string): TaskRow[] {
  const list = Array.isArray(tasks) ? (tasks as Partial<Record<string, unknown>>[]) : [];
  const rows = list.map((t) => ({
    kind: textOf(t?.kind),
    rounds: textOf(t?.rounds),
    amount: typeof t?.amount === 'number' ? amountText(sign, t.amount) : '',
  }));
  const first = nextTask([]);
  return rows.length || !first ? rows : [first];
}

/** Rows → tasks (each with only its kind's own field), or what is wrong with each row. */
export function readTasks(rows: readonly TaskRow[], sign: string): RowsRead<SignupTask[]> {
  const problems: Record<string, string> = {};
  const tasks = rows.map((r, i): SignupTask => {
    const wrong: string[] = [];
    let task = { kind: r.kind } as SignupTask;
    if (r.kind === 'play_rounds') {
      const rounds = wholeOf(r.rounds);
      if (rounds === null) wrong.push('rounds: a whole number');
      task = { kind: 'play_rounds', rounds: rounds ?? 0 };
    } else if (r.kind === 'valid_bet') {
      const amount = readAmount(sign, r.amount);
      if (!amount.ok) wrong.push(`valid bets: ${amount.error}`);
      task = { kind: 'valid_bet', amount: amount.ok ? amount.minor : 0 };
    }
    if (wrong.length === 0) {
      const field = signupTaskProblem(task);
      if (field === 'kind') wrong.push('task: choose one of the list');
      else if (field === 'rounds') wrong.push(`rounds: from 1 to ${SIGNUP_MAX_ROUNDS}`);
      else if (field === 'amount') wrong.push('valid bets: too large');
    }
    if (rows.findIndex((o) => o.kind === r.kind) < i) wrong.push('this task is already above');
    if (wrong.length) problems[i] = wrong.join('; ');
    return task;
  });
  const list =
    signupTasksProblem(rows.map((r) => r.kind)) === 'none' ? 'Add at least one task.' : null;
  return readDone(tasks, problems, list);
}

export const taskRowsOfDraft = (text: string | undefined): TaskRow[] =>
  draftRows(
    text,
    (r) => ({ kind: textOf(r.kind), rounds: textOf(r.rounds), amount: textOf(r.amount) }),
    () => taskRowsOf(undefined, ''),
  );
