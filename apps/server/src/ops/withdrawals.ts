import { inArray } from 'drizzle-orm';
import type { Deps } from '../deps.js';
import { users } from '../modules/users/index.js';
import type { WithdrawOrderRow } from '../modules/withdrawals/index.js';
import {
  approveWithdrawal,
  ordersByStatus,
  rejectWithdrawal,
} from '../modules/withdrawals/index.js';
import { option } from './args.js';
import { refusalsExit } from './commands.js';
import { opsMoney } from './money.js';

export const WITHDRAWALS_USAGE = `Usage: npm run ops -- withdrawals <command>

  withdrawals list [--status review|approved|paying|success|failed|rejected|all]
                                        orders, oldest first (default: waiting for review)
  withdrawals approve <orderNo>         let an order wait for review go to the gateway
                                        (the running server sends it within seconds)
  withdrawals reject <orderNo> --reason <text>
                                        refuse it; the money goes back to the player
`;

const STATUSES = ['review', 'approved', 'paying', 'success', 'failed', 'rejected', 'refunded'];

function describe(deps: Deps, o: WithdrawOrderRow, uid: string | undefined): string {
  const money = (minor: number) => opsMoney(deps.market.code, minor);
  const b = o.beneficiary;
  return [
    o.orderNo,
    o.status,
    money(o.amount),
    `fee ${money(o.fee)}`,
    `arrives ${money(o.arrivalAmount)}`,
    `player ${uid ?? o.userId}`,
    `to ${b.name} ${b.bankName || b.bankCode} ${b.accountNumber}${b.ifsc ? ` ${b.ifsc}` : ''}`,
    `created ${o.createdAt.toISOString()}`,
    ...(o.flagged ? ['FLAGGED'] : []),
    ...(o.lastError ? [`last error: ${o.lastError}`] : []),
  ].join('  ');
}

/** `withdrawals list|approve|reject`, on the same services the API and the sandbox use. */
export async function runWithdrawalsOps(
  deps: Deps,
  args: string[],
  out: (line: string) => void,
): Promise<number> {
  const [, command, target] = args;
  const operator = process.env.USER ?? 'ops';
  return refusalsExit(out, async () => {
    if (command === 'list') {
      const status = option(args, 'status') ?? 'review';
      if (status !== 'all' && !STATUSES.includes(status)) {
        out(`unknown --status ${status}`);
        return 2;
      }
      const rows = await ordersByStatus(deps, status === 'all' ? null : status);
      const ids = [...new Set(rows.map((r) => r.userId))];
      const names = ids.length
        ? await deps.db
            .select({ id: users.id, uid: users.uid })
            .from(users)
            .where(inArray(users.id, ids))
        : [];
      const uid = new Map(names.map((n) => [n.id, n.uid]));
      for (const o of rows) out(describe(deps, o, uid.get(o.userId)));
      out(`${rows.length} ${status === 'all' ? 'orders' : status}`);
      return 0;
    }
    if (command === 'approve' && target) {
      const o = await approveWithdrawal(deps, target, operator);
      out(`approved ${o.orderNo}: ${opsMoney(deps.market.code, o.arrivalAmount)} to be paid out`);
      return 0;
    }
    if (command === 'reject' && target) {
      const reason = option(args, 'reason');
      if (!reason) {
        out('reject needs <orderNo> and --reason <text>');
        return 2;
      }
      const o = await rejectWithdrawal(deps, target, reason, operator);
      out(`rejected ${o.orderNo}: ${opsMoney(deps.market.code, o.amount)} returned to the player`);
      return 0;
    }
    out(WITHDRAWALS_USAGE);
    return 2;
  });
}
