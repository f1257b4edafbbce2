import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  index,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/**
 * A money request (four-eyes, docs/OPERATIONS.md): what an operator asked to create or move,
 * waiting for a second operator. `state` goes pending → approved or pending → rejected, once,
 * by a conditional update; the approval and the act it allows commit in one transaction.
 * `dedupe_key` makes a doubled form submission one request; a rejected request does not hold
 * its key, so the same thing can be asked again (with what the rejection said fixed).
 */
export const moneyRequests = pgTable(
  'money_requests',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    kind: text('kind').notNull(),
    /** What the act needs, validated by kind (approvals/kinds.ts) on the way in and out. */
    payload: jsonb('payload').notNull(),
    /** Minor units at stake (signed for an adjustment), shown in the queue. */
    amount: bigint('amount', { mode: 'number' }).notNull(),
    target: text('target').notNull(),
    note: text('note').notNull(),
    dedupeKey: text('dedupe_key').notNull(),
    requestedBy: bigint('requested_by', { mode: 'number' }).notNull(),
    requesterLogin: text('requester_login').notNull(),
    state: text('state').notNull().default('pending'),
    decidedBy: bigint('decided_by', { mode: 'number' }),
    deciderLogin: text('decider_login'),
    decisionReason: text('decision_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('money_requests_dedupe').on(t.dedupeKey).where(sql`${t.state} <> 'rejected'`),
    index('money_requests_state').on(t.state, t.createdAt),
    check(
      'money_requests_kind',
      sql`${t.kind} in ('adjustment', 'deposit_credit_agency', 'deposit_credit_unmatched', 'gift_code_batch', 'held_return', 'promotion', 'withdrawal')`,
    ),
    check('money_requests_state', sql`${t.state} in ('pending', 'approved', 'rejected')`),
    // A decided request names who decided, and it was not the requester.
    check(
      'money_requests_decided',
      sql`(${t.state} = 'pending') = (${t.decidedBy} is null) and ${t.decidedBy} is distinct from ${t.requestedBy}`,
    ),
  ],
);
export type MoneyRequestRow = typeof moneyRequests.$inferSelect;
