import { sql } from 'drizzle-orm';
import { bigint, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

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
    /** The inviter's pair (1, 2, …) this invitee was paid in, set by the pair job; null before. */
    pairNo: integer('pair_no'),
  },
  (t) => [
    index('invitations_inviter_created_idx').on(t.inviterId, t.createdAt),
    index('invitations_valid_idx').on(t.validAt, t.inviterId).where(sql`${t.validAt} is not null`),
  ],
);

export type InvitationRow = typeof invitations.$inferSelect;

/**
 * Valid invitees counted per inviter and sign-up device (`dimension` 'device') or client
 * address ('address'): the abuse caps. A row's count is raised by one conditional upsert when
 * an invitee becomes valid, so concurrent deposits can never push it past the cap.
 */
export const inviteCaps = pgTable(
  'invite_caps',
  {
    inviterId: bigint('inviter_id', { mode: 'number' }).notNull(),
    dimension: text('dimension').notNull(),
    value: text('value').notNull(),
    count: integer('count').notNull(),
  },
  (t) => [primaryKey({ columns: [t.inviterId, t.dimension, t.value] })],
);

/**
 * Inviters whose rewards the operator holds (suspected abuse): pair rewards are granted but not
 * credited, the agent rebate accrues but cannot be claimed, until `invite release`.
 */
export const inviteHolds = pgTable('invite_holds', {
  inviterId: bigint('inviter_id', { mode: 'number' }).primaryKey(),
  heldAt: timestamp('held_at', { withTimezone: true }).notNull(),
});

/**
 * Per inviter, invitations and valid invitees so far: what the console's Affiliates list sorts
 * by, kept in the transaction that writes the invitation (sign-up) or makes it valid, so the
 * list walks an index instead of counting every invitation on each read (bench/affiliates-bench.ts).
 */
export const inviteInviterTotals = pgTable(
  'invite_inviter_totals',
  {
    inviterId: bigint('inviter_id', { mode: 'number' }).primaryKey(),
    invited: integer('invited').notNull().default(0),
    valid: integer('valid').notNull().default(0),
  },
  (t) => [index('invite_inviter_totals_invited_idx').on(t.invited.desc(), t.inviterId.desc())],
);
