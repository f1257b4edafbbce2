import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  index,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/**
 * A player's identity checks, one row per submission (a rejected player sends a new one).
 * state: pending (stored, the provider not answered yet) → approved | rejected | review
 * (an operator decides: approved | rejected). The document number is only ever stored
 * encrypted (`documentCipher`, AES-256-GCM, see crypto.ts) with its last four characters for
 * the mask; it is never written anywhere else.
 */
export const kycSubmissions = pgTable(
  'kyc_submissions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    fullName: text('full_name').notNull(),
    /** YYYY-MM-DD. */
    birthday: text('birthday').notNull(),
    documentType: text('document_type').notNull(),
    documentCipher: text('document_cipher').notNull(),
    documentLast4: text('document_last4').notNull(),
    state: text('state').notNull(),
    /** Why it was rejected: a message key with `@` (the provider) or the operator's words. */
    reason: text('reason').notNull().default(''),
    /** Who decided: `provider:<name>`, `operator:<login>` or `ops`. */
    decidedBy: text('decided_by').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    /** When the provider was last asked; a pending row asked long ago is asked again. */
    askedAt: timestamp('asked_at', { withTimezone: true }).notNull(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (t) => [
    index('kyc_submissions_user_idx').on(t.userId, t.id),
    index('kyc_submissions_state_idx').on(t.state, t.id),
    // At most one check in progress or passed per player: concurrent submissions cannot both land.
    uniqueIndex('kyc_submissions_live_uniq')
      .on(t.userId)
      .where(sql`${t.state} in ('pending', 'review', 'approved')`),
    check(
      'kyc_submissions_state_check',
      sql`${t.state} in ('pending', 'approved', 'rejected', 'review')`,
    ),
  ],
);

export type KycSubmissionRow = typeof kycSubmissions.$inferSelect;
