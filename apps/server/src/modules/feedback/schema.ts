import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  customType,
  index,
  integer,
  pgTable,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

/** Raw bytes (PostgreSQL bytea), read and written as a Buffer. */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (v) => (Buffer.isBuffer(v) ? v : Buffer.from(v)),
});

/**
 * A player's feedback and the operator's answer. `state`: open (new) → in_progress (an
 * operator is on it) → replied (an answer was sent; the player may be answered again) →
 * closed. The player sees in_progress as open. `ownerId` is the operator who owns it (the
 * support desk's "assigned to"), null while nobody does.
 */
export const feedback = pgTable(
  'feedback',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    category: text('category').notNull(),
    text: text('text').notNull(),
    state: text('state').notNull().default('open'),
    reply: text('reply').notNull().default(''),
    /**
     * The answer in Indonesian when the operator wrote both languages (a canned reply); empty
     * when there is one text only, which then reaches players of either language.
     */
    replyId: text('reply_id').notNull().default(''),
    ownerId: bigint('owner_id', { mode: 'number' }),
    /** The client address it was sent from (for the operator, and abuse). */
    address: text('address').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    repliedAt: timestamp('replied_at', { withTimezone: true }),
    closedAt: timestamp('closed_at', { withTimezone: true }),
  },
  (t) => [
    index('feedback_user_idx').on(t.userId, t.id),
    index('feedback_state_idx').on(t.state, t.id),
    index('feedback_owner_idx').on(t.ownerId, t.id),
    check('feedback_state_check', sql`${t.state} in ('open', 'in_progress', 'replied', 'closed')`),
  ],
);

/**
 * A feedback's screenshot, kept in the database: never a file path built from player input,
 * never served as a URL of its own; only its owner (and operators) read it, as base64.
 * `type` is what the bytes are (checked by their signature), not what the client said.
 */
export const feedbackScreenshots = pgTable(
  'feedback_screenshots',
  {
    feedbackId: bigint('feedback_id', { mode: 'number' }).primaryKey(),
    type: text('type').notNull(),
    size: integer('size').notNull(),
    bytes: bytea('bytes').notNull(),
  },
  (t) => [check('feedback_screenshots_size_check', sql`${t.size} = octet_length(${t.bytes})`)],
);

export type FeedbackRow = typeof feedback.$inferSelect;
