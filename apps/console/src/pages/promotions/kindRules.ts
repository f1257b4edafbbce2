import { amountText, readAmount } from '../../money';
import { type BoardMinimum, boardRowsOf, boardRowsOfDraft, readBoards } from './boards';
import { type RowsRead, rowsDraft } from './rows';
import { readTasks, taskRowsOf, taskRowsOfDraft } from './tasks';
import { readTiers, rowsOfDraft, tierRowsOf } from './tiers';
/**
 * The rules fields of each kind of promotion, as the operator types them: money in currency
 * units as the market writes money (the contract's one reader, never through a float), whole
 * numbers, a choice, or a table where the rules hold a list (first-deposit tiers, prize boards,
 * sign-up tasks: rows added and removed, problems named by row). Every kind's rules fit these
 * fields, so no kind is typed as JSON.
 * The server checks the result against the kind's schema (the one the CLI uses) and names
 * the field it refuses.
 */
export type RuleField =
  | { key: string; label: string; type: 'money' | 'int'; hint?: string }
  | { key: string; label: string; type: 'choice'; options: string[] }
  | { key: string; label: string; type: 'money7' }
  | TableField;

/** A field edited as a table of rows (rows.ts): its draft is the rows as JSON text. */
export type TableField =
  | { key: string; label: string; type: 'tiers' }
  | { key: string; label: string; type: 'tasks' }
  | { key: string; label: string; type: 'boards'; minimum: BoardMinimum };

/** How a table field's stored value becomes rows, and its rows the rules' value. */
function tableOf(f: TableField): {
  draft: (stored: unknown, sign: string) => string;
  read: (draft: string, sign: string) => RowsRead<unknown>;
} {
  if (f.type === 'tiers') {
    return {
      draft: (v, sign) => rowsDraft(tierRowsOf(v, sign)),
      read: (d, sign) => readTiers(rowsOfDraft(d), sign),
    };
  }
  if (f.type === 'tasks') {
    return {
      draft: (v, sign) => rowsDraft(taskRowsOf(v, sign)),
      read: (d, sign) => readTasks(taskRowsOfDraft(d), sign),
    };
  }
  return {
    draft: (v, sign) => rowsDraft(boardRowsOf(v, sign, f.minimum)),
    read: (d, sign) => readBoards(boardRowsOfDraft(d), sign, f.minimum),
  };
}

const isTable = (f: RuleField): f is TableField =>
  f.type === 'tiers' || f.type === 'tasks' || f.type === 'boards';

export const RULE_FIELDS: Record<string, RuleField[]> = {
  checkin: [
    { key: 'rewards', label: 'Reward of day 1 … day 7', type: 'money7' },
    { key: 'minDeposit', label: 'Deposit needed that day (0 = none)', type: 'money' },
    { key: 'minBet', label: 'Valid bets needed that day (0 = none)', type: 'money' },
  ],
  first_deposit: [
    { key: 'minDeposit', label: 'Smallest deposit that earns the bonus', type: 'money' },
    { key: 'tiers', label: 'Tiers', type: 'tiers' },
    { key: 'dailyCap', label: 'Most bonus per player and day', type: 'money' },
    { key: 'mode', label: 'Paid', type: 'choice', options: ['auto', 'claim'] },
    { key: 'claimDays', label: 'Days a bonus stays claimable (claim mode)', type: 'int' },
  ],
  gift_code: [],
  ranking: [{ key: 'boards', label: 'Prize boards', type: 'boards', minimum: 'minBet' }],
  rebate: [
    { key: 'bps', label: 'Rebate in basis points (3500 = 35%)', type: 'int', hint: '1 to 10000' },
    { key: 'dailyCap', label: 'Most rebate per player and day', type: 'money' },
    { key: 'minBasis', label: 'Smallest daily loss that pays', type: 'money' },
  ],
  signup: [
    { key: 'tasks', label: 'Tasks', type: 'tasks' },
    { key: 'reward', label: 'Reward', type: 'money' },
    { key: 'windowHours', label: 'Hours from sign-up to finish (at most 24)', type: 'int' },
    { key: 'keepDays', label: 'Days the reward waits for a claim (at most 7)', type: 'int' },
  ],
  vip: [],
  invite: [],
  agent_rebate: [],
  invite_ranking: [
    { key: 'boards', label: 'Prize boards', type: 'boards', minimum: 'minInvitees' },
  ],
};

/** What the kinds without rules fields are framed by (told on the form, not hidden). */
export const NO_RULES_NOTE: Record<string, string> = {
  gift_code:
    'Gift codes carry their own amounts: make codes from this promotion’s Gift codes screen.',
  vip: 'Level-up amounts are the vipLevels setting; this promotion carries the budget and the switch.',
  invite: 'The programme’s rules are the inviteRules setting; this frames its rewards.',
  agent_rebate: 'The programme’s rules are the inviteRules setting; this frames its rewards.',
};

/** A new promotion's starting rules per kind (what the CLI usage shows as the example). */
export const RULE_TEMPLATES: Record<string, Record<string, unknown>> = {
  checkin: {
    rewards: [100, 200, 300, 400, 500, 600, 1000].map((u) => u * 100),
    minDeposit: 0,
    minBet: 0,
  },
  first_deposit: {
    minDeposit: 50_000,
    tiers: [{ minAmount: 50_000, bps: 3000 }],
    dailyCap: 3_000_000,
    mode: 'auto',
    claimDays: 7,
  },
  ranking: {
    boards: { day: { prizes: [{ fromRank: 1, toRank: 1, amount: 5_000_000 }], minBet: 0 } },
  },
  rebate: { bps: 3500, dailyCap: 500_000, minBasis: 10_000 },
  signup: {
    tasks: [
      { kind: 'bind_phone' },
      { kind: 'first_deposit' },
      { kind: 'play_rounds', rounds: 3 },
      { kind: 'withdraw_password' },
    ],
    reward: 500_000,
    windowHours: 24,
    keepDays: 7,
  },
  invite_ranking: {
    boards: { day: { prizes: [{ fromRank: 1, toRank: 1, amount: 3_000_000 }], minInvitees: 1 } },
  },
};

export type RuleDraft = Record<string, string>;

/** Stored rules → the texts of the form's fields. */
export function draftOf(kind: string, rules: Record<string, unknown>, sign: string): RuleDraft {
  const draft: RuleDraft = {};
  for (const f of RULE_FIELDS[kind] ?? []) {
    const v = rules[f.key];
    if (f.type === 'money') draft[f.key] = typeof v === 'number' ? amountText(sign, v) : '';
    else if (f.type === 'money7') {
      const list = Array.isArray(v) ? v : [];
      for (let i = 0; i < 7; i++) {
        const d = list[i];
        draft[`${f.key}.${i}`] = typeof d === 'number' ? amountText(sign, d) : '';
      }
    } else if (isTable(f)) draft[f.key] = tableOf(f).draft(v, sign);
    else draft[f.key] = v === undefined ? '' : String(v);
  }
  return draft;
}

/** The form's texts → rules, or the problems per field (nothing is sent while there are any). */
export function rulesOf(
  kind: string,
  draft: RuleDraft,
  sign: string,
): { ok: true; rules: Record<string, unknown> } | { ok: false; problems: Record<string, string> } {
  const rules: Record<string, unknown> = {};
  const problems: Record<string, string> = {};
  const money = (key: string, text: string | undefined) => {
    const read = readAmount(sign, text ?? '', { allowZero: true });
    if (!read.ok) problems[key] = read.error;
    return read.ok ? read.minor : 0;
  };
  for (const f of RULE_FIELDS[kind] ?? []) {
    const text = draft[f.key] ?? '';
    if (f.type === 'money') rules[f.key] = money(f.key, text);
    else if (f.type === 'money7') {
      rules[f.key] = Array.from({ length: 7 }, (_, i) =>
        money(`${f.key}.${i}`, draft[`${f.key}.${i}`]),
      );
    } else if (f.type === 'int') {
      if (!/^\d+$/.test(text.trim())) problems[f.key] = 'a whole number';
      rules[f.key] = Number(text.trim());
    } else if (isTable(f)) {
      const read = tableOf(f).read(text, sign);
      if (read.ok) rules[f.key] = read.value;
      else {
        for (const [row, problem] of Object.entries(read.rows)) {
          problems[`${f.key}.${row}`] = problem;
        }
        if (read.list) problems[f.key] = read.list;
      }
    } else if (f.type === 'choice') rules[f.key] = text || f.options[0];
  }
  return Object.keys(problems).length ? { ok: false, problems } : { ok: true, rules };
}

/** What each kind is called on the console's pages (the code stays the server's and the CLI's). */
const KIND_NAMES: Record<string, string> = {
  checkin: 'Daily check-in',
  first_deposit: 'First-deposit bonus',
  gift_code: 'Gift codes',
  ranking: 'Betting leaderboard',
  rebate: 'Loss rebate',
  signup: 'Sign-up tasks',
  vip: 'VIP level-up rewards',
  invite: 'Invite friends',
  agent_rebate: 'Agent rebate',
  invite_ranking: 'Invitation leaderboard',
};

/** A kind's name; a kind this console does not know yet shows its code rather than nothing. */
export const kindName = (kind: string) => KIND_NAMES[kind] ?? kind;
