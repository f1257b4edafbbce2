import {
  bigint,
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';

/**
 * Client idempotency keys: one row per player and client-generated `requestId` of a keyed
 * write (docs/ARCHITECTURE.md "Client idempotency keys"). Rows older than a day are pruned.
 */
export const requestKeys = pgTable(
  'request_keys',
  {
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    requestId: uuid('request_id').notNull(),
    /** The call the id was first used with. */
    path: text('path').notNull(),
    /** HMAC-SHA256 (APP_SECRET) of the call and its fields: a withdraw password is not recoverable. */
    bodyHash: text('body_hash').notNull(),
    /** Bumped by a takeover after the lease ran out; a holder's writes name its attempt. */
    attempt: integer('attempt').notNull().default(1),
    /** Set inside the handler's own transaction: the work committed with this key. */
    committed: boolean('committed').notNull().default(false),
    /** Until then the holder is presumed alive and repeats wait for it. */
    leaseUntil: timestamp('lease_until', { withTimezone: true }).notNull(),
    /**
     * The answer sent (HTTP status and body as JSON text, not jsonb: a replay must be the same
     * bytes, and jsonb reorders keys); null while the request runs.
     */
    status: integer('status'),
    answer: text('answer'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.requestId] }),
    index('request_keys_created_at_idx').on(t.createdAt),
  ],
);
