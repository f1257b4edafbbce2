import type { ReportFigures } from '@cardroom/contract/console';
import { CLEARING_ACCOUNTS } from './rollup.js';

/** One summed row of `report_house_days` (over a day or a range). */
export interface HouseSum {
  type: string;
  account: string;
  key: string;
  amount: number;
  movements: number;
}

/** What the player-day rows give a range: counts of players. */
export interface PlayerCounts {
  depositors: number;
  firstTimeDepositors: number;
  activePlayers: number;
  newPlayers: number;
}

const clearing: ReadonlySet<string> = new Set(CLEARING_ACCOUNTS);

/**
 * The figures from the house postings' sums: each is a sum of postings to one house account
 * for some movement types, signed so that money the house received is positive
 * (docs/OPERATIONS.md "Reports"). Pure: the same rows always give the same figures.
 */
export function figuresOf(rows: readonly HouseSum[], players: PlayerCounts): ReportFigures {
  const sum = (pick: (r: HouseSum) => boolean) => {
    let amount = 0;
    let count = 0;
    for (const r of rows) {
      if (!pick(r)) continue;
      amount += r.amount;
      count += r.movements;
    }
    return { amount, count };
  };
  const deposits = sum((r) => r.type === 'deposit' && clearing.has(r.account));
  const requested = sum((r) => r.type === 'withdrawal' && r.account === 'pending_withdrawals');
  const paid = sum((r) => r.type === 'withdrawal_settled' && r.account === 'pending_withdrawals');
  const returned = sum(
    (r) => r.type === 'withdrawal_refund' && r.account === 'pending_withdrawals',
  );
  const fees = sum((r) => r.account === 'withdrawal_fees');
  const turnover = sum((r) => r.type === 'bet' && r.account === 'game');
  const wins = sum((r) => r.type === 'win' && r.account === 'game');
  const refunds = sum((r) => r.type === 'bet_refund' && r.account === 'game');
  const ggr = sum((r) => r.account === 'game');
  const bonus = sum((r) => r.account === 'promotion_expense');
  const adjustments = sum((r) => r.account === 'manual_adjustments');
  const bonusCost = -bonus.amount;
  const adjusted = -adjustments.amount;
  return {
    deposits: { amount: -deposits.amount, count: deposits.count },
    depositors: players.depositors,
    firstTimeDepositors: players.firstTimeDepositors,
    withdrawalsRequested: requested,
    withdrawalsPaid: { amount: -paid.amount, count: paid.count },
    withdrawalFees: fees.amount,
    withdrawalsReturned: { amount: -returned.amount, count: returned.count },
    turnover,
    wins: -wins.amount,
    betRefunds: -refunds.amount,
    ggr: ggr.amount,
    bonusCost,
    adjustments: adjusted,
    ngr: ggr.amount - bonusCost - adjusted,
    activePlayers: players.activePlayers,
    newPlayers: players.newPlayers,
  };
}
