import {
  INVITE_RANKING_MAX_MIN_INVITEES,
  RANKING_MAX_RANK,
  type RankingPrize,
  rankingBoards,
  rankingMinimumOk,
  rankingPrizeProblem,
} from '@cardroom/contract';
import { amountText, readAmount } from '../../money';
import { draftRows, type RowsRead, readDone, textOf, wholeOf } from './rows';

/**
 * The prize boards of the `ranking` and `invite_ranking` promotions as the console's table
 * editor holds them: one row per board (its period, day, week or month, and what a winner
 * needs at the least: a valid bet in the market's major units, or a number of valid invitees),
 * each with its prize rows (ranks from-to, the prize in major units, read by the contract's one
 * money reader). Rows are checked with the limits of the server's schema (`rankingRules`,
 * `inviteRankingRules` in the contract, through `rankingPrizeProblem` and `rankingMinimumOk`:
 * zod is inert in the console's bundle); a problem is keyed by its board (`"1"`) or prize row
 * (`"1.3"`).
 */
export type BoardMinimum = 'minBet' | 'minInvitees';

export interface PrizeRow {
  fromRank: string;
  toRank: string;
  amount: string;
}
export interface BoardRow {
  period: string;
  minimum: string;
  prizes: PrizeRow[];
}

export type StoredBoard = { prizes: RankingPrize[] } & Partial<Record<BoardMinimum, number>>;

/** The prize row after `above`: the next rank alone. */
export function nextPrize(above: PrizeRow | undefined): PrizeRow {
  const after = wholeOf(above?.toRank ?? '0');
  const rank = after === null ? '' : String(Math.min(after + 1, RANKING_MAX_RANK));
  return { fromRank: rank, toRank: rank, amount: '' };
}

/** A new board: the first period not on the list yet (none left: null). */
export function nextBoard(rows: readonly BoardRow[]): BoardRow | null {
  const period = rankingBoards.find((p) => !rows.some((r) => r.period === p));
  return period ? { period, minimum: '0', prizes: [nextPrize(undefined)] } : null;
}

/** Stored boards → rows to edit, day, week, month (anything else starts as one day board). */
export function boardRowsOf(boards: unknown, sign: string, minimum: BoardMinimum): BoardRow[] {
  const stored = (typeof boards === 'object' && boards ? boards : {}) as Record<
    string,
    Partial<StoredBoard> | undefined
  >;
  const rows: BoardRow[] = [];
  for (const period of rankingBoards) {
    const b = stored[period];
    if (!b) continue;
    const min = b[minimum] ?? 0;
    rows.push({
      period,
      minimum: minimum === 'minBet' ? amountText(sign, min) : String(min),
      prizes: (Array.isArray(b.prizes) ? b.prizes : []).map((p) => ({
        fromRank: textOf(p.fromRank),
        toRank: textOf(p.toRank),
        amount: typeof p.amount === 'number' ? amountText(sign, p.amount) : '',
      })),
    });
  }
  const first = nextBoard([]);
  return rows.length || !first ? rows : [first];
}

const PRIZE_PROBLEM = {
  fromRank: `from rank: 1 to ${RANKING_MAX_RANK}`,
  toRank: `to rank: from the row’s first rank to ${RANKING_MAX_RANK}`,
  amount: 'prize: too large',
} as const;

/** A board's prize rows → prizes, problems keyed `"<board>.<row>"`. */
function readPrizes(
  b: number,
  rows: readonly PrizeRow[],
  sign: string,
  problems: Record<string, string>,
): RankingPrize[] {
  let above: RankingPrize | undefined;
  return rows.map((r, i) => {
    const fromRank = wholeOf(r.fromRank);
    const toRank = wholeOf(r.toRank);
    const amount = readAmount(sign, r.amount);
    const wrong: string[] = [];
    if (fromRank === null) wrong.push('from rank: a whole number');
    if (toRank === null) wrong.push('to rank: a whole number');
    if (!amount.ok) wrong.push(`prize: ${amount.error}`);
    const prize = {
      fromRank: fromRank ?? 0,
      toRank: toRank ?? 0,
      amount: amount.ok ? amount.minor : 0,
    };
    if (wrong.length === 0) {
      const field = rankingPrizeProblem(prize, above);
      if (field === 'order') {
        wrong.push(`ranks follow the row above: from rank ${(above?.toRank ?? 0) + 1}`);
      } else if (field) wrong.push(PRIZE_PROBLEM[field]);
    }
    if (wrong.length) problems[`${b}.${i}`] = wrong.join('; ');
    // A row that does not read is not the row above the next one: only its own problem shows.
    above = wrong.length ? undefined : prize;
    return prize;
  });
}

/** Rows → the rules' `boards`, or what is wrong with each board and prize row. */
export function readBoards(
  rows: readonly BoardRow[],
  sign: string,
  minimum: BoardMinimum,
): RowsRead<Record<string, StoredBoard>> {
  const problems: Record<string, string> = {};
  const boards: Record<string, StoredBoard> = {};
  rows.forEach((row, b) => {
    const wrong: string[] = [];
    if (!(rankingBoards as readonly string[]).includes(row.period))
      wrong.push('period: day, week or month');
    else if (rows.findIndex((r) => r.period === row.period) < b) {
      wrong.push(`there is a ${row.period} board above`);
    }
    let min = 0;
    if (minimum === 'minBet') {
      const read = readAmount(sign, row.minimum, { allowZero: true });
      if (!read.ok) wrong.push(`smallest valid bet: ${read.error}`);
      else if (!rankingMinimumOk(minimum, read.minor)) wrong.push('smallest valid bet: too large');
      else min = read.minor;
    } else {
      const n = wholeOf(row.minimum);
      if (n === null || !rankingMinimumOk(minimum, n)) {
        wrong.push(`valid invitees: a whole number from 0 to ${INVITE_RANKING_MAX_MIN_INVITEES}`);
      } else min = n;
    }
    if (wrong.length) problems[b] = wrong.join('; ');
    boards[row.period] = { prizes: readPrizes(b, row.prizes, sign, problems), [minimum]: min };
  });
  return readDone(boards, problems, rows.length === 0 ? 'Add at least one board.' : null);
}

export const boardRowsOfDraft = (text: string | undefined): BoardRow[] =>
  draftRows(
    text,
    (r) => ({
      period: textOf(r.period),
      minimum: textOf(r.minimum),
      prizes: Array.isArray(r.prizes)
        ? r.prizes.map((p: Record<string, unknown>) => ({
            fromRank: textOf(p?.fromRank),
            toRank: textOf(p?.toRank),
            amount: textOf(p?.amount),
          }))
        : [],
    }),
    () => {
      const first = nextBoard([]);
      return first ? [first] : [];
    },
  );
