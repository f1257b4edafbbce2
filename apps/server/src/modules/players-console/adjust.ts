import { amountProblem, MARKET_MONEY_LANGUAGE, parseMoneyInput } from '@cardroom/contract';
import type { Deps } from '../../deps.js';
import type { ConsoleCtx } from '../../http/console-router.js';
import { badRequest, conflict } from '../../http/errors.js';
import { balanceKey, IdempotencyConflict, InsufficientFunds } from '../ledger/index.js';
import { playerByUid } from './lookup.js';

export interface AdjustInput {
  playerUid: string;
  direction: 'credit' | 'debit';
  amount: string;
  reason: string;
  requestId: string;
}

/**
 * An operator's manual credit or debit of a player's cash: one ledger `adjustment` against
 * the house `manual_adjustments` account, keyed `adjust:<requestId>` so a doubled or retried
 * submission moves the money once, with its audit row in the same transaction (written only
 * by the request that moved the money). The ledger keeps the balance at or above zero: a
 * debit beyond it is refused and nothing moves. The player's records show it as Gift money
 * (records/balance.ts), negative for a debit.
 */
export async function adjustBalance(deps: Deps, input: AdjustInput, ctx: ConsoleCtx<true>) {
  // Read as the market writes money, the same reader the console checks it with: in Indonesia
  // "15,50" is refused (rupiah are whole) rather than read as 1,550, and "1,0,0" is refused.
  const market = deps.market.code;
  const read = parseMoneyInput(input.amount, market, MARKET_MONEY_LANGUAGE[market]);
  if (!read.ok) {
    const { key, params } = amountProblem(read);
    throw badRequest(key, params);
  }
  const minor = read.minor;
  const user = await playerByUid(deps, input.playerUid);
  const signed = input.direction === 'credit' ? minor : -minor;
  const key = `adjust:${input.requestId}`;
  try {
    return await deps.db.transaction(async (tx) => {
      const res = await deps.ledger.post(
        {
          key,
          type: 'adjustment',
          userId: user.id,
          reference: key,
          memo: { operator: ctx.operator.login, reason: input.reason },
          postings: [
            { account: { userId: user.id, kind: 'cash' }, amount: signed },
            { account: { house: 'manual_adjustments' }, amount: -signed },
          ],
        },
        tx,
      );
      const balance = res.replayed
        ? await deps.ledger.balance(tx, user.id, 'cash')
        : (res.balances.get(balanceKey(user.id, 'cash')) ?? 0);
      if (!res.replayed) {
        await ctx.audit(tx, {
          action: 'player.adjust',
          target: `player:${user.uid}`,
          // The balance the posting started from (read from its own answer, not a racy earlier read).
          before: { balance: balance - signed },
          after: { balance, amount: signed, reason: input.reason, key },
        });
      }
      return { uid: user.uid, amount: signed, balance, replayed: res.replayed };
    });
  } catch (err) {
    if (err instanceof InsufficientFunds) throw badRequest('consoleAdjustOverBalance');
    if (err instanceof IdempotencyConflict) throw conflict('consoleAdjustRequestReused');
    throw err;
  }
}
