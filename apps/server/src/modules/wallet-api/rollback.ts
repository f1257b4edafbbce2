import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { addWagering, balanceKey, IdempotencyConflict, type Ledger } from '../ledger/index.js';
import { userByUid } from '../users/index.js';
import type { WalletHooks } from './hooks.js';
import { fingerprint } from './prints.js';
import { walletTransactions } from './schema.js';
import type { RollbackRequest, WalletAnswer, WalletStatus } from './types.js';

/** What a rollback needs of the wallet: its database, ledger, listeners, clock and answers. */
export interface RollbackContext {
  db: Db;
  ledger: Ledger;
  hooks: WalletHooks;
  now: () => Date;
  answer(
    r: { request_uuid: string; user: string },
    status: WalletStatus,
    balance?: number,
  ): WalletAnswer;
  prior(
    r: { provider: string; request_uuid: string; transaction_uuid: string; user: string },
    kind: 'rollback',
    print: string,
  ): Promise<WalletAnswer | null>;
}

/** Leaves a rollback's database transaction (rolling it back) and says why. */
class Stop extends Error {
  constructor(
    readonly why: 'again' | 'refuse',
    readonly status: WalletStatus = 'RS_ERROR_UNKNOWN',
  ) {
    super(why);
  }
}

/**
 * The seamless wallet's rollback: refunds an open bet once (its listeners told, the wagering
 * it counted put back), accepts one already rolled back or refused, refuses one settled, and
 * leaves a tombstone for an unknown bet so the bet is refused if it comes later.
 */
export async function rollbackBet(w: RollbackContext, r: RollbackRequest): Promise<WalletAnswer> {
  const print = fingerprint(['rollback', r.user, r.reference_transaction_uuid]);
  const betRef = `${r.provider}:${r.reference_transaction_uuid}`;
  try {
    return await w.db.transaction(async (tx) => {
      const [bet] = await tx
        .select()
        .from(walletTransactions)
        .where(
          and(
            eq(walletTransactions.provider, r.provider),
            eq(walletTransactions.transactionUuid, r.reference_transaction_uuid),
          ),
        )
        .for('update');
      if (bet && bet.kind !== 'bet' && bet.kind !== 'tombstone') {
        throw new Stop('refuse', 'RS_ERROR_TRANSACTION_DOES_NOT_EXIST');
      }
      if (bet && bet.user !== r.user)
        throw new Stop('refuse', 'RS_ERROR_TRANSACTION_DOES_NOT_EXIST');
      if (bet?.state === 'settled') throw new Stop('refuse', 'RS_ERROR_TRANSACTION_SETTLED');
      const userId = bet?.userId ?? (await userByUid(tx, r.user))?.id;
      if (!userId) throw new Stop('refuse', 'RS_ERROR_UNKNOWN');
      let balance: number | undefined;
      if (!bet) {
        // Unknown bet: accept, move nothing, and leave a tombstone so the bet is refused if it comes later.
        const [stone] = await tx
          .insert(walletTransactions)
          .values({
            provider: r.provider,
            transactionUuid: r.reference_transaction_uuid,
            kind: 'tombstone',
            userId,
            user: r.user,
            fingerprint: 'tombstone',
            createdAt: w.now(),
            state: 'rolled_back',
            status: 'RS_OK',
            balance: 0,
          })
          .onConflictDoNothing()
          .returning({ id: walletTransactions.id });
        if (!stone) throw new Stop('again');
      } else if (bet.state === 'open') {
        const posted = await w.ledger.post(
          {
            key: `rollback:${betRef}`,
            type: 'bet_refund',
            userId,
            reference: betRef,
            // The game, so the reports put the refund beside its game's bets (modules/reports).
            memo: { rollback: r.transaction_uuid, game: bet.gameCode },
            postings: [
              { account: { userId, kind: 'cash' }, amount: bet.amount },
              { account: { house: 'game' }, amount: -bet.amount },
            ],
          },
          tx,
        );
        balance = posted.balances.get(balanceKey(userId, 'cash'));
        // A refunded bet was never a valid bet: what it took off the requirement goes back on.
        if (bet.wageringCut > 0) {
          await addWagering(w.ledger, tx, userId, bet.wageringCut, `rollback:${betRef}`, betRef);
        }
        await tx
          .update(walletTransactions)
          .set({ state: 'rolled_back' })
          .where(eq(walletTransactions.id, bet.id));
        if (bet.validAmount > 0) {
          for (const listener of w.hooks.rolledBack()) {
            await listener(tx, { userId, validAmount: bet.validAmount });
          }
        }
      }
      // Already rolled back, a tombstone, or a bet refused for money: accepted, nothing moves.
      balance ??= await w.ledger.balance(tx, userId);
      const [row] = await tx
        .insert(walletTransactions)
        .values({
          provider: r.provider,
          transactionUuid: r.transaction_uuid,
          requestUuid: r.request_uuid,
          kind: 'rollback',
          userId,
          user: r.user,
          gameCode: r.game_code ?? null,
          round: r.round ?? null,
          referenceUuid: r.reference_transaction_uuid,
          fingerprint: print,
          createdAt: w.now(),
          state: 'done',
          status: 'RS_OK',
          balance,
        })
        .onConflictDoNothing()
        .returning({ id: walletTransactions.id });
      if (!row) throw new Stop('again');
      return w.answer(r, 'RS_OK', balance);
    });
  } catch (err) {
    if (!(err instanceof Stop || err instanceof IdempotencyConflict)) throw err;
    const prior = await w.prior(r, 'rollback', print);
    if (prior) return prior;
    return w.answer(r, err instanceof Stop ? err.status : 'RS_ERROR_UNKNOWN');
  }
}
