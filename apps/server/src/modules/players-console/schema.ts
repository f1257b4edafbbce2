import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  index,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from '../users/index.js';

/**
 * A saved set of the player list's filters, shared by every operator of the market. `filters`
 * is the contract's `playerFilters` (read back through it, so a stored segment that no longer
 * parses is refused, never half-applied).
 */
export const playerSegments = pgTable(
  'player_segments',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    name: text('name').notNull(),
    filters: jsonb('filters').notNull(),
    createdBy: text('created_by').notNull(),
    updatedBy: text('updated_by').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // Names are unique whatever their case: "VIP lapsed" and "vip lapsed" would be two lists.
  (t) => [uniqueIndex('player_segments_name_key').on(sql`lower(${t.name})`)],
);

/** An operator's note on a player: kept as written (no edit), newest first on the page. */
export const playerNotes = pgTable(
  'player_notes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    body: text('body').notNull(),
    author: text('author').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('player_notes_user_idx').on(t.userId, t.id)],
);

/** A tag on a player, once per (player, tag). */
export const playerTags = pgTable(
  'player_tags',
  {
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    tag: text('tag').notNull(),
    author: text('author').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.tag] }),
    // The list's tag filter starts from the tag's players.
    index('player_tags_tag_idx').on(t.tag, t.userId),
  ],
);
