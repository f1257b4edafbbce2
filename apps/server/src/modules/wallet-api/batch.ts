import { sql } from 'drizzle-orm';
import { type Db, type DbOrTx, rawRows } from '../../db/client.js';
import { pgError } from '../../db/errors.js';
import type { GuardEntry } from '../../events.js';
import { type GuardedBet, type LimitReached, runBetGuards } from './guards.js';
import { SLOW_PATH, type WalletHooks } from './hooks.js';
import type { WalletStatus } from './types.js';

/** What wallet_bet and wallet_win (and the house functions wrapping them) answer. */
export interface Applied {
  status: WalletStatus;
  userId?: number;
  balance?: number;
  /** wallet_bet only (db/functions/wallet_bet.sql): the valid bet, the stake at risk it counted. */
  counted?: number;
  extra?: Record<string, unknown>;
}

/** The functions wallet_batch may call (wallet_op, migrations 0027 and 0029; live tables' bet and win). */
export type WalletFn =
  | 'wallet_bet'
  | 'house_bet'
  | 'wallet_win'
  | 'house_win'
  | 'house_round'
  | 'live_bet'
  | 'live_win';

/** One wallet operation: the function, its arguments, and (for a bet) what the guards read. */
export interface WalletOp {
  fn: WalletFn;
  args: unknown[];
  /** The player the request names: a batch holds one operation per player. */
  user: string;
  /** Bets only: asked of the guards before the statement, told to the listeners after. */
  bet?: GuardedBet;
}

/** An operation's error raised in the database, shaped as the driver's (code, message, detail). */
export class WalletOpError extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly detail?: string,
  ) {
    super(message);
  }
}

/** Errors of a whole batch worth running its operations again one by one. */
const RETRY_ALONE = new Set(['40P01', '40001', '57014']);

interface Pending {
  op: WalletOp;
  /** When it joined the queue (performance.now()). */
  at: number;
  resolve(applied: Applied): void;
  reject(err: unknown): void;
}

export interface BatchOptions {
  /** The most operations in one batch (each is a subtransaction: PostgreSQL caches 64). */
  maxOps: number;
  /** Batches running at once, each on its own connection. */
  inFlight: number;
  /**
   * While a batch runs, the next one starts only once this many operations wait, or once the
   * oldest of them has waited `spillAfterMs`; until then they wait for a running batch to end.
   * 1 (the default) starts every batch it can at once. More makes fewer batches side by side,
   * which costs PostgreSQL less CPU per round but measured a longer tail (docs/SCALING.md,
   * "Fewer batches side by side"): a knob for a database short of CPU, off by default.
   */
  spillAt: number;
  /** The longest an operation waits for a running batch before the next one starts anyway. */
  spillAfterMs: number;
}

export const defaultBatchOptions: BatchOptions = {
  maxOps: 48,
  inFlight: 2,
  spillAt: 1,
  spillAfterMs: 10,
};

type Row = { r: Applied | { error: { code: string; message: string; detail: string | null } } };

/**
 * Group commit for the seamless wallet. Operations that arrive while earlier batches are
 * running wait in a queue; when a batch ends the next takes up to `maxOps` of them, at most
 * one per player (so a player's bets are guarded and applied one after the other, and two
 * batches running at once never touch the same player's rows), and runs them in one database
 * transaction: the guards for all its bets, one `wallet_batch` statement (each operation in a
 * subtransaction of its own, refused alone), the listeners for all placed bets, one commit.
 * House-game bets whose guards and listeners all have SQL twins skip the transaction around
 * it: the whole batch is one statement (see `apply`, db/functions/wallet_batch_hooked.sql). No operation is answered
 * before its commit. With nothing queued and a batch free to start there is no wait: a lone
 * operation is a batch of one at once. With `spillAt` above 1, beside a running batch another
 * starts only once that many operations wait or the oldest has waited `spillAfterMs`.
 *
 * If the batch's transaction fails as a whole (a deadlock with another transaction, a
 * listener's error, a lost connection), each of its operations runs again alone, so one
 * operation's trouble reaches only its own caller. Running again is safe: every operation is
 * idempotent by its transaction id, so one whose first attempt did commit answers as a repeat.
 */
export class WalletBatcher {
  private readonly queue: Pending[] = [];
  private readonly busy = new Set<string>();
  private running = 0;
  private spillTimer: NodeJS.Timeout | undefined;
  /**
   * Batches run and operations in them since start, the largest batch, and the batches with
   * bets that went in one statement with their guards and listeners (fast; for operators).
   */
  readonly stats = { batches: 0, operations: 0, largest: 0, fast: 0 };

  constructor(
    private readonly db: Db,
    private readonly hooks: WalletHooks,
    private readonly guards: () => readonly GuardEntry[],
    private readonly now: () => Date,
    private readonly options: BatchOptions = defaultBatchOptions,
  ) {}

  /** Applies one operation in the next batch; resolves after its commit. */
  run(op: WalletOp): Promise<Applied> {
    return new Promise<Applied>((resolve, reject) => {
      this.queue.push({ op, at: performance.now(), resolve, reject });
      this.pump();
    });
  }

  private pump(): void {
    while (this.running < this.options.inFlight && this.queue.length > 0) {
      if (this.running > 0 && !this.spilling()) return;
      const batch = this.take();
      if (batch.length === 0) return;
      this.running++;
      for (const p of batch) this.busy.add(p.op.user);
      void this.settle(batch).finally(() => {
        for (const p of batch) this.busy.delete(p.op.user);
        this.running--;
        this.pump();
      });
    }
  }

  /**
   * Whether another batch may start beside the running ones (see `spillAt`). When not yet, a
   * timer pumps again once the oldest waiting operation reaches `spillAfterMs`: a batch held
   * up (by another transaction's lock on a player's row, say) holds the others up no longer.
   */
  private spilling(): boolean {
    const { spillAt, spillAfterMs } = this.options;
    if (this.queue.length >= spillAt) return true;
    const waited = performance.now() - (this.queue[0] as Pending).at;
    if (waited >= spillAfterMs) return true;
    if (!this.spillTimer) {
      this.spillTimer = setTimeout(() => {
        this.spillTimer = undefined;
        this.pump();
      }, spillAfterMs - waited);
      this.spillTimer.unref();
    }
    return false;
  }

  /** Up to maxOps queued operations, in arrival order, one per player not already in a batch. */
  private take(): Pending[] {
    const batch: Pending[] = [];
    const users = new Set<string>();
    for (let i = 0; i < this.queue.length && batch.length < this.options.maxOps; ) {
      const p = this.queue[i] as Pending;
      if (this.busy.has(p.op.user) || users.has(p.op.user)) {
        i++;
        continue;
      }
      users.add(p.op.user);
      batch.push(p);
      this.queue.splice(i, 1);
    }
    return batch;
  }

  private async settle(batch: Pending[]): Promise<void> {
    this.stats.batches++;
    this.stats.operations += batch.length;
    this.stats.largest = Math.max(this.stats.largest, batch.length);
    try {
      const outcomes = await this.apply(batch.map((p) => p.op));
      const again: Pending[] = [];
      batch.forEach((p, i) => {
        const o = outcomes[i] as Applied | Error;
        // An operation its own subtransaction undid for a deadlock or a serialization failure
        // (the rest of the batch committed): nothing of it was kept, so it runs again alone.
        if (o instanceof WalletOpError && RETRY_ALONE.has(o.code) && batch.length > 1)
          again.push(p);
        else if (o instanceof Error) p.reject(o);
        else p.resolve(o);
      });
      await Promise.all(again.map((p) => this.settle([p])));
    } catch (err) {
      if (batch.length === 1) {
        (batch[0] as Pending).reject(err);
        return;
      }
      // The whole batch rolled back: each operation again on its own (see the class comment).
      await Promise.all(batch.map((p) => this.settle([p])));
      if (!RETRY_ALONE.has(pgError(err)?.code ?? '')) {
        console.error('wallet batch failed as a whole; its operations ran again alone:', err);
      }
    }
  }

  /**
   * One batch. Without bets, or with no guard or listener, it is one statement. With them it
   * is still one statement (wallet_batch_hooked) when every guard and listener has its SQL
   * counterpart and every bet names its player; the bets a guard must see come back deferred
   * and run the slow way after it. Otherwise, or when a SQL listener asks for it (SLOW_PATH),
   * the slow way: one transaction with the TypeScript guards and listeners.
   */
  private async apply(ops: WalletOp[]): Promise<Array<Applied | Error>> {
    const guards = this.guards();
    const listeners = this.hooks.placed();
    if (!ops.some((op) => op.bet) || (guards.length === 0 && listeners.length === 0)) {
      return statement(this.db, ops);
    }
    const prefilters = guards.map((g) => g.prefilter);
    const sqlListeners = listeners.map((l) => l.sql);
    const fast =
      prefilters.every((p) => p !== undefined) &&
      sqlListeners.every((l) => l !== undefined) &&
      ops.every((op) => !op.bet || op.bet.userId !== undefined);
    if (!fast) return this.slow(ops);
    let answers: Array<Applied | Error | typeof DEFERRED>;
    try {
      answers = await hookedStatement(
        this.db,
        ops,
        prefilters as string[],
        sqlListeners as string[],
        this.now(),
      );
    } catch (err) {
      if (pgError(err)?.code === SLOW_PATH) return this.slow(ops);
      throw err;
    }
    this.stats.fast++;
    const deferred = ops.filter((_, i) => answers[i] === DEFERRED);
    if (deferred.length === 0) return answers as Array<Applied | Error>;
    // The statement has committed: from here an error must reach only the deferred bets, so a
    // failed slow batch runs each of them alone and keeps its own error.
    const late = await this.slow(deferred).catch(() =>
      Promise.all(
        deferred.map((op) =>
          this.slow([op]).then(
            ([one]) => one as Applied | Error,
            (err: unknown) => (err instanceof Error ? err : new Error(String(err))),
          ),
        ),
      ),
    );
    const lateOf = new Map(deferred.map((op, i) => [op, late[i] as Applied | Error]));
    return ops.map((op, i) => lateOf.get(op) ?? (answers[i] as Applied | Error));
  }

  /** The slow way: the TypeScript guards, the statement and the listeners in one transaction. */
  private slow(ops: WalletOp[]): Promise<Array<Applied | Error>> {
    const guards = this.guards().map((g) => g.guard);
    const listeners = this.hooks.placed().map((l) => l.listener);
    const bets = ops.filter((op) => op.bet);
    return this.db.transaction(async (tx) => {
      // Its players before the guards lock their limits (wallet_lock_players.sql).
      await tx.execute(sql`select wallet_lock_players(${payloadOf(ops)}::jsonb)`);
      const refused =
        guards.length > 0
          ? await runBetGuards(
              tx,
              guards,
              bets.map((op) => op.bet as GuardedBet),
              this.now(),
            )
          : [];
      const refusedOf = new Map<WalletOp, LimitReached>();
      bets.forEach((op, i) => {
        const r = refused[i];
        if (r) refusedOf.set(op, r);
      });
      const go = ops.filter((op) => !refusedOf.has(op));
      const answers = go.length > 0 ? await statement(tx, go) : [];
      const byOp = new Map(go.map((op, i) => [op, answers[i] as Applied | Error]));
      const placed = go.flatMap((op) => {
        const a = byOp.get(op);
        if (!op.bet || a instanceof Error || a?.status !== 'RS_OK' || a.userId === undefined)
          return [];
        return [{ userId: Number(a.userId), validAmount: Number(a.counted ?? 0) }];
      });
      if (placed.length > 0) for (const listener of listeners) await listener(tx, placed);
      return ops.map((op) => refusedOf.get(op) ?? (byOp.get(op) as Applied | Error));
    });
  }
}

/**
 * The operations as the batch's statement reads them: the function, its arguments, the player
 * the request names (`k`, the key its lock is taken under, wallet_lock_players.sql) and, for a
 * bet, the player's id (`u`, for the guards and listeners).
 */
function payloadOf(ops: WalletOp[]): string {
  return JSON.stringify(
    ops.map((op) => ({
      f: op.fn,
      a: op.args,
      k: op.user,
      ...(op.bet ? { u: op.bet.userId } : {}),
    })),
  );
}

/** An answer of wallet_batch_hooked for a bet a guard must see: it runs the slow way. */
const DEFERRED = Symbol('deferred');

/** The batch with its guards' prefilters and SQL listeners, in one statement (see apply). */
async function hookedStatement(
  db: Db,
  ops: WalletOp[],
  prefilters: string[],
  listeners: string[],
  now: Date,
): Promise<Array<Applied | Error | typeof DEFERRED>> {
  const payload = payloadOf(ops);
  const [row] = await rawRows<{ r: Array<Row['r'] | { deferred: true }> }>(
    db,
    sql`select wallet_batch_hooked(${payload}::jsonb, ${`{${prefilters.join(',')}}`}::text[],
        ${`{${listeners.join(',')}}`}::text[], ${now.toISOString()}::timestamptz) as r`,
  );
  return answersOf(row?.r, ops.length);
}

/** The batch's one statement: every operation's answer, or its error, in order. */
async function statement(db: DbOrTx, ops: WalletOp[]): Promise<Array<Applied | Error>> {
  const payload = payloadOf(ops);
  const [row] = await rawRows<{ r: Row['r'][] }>(
    db,
    sql`select wallet_batch(${payload}::jsonb) as r`,
  );
  return answersOf(row?.r, ops.length) as Array<Applied | Error>;
}

/** The statement's answers in order, each error raised in it as the driver would raise it. */
function answersOf(
  answers: Array<Row['r'] | { deferred: true }> | undefined,
  count: number,
): Array<Applied | Error | typeof DEFERRED> {
  if (!Array.isArray(answers) || answers.length !== count) {
    throw new Error('wallet_batch: answers do not match the operations');
  }
  return answers.map((a) => {
    if ('deferred' in a) return DEFERRED;
    return 'error' in a
      ? new WalletOpError(a.error.code, a.error.message, a.error.detail ?? undefined)
      : a;
  });
}
