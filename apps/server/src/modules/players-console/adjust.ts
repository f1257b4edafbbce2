import { amountProblem, MARKET_MONEY_LANGUAGE, parseMoneyInput } from '@cardroom/contract';
import type { Tx } from '../../db/client.js';
import type { Deps } from '../../deps.js';
import type { ConsoleCtx } from '../../http/console-router.js';
import { badRequest, conflict } from '../../http/errors.js';
import { type ApprovalAct, fourEyesRules, requestMoney } from '../approvals/index.js';
import { balanceKey, IdempotencyConflict, InsufficientFunds } from '../ledger/index.js';
import { playerByUid } from './lookup.js';

export interface AdjustInput {
  playerUid: string;
  direction: 'credit' | 'debit';
  amount: string;
  reason: string;
  requestId: string;
}

interface Posting {
  userId: number;
  uid: string;
  /** Signed minor units: positive credits the player. */
  signed: number;
  /** The ledger idempotency key: `adjust:<requestId>` direct, `approval:<id>` approved. */
  key: string;
  reason: string;
  /** Who asked (and, for an approved request, who approved). */
  memo: Record<string, string>;
}

/**
 * One ledger `adjustment` against the house `manual_adjustments` account, with its audit row in
 * the same transaction (written only by the call that moved the money). The ledger keeps the
 * balance at or above zero: a debit beyond it is refused and nothing moves. The player's
 * records show it as Gift money (records/balance.ts), negative for a debit.
 */
async function postAdjustment(deps: Deps, tx: Tx, p: Posting, ctx: ConsoleCtx<true>) {
  try {
    const res = await deps.ledger.post(
      {
        key: p.key,
        type: 'adjustment',
        userId: p.userId,
        reference: p.key,
        memo: { ...p.memo, reason: p.reason },
        postings: [
          { account: { userId: p.userId, kind: 'cash' }, amount: p.signed },
          { account: { house: 'manual_adjustments' }, amount: -p.signed },
        ],
      },
      tx,
    );
    const balance = res.replayed
      ? await deps.ledger.balance(tx, p.userId, 'cash')
      : (res.balances.get(balanceKey(p.userId, 'cash')) ?? 0);
    if (!res.replayed) {
      await ctx.audit(tx, {
        action: 'player.adjust',
        target: `player:${p.uid}`,
        // The balance the posting started from (read from its own answer, not a racy earlier read).
        before: { balance: balance - p.signed },
        after: { balance, amount: p.signed, reason: p.reason, key: p.key },
      });
    }
    return { balance, replayed: res.replayed };
  } catch (err) {
    if (err instanceof InsufficientFunds) throw badRequest('consoleAdjustOverBalance');
    if (err instanceof IdempotencyConflict) throw conflict('consoleAdjustRequestReused');
    throw err;
  }
}

/**
 * An operator's manual credit or debit of a player's cash. At or under the market's four-eyes
 * threshold (`fourEyes.adjustmentDirectMax`) it posts at once, keyed `adjust:<requestId>` so
 * a doubled or retried submission moves the money once. Above it, nothing moves: a money
 * request (deduplicated by the same request id) waits for a second operator, whose approval
 * posts it under `approval:<request id>` (adjustmentAct).
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
  const rules = await fourEyesRules(deps);
  if (minor > rules.adjustmentDirectMax) {
    return deps.db.transaction(async (tx) => {
      const req = await requestMoney(
        deps,
        tx,
        {
          kind: 'adjustment',
          payload: { userId: user.id, playerUid: user.uid, amount: signed, reason: input.reason },
          amount: signed,
          target: `player:${user.uid}`,
          note: input.reason,
          dedupeKey: `adjust:${input.requestId}`,
        },
        ctx,
      );
      const balance = await deps.ledger.balance(tx, user.id, 'cash');
      return {
        uid: user.uid,
        amount: signed,
        balance,
        replayed: !req.created,
        pendingApproval: String(req.id),
      };
    });
  }
  const key = `adjust:${input.requestId}`;
  const res = await deps.db.transaction((tx) =>
    postAdjustment(
      deps,
      tx,
      {
        userId: user.id,
        uid: user.uid,
        signed,
        key,
        reason: input.reason,
        memo: { operator: ctx.operator.login },
      },
      ctx,
    ),
  );
  return { uid: user.uid, amount: signed, ...res, pendingApproval: null };
}

/** What approving an adjustment request does: the posting, in the approval's transaction. */
export const adjustmentAct =
  (deps: Deps): ApprovalAct<'adjustment'> =>
  async (tx, request, ctx) => {
    const p = request.payload;
    await postAdjustment(
      deps,
      tx,
      {
        userId: p.userId,
        uid: p.playerUid,
        signed: p.amount,
        key: `approval:${request.id}`,
        reason: p.reason,
        memo: { operator: request.requesterLogin, approvedBy: ctx.operator.login },
      },
      ctx,
    );
    return undefined;
  };
