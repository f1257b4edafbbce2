import { sql } from 'drizzle-orm';
import { bigint, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * One row per invited player, written in the sign-up's own transaction when the account was
 * created with a valid invite code (`users.referred_by` says the same; this row carries the
 * programme's state). A player has at most one inviter, set only at sign-up, never themselves.
 * `device` and `address` are the sign-up's device number and client address: the abuse caps
 * count valid invitees per inviter and device or address.
 */
export const invitations = pgTable(
  'invitations',
  {
    inviteeId: bigint('invitee_id', { mode: 'number' }).primaryKey(),
    inviterId: bigint('inviter_id', { mode: 'number' }).notNull(),
    device: text('device').notNull().default(''),
    address: text('address').notNull().default(''),
    /** The invite time (the invitee's sign-up). */
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    /** Credited deposits of the invitee so far (minor units), kept in each deposit's transaction. */
    depositTotal: bigint('deposit_total', { mode: 'number' }).notNull().default(0),
    /** When the invitee met the operator's rule of a valid invitee; null until then. */
    validAt: timestamp('valid_at', { withTimezone: true }),
    /** under_review | pass | claimable | reclaim | claim (contract `inviteStatuses`). */
    status: text('status').notNull().default('under_review'),
  },
  (t) => [
    index('invitations_inviter_created_idx').on(t.inviterId, t.createdAt),
    index('invitations_valid_idx').on(t.validAt, t.inviterId).where(sql`${t.validAt} is not null`),
  ],
);

export type InvitationRow = typeof invitations.$inferSelect;
