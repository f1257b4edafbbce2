import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  index,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/**
 * A back-office operator. Operators are not players: their own table, password (argon2id)
 * and TOTP second factor, whose secret is stored encrypted (AES-256-GCM under a key derived
 * from APP_SECRET), so a database dump alone does not give away the codes.
 */
export const operators = pgTable(
  'operators',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    login: text('login').notNull(),
    displayName: text('display_name').notNull(),
    passwordHash: text('password_hash').notNull(),
    /** base64url(iv | tag | ciphertext) of the base32 secret. */
    totpSecretEnc: text('totp_secret_enc').notNull(),
    /** owner | finance | support | marketing */
    role: text('role').notNull(),
    disabled: boolean('disabled').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
    lastSignInAt: timestamp('last_sign_in_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('operators_login').on(t.login),
    check('operators_role', sql`${t.role} in ('owner', 'finance', 'support', 'marketing')`),
  ],
);
export type OperatorRow = typeof operators.$inferSelect;

/**
 * A signed-in console session. Only the SHA-256 of the cookie's token is stored. It ends at
 * `expires_at` (absolute) or when `last_seen_at` is older than the idle timeout, or on sign-out
 * (`ended_at`).
 * The CSRF token is bound to the session: an HMAC of its token under APP_SECRET, never stored.
 */
export const operatorSessions = pgTable(
  'operator_sessions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    operatorId: bigint('operator_id', { mode: 'number' }).notNull(),
    tokenHash: text('token_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    ip: text('ip').notNull(),
    userAgent: text('user_agent').notNull().default(''),
  },
  (t) => [
    uniqueIndex('operator_sessions_token').on(t.tokenHash),
    index('operator_sessions_operator').on(t.operatorId),
  ],
);

/**
 * TOTP time steps already used by an operator. A sign-in inserts its step first; a second
 * use of the same code (same step) conflicts on the primary key and is refused, however the
 * two requests are timed.
 */
export const operatorTotpSteps = pgTable(
  'operator_totp_steps',
  {
    operatorId: bigint('operator_id', { mode: 'number' }).notNull(),
    step: bigint('step', { mode: 'number' }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.operatorId, t.step] })],
);

/**
 * Every operator action: who, when, from where, what, on what, and the record before and
 * after. Append-only: triggers refuse UPDATE and DELETE (migration 0018), like the ledger.
 * `operator_id` is null for actions from the ops command line (`actor` names them).
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    operatorId: bigint('operator_id', { mode: 'number' }),
    /** The operator's login, or `ops:<user>` for the command line. */
    actor: text('actor').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
    ip: text('ip').notNull().default(''),
    action: text('action').notNull(),
    target: text('target').notNull().default(''),
    before: jsonb('before'),
    after: jsonb('after'),
  },
  (t) => [
    index('audit_log_at').on(t.at, t.id),
    index('audit_log_operator').on(t.operatorId, t.at),
    // The console filters by login, which also names the command line's `ops:<user>`.
    index('audit_log_actor').on(t.actor, t.at),
    index('audit_log_action').on(t.action, t.at),
    index('audit_log_target').on(t.target, t.at),
  ],
);
export type AuditRow = typeof auditLog.$inferSelect;
