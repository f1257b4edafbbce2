import { and, count, desc, eq, gte, lt, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client.js';
import { type AuditRow, auditLog } from './schema.js';

/** One operator action as the audit log keeps it. */
export interface AuditEntry {
  /** Null for the ops command line. */
  operatorId: number | null;
  actor: string;
  ip: string;
  /** `<area>.<verb>`: `withdrawal.approve`, `operator.signIn`, … */
  action: string;
  target: string;
  before: unknown;
  after: unknown;
}

/**
 * Appends one row, always inside the transaction of the change it records: the change and
 * its audit row commit together or not at all.
 */
export async function writeAudit(tx: Tx | DbOrTx, at: Date, entry: AuditEntry): Promise<void> {
  await tx.insert(auditLog).values({
    operatorId: entry.operatorId,
    actor: entry.actor,
    ip: entry.ip,
    at,
    action: entry.action,
    target: entry.target,
    before: entry.before ?? null,
    after: entry.after ?? null,
  });
}

export interface AuditFilter {
  actor?: string | undefined;
  action?: string | undefined;
  target?: string | undefined;
  /**
   * A player's public uid: the rows whose target is that player (`player:<uid>`, `user:<uid>`)
   * or one of the player's withdrawal or deposit orders (`withdrawal:<orderNo>`,
   * `deposit:<orderNo>`) or feedback items (`feedback:<id>`).
   */
  player?: string | undefined;
  from?: Date | undefined;
  to?: Date | undefined;
  page: number;
  pageSize: number;
}

/** Rows newest first with the total that matches, for paging. `to` is exclusive. */
export async function listAudit(
  db: DbOrTx,
  f: AuditFilter,
): Promise<{ rows: AuditRow[]; total: number }> {
  const conds: SQL[] = [];
  if (f.actor) conds.push(eq(auditLog.actor, f.actor));
  if (f.action) conds.push(eq(auditLog.action, f.action));
  if (f.target) conds.push(eq(auditLog.target, f.target));
  // Both spellings name the player by public uid: the console's player actions write
  // `player:<uid>`, the player's own limits and breaks `user:<uid>`. An order or a feedback
  // item is keyed by its own number, so the player's are looked up by the player's id (each
  // table's user index) and every target is then an index lookup on audit_log_target. Raw
  // table names: those modules write audit rows through this one, so importing them would loop.
  if (f.player) {
    conds.push(sql`${auditLog.target} in (
      select 'player:' || ${f.player} union all select 'user:' || ${f.player}
      union all select 'withdrawal:' || w.order_no from withdraw_orders w
        where w.user_id = (select id from users where uid = ${f.player})
      union all select 'deposit:' || d.order_no from deposit_orders d
        where d.user_id = (select id from users where uid = ${f.player})
      union all select 'feedback:' || fb.id from feedback fb
        where fb.user_id = (select id from users where uid = ${f.player}))`);
  }
  if (f.from) conds.push(gte(auditLog.at, f.from));
  if (f.to) conds.push(lt(auditLog.at, f.to));
  const where = conds.length ? and(...conds) : undefined;
  const [rows, totals] = await Promise.all([
    db
      .select()
      .from(auditLog)
      .where(where)
      .orderBy(desc(auditLog.at), desc(auditLog.id))
      .limit(f.pageSize)
      .offset((f.page - 1) * f.pageSize),
    db.select({ n: count() }).from(auditLog).where(where),
  ]);
  return { rows, total: Number(totals[0]?.n ?? 0) };
}
