import {
  amountProblemMessage,
  MARKET_MONEY_LANGUAGE,
  message,
  parseMoneyInput,
} from '@cardroom/contract';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Deps } from '../deps.js';
import { AppError, OperatorError } from '../http/errors.js';
import {
  bankStatementLines,
  confirmSelfUtr,
  creditAgentOrder,
  type DepositOrderRow,
  depositOrders,
  rejectOrder,
} from '../modules/deposits/index.js';
import { checkLedgerInvariants } from '../modules/ledger/index.js';
import { users } from '../modules/users/index.js';
import { walletKeyOf } from '../modules/wallet-api/index.js';
import { option } from './args.js';
import { opsMoney } from './money.js';

export const USAGE = `Usage: npm run ops -- <command>

  deposits pending [--type self_utr|agency|transfer|online|all]
                                        orders waiting for money or for the operator
  deposits flagged                      orders flagged for review (amount or currency mismatch)
  deposits show <orderNo>               one order in full
  deposits confirm-utr <orderNo>        credit a self-service UTR order (with its waiting bonus)
  deposits reject-utr <orderNo> --reason <text>
                                        reject a self-service UTR order
  deposits credit-agent <orderNo>       credit an agency order once the agent was paid
  deposits reject-agent <orderNo> --reason <text>
                                        reject an agency order
  ledger check                          check the ledger invariants (exit 1 on a violation)
  wallet-api key <provider>             the HMAC key a game aggregator signs wallet calls with
  withdrawals help                      withdrawal commands (list, approve, reject, …)
  promo help                            promotions and gift codes (list, create, edit, pause, end, …)
  inbox help                            player messages and broadcasts (send, list, cancel, player); faq …
  feedback help                         players' feedback (list, reply, close, screenshot)
  vip help                              VIP levels (levels, set-level, player)
  operator help                         console operators (create, list, disable, reset-totp)
  invite help                           the invitation programme (rules, player, hold, release)
  kyc help                              identity checks before withdrawals (list, approve, reject)
  live help                             live tables' hash chains (seed, chains)
`;

export type Out = (line: string) => void;

/**
 * An amount option in minor units, read as the market writes money (the one reader of the app:
 * `--amount 50.000` is fifty thousand rupiah); what it cannot read without guessing is refused.
 */
export function amountOption(deps: Deps, args: string[], name: string): number | undefined {
  const v = option(args, name);
  if (v === undefined) return undefined;
  const market = deps.market.code;
  const read = parseMoneyInput(v, market, MARKET_MONEY_LANGUAGE[market], { allowZero: true });
  if (!read.ok)
    throw new OperatorError(`--${name} is not an amount: ${amountProblemMessage(read, 'en')}`);
  return read.minor;
}

const money = (deps: Deps, minor: number) => opsMoney(deps.market.code, minor);

function describe(deps: Deps, o: DepositOrderRow, uid: string | undefined): string {
  const parts = [
    o.orderNo,
    o.depositType,
    o.status,
    money(deps, o.amount),
    `player ${uid ?? o.userId}`,
    `created ${o.createdAt.toISOString()}`,
  ];
  if (o.utr) parts.push(`utr ${o.utr}`);
  if (o.method && o.depositType === 'agency') parts.push(`agent ${o.method} (${o.remark})`);
  if (o.bonus > 0) parts.push(`bonus ${money(deps, o.bonus)}`);
  if (o.flagged) parts.push(`FLAGGED: ${o.flagReason ?? ''}`);
  return parts.join('  ');
}

async function uids(deps: Deps, rows: DepositOrderRow[]): Promise<Map<number, string>> {
  const ids = [...new Set(rows.map((r) => r.userId))];
  if (ids.length === 0) return new Map();
  const found = await deps.db
    .select({ id: users.id, uid: users.uid })
    .from(users)
    .where(inArray(users.id, ids));
  return new Map(found.map((u) => [u.id, u.uid]));
}

const TYPE_FILTER: Record<string, string[]> = {
  self_utr: ['self_utr'],
  agency: ['agency'],
  transfer: ['transfer_imps', 'transfer_upi'],
  online: ['online', 'va'],
};

/** Runs one command; a refusal from the services (OperatorError) is printed and exits 1. */
export async function refusalsExit(
  out: (line: string) => void,
  run: () => Promise<number>,
): Promise<number> {
  try {
    return await run();
  } catch (err) {
    if (err instanceof OperatorError) {
      out(`refused: ${err.message}`);
      return 1;
    }
    // A service's refusal (the sentence a console operator would read), in English.
    if (err instanceof AppError) {
      out(`refused: ${message(err.key, 'en', err.params)}`);
      return 1;
    }
    throw err;
  }
}

/**
 * Runs one operator command against the same services the API uses. Returns the exit
 * code; everything meant for the operator goes through `out`.
 */
export async function runOps(deps: Deps, args: string[], out: Out): Promise<number> {
  const [area, command, target] = args;
  return refusalsExit(out, async () => {
    if (area === 'ledger' && command === 'check') {
      const problems = await checkLedgerInvariants(deps.db);
      if (problems.length === 0) {
        out(
          'ledger ok: balances match postings, every transaction sums to zero, no negative balance, no reference credited twice',
        );
        return 0;
      }
      for (const p of problems) out(`VIOLATION ${p}`);
      return 1;
    }
    if (area === 'wallet-api' && command === 'key' && target) {
      // Configured (WALLET_API_KEYS), or outside production derived from APP_SECRET, so every
      // instance agrees without another secret to distribute.
      const key = walletKeyOf(deps.config, target);
      if (!key) {
        out(`no key for ${target}: in production wallet-API keys come from WALLET_API_KEYS only`);
        return 1;
      }
      out(key);
      return 0;
    }
    if (area !== 'deposits') {
      out(USAGE);
      return 2;
    }
    switch (command) {
      case 'pending': {
        const type = option(args, 'type') ?? 'all';
        const types = type === 'all' ? undefined : TYPE_FILTER[type];
        if (type !== 'all' && !types) {
          out(`unknown --type ${type}`);
          return 2;
        }
        const rows = await deps.db
          .select()
          .from(depositOrders)
          .where(
            and(
              eq(depositOrders.status, 'pending'),
              types ? inArray(depositOrders.depositType, types) : undefined,
            ),
          )
          .orderBy(asc(depositOrders.createdAt));
        const names = await uids(deps, rows);
        // A self-service UTR the bank statement already shows is easy to confirm.
        const utrs = rows.map((r) => r.utr).filter((u): u is string => !!u);
        const lines = utrs.length
          ? await deps.db
              .select()
              .from(bankStatementLines)
              .where(inArray(bankStatementLines.utr, utrs))
          : [];
        const seen = new Map(lines.map((l) => [l.utr, l.amount]));
        for (const o of rows) {
          const onStatement = o.utr ? seen.get(o.utr) : undefined;
          out(
            describe(deps, o, names.get(o.userId)) +
              (onStatement !== undefined ? `  on statement: ${money(deps, onStatement)}` : ''),
          );
        }
        out(`${rows.length} pending`);
        return 0;
      }
      case 'flagged': {
        const rows = await deps.db
          .select()
          .from(depositOrders)
          .where(eq(depositOrders.flagged, true))
          .orderBy(asc(depositOrders.createdAt));
        const names = await uids(deps, rows);
        for (const o of rows) out(describe(deps, o, names.get(o.userId)));
        out(`${rows.length} flagged`);
        return 0;
      }
      case 'show': {
        if (!target) break;
        const [o] = await deps.db
          .select()
          .from(depositOrders)
          .where(eq(depositOrders.orderNo, target));
        if (!o) {
          out(`no order ${target}`);
          return 1;
        }
        out(describe(deps, o, (await uids(deps, [o])).get(o.userId)));
        return 0;
      }
      case 'confirm-utr': {
        if (!target) break;
        const o = await confirmSelfUtr(deps, target);
        out(`credited ${o.orderNo}: ${money(deps, o.amount)} + bonus ${money(deps, o.bonus)}`);
        return 0;
      }
      case 'credit-agent': {
        if (!target) break;
        const o = await creditAgentOrder(deps, target);
        out(`credited ${o.orderNo}: ${money(deps, o.amount)} + bonus ${money(deps, o.bonus)}`);
        return 0;
      }
      case 'reject-utr':
      case 'reject-agent': {
        const reason = option(args, 'reason');
        if (!target || !reason) {
          out(`${command} needs <orderNo> and --reason <text>`);
          return 2;
        }
        const o = await rejectOrder(deps, target, reason, [
          command === 'reject-utr' ? 'self_utr' : 'agency',
        ]);
        out(`rejected ${o.orderNo}: ${reason}`);
        return 0;
      }
    }
    out(USAGE);
    return 2;
  });
}
