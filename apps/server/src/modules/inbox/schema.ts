import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/** A text in both player languages, as the operator wrote it. */
export interface BiText {
  en: string;
  id: string;
}

/**
 * One player's own message. A system message stores its message key and parameters
 * (`msgKey`, `params`) and is put into words when read, in the reader's language; an
 * operator's message to one player stores both languages (`title`, `body`). `eventKey` makes
 * an event's message once-only (`deposit:<orderNo>`), whatever replays the event.
 */
export const inboxMessages = pgTable(
  'inbox_messages',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    /** system | operator */
    kind: text('kind').notNull(),
    eventKey: text('event_key'),
    msgKey: text('msg_key'),
    params: jsonb('params').$type<Record<string, string | number>>(),
    title: jsonb('title').$type<BiText>(),
    body: jsonb('body').$type<BiText>(),
    link: text('link').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    readAt: timestamp('read_at', { withTimezone: true }),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    index('inbox_messages_user_idx').on(t.userId, t.createdAt),
    uniqueIndex('inbox_messages_event_key').on(t.userId, t.eventKey),
    check('inbox_messages_kind', sql`${t.kind} in ('system', 'operator')`),
    check(
      'inbox_messages_has_text',
      sql`(${t.msgKey} is not null) or (${t.title} is not null and ${t.body} is not null)`,
    ),
  ],
);
export type InboxMessageRow = typeof inboxMessages.$inferSelect;

/**
 * An operator's message to a segment, one row however many players it reaches (fan-out on
 * read): a player's inbox is their own messages and the broadcasts whose segment they are in
 * now, sent at or after their sign-up. Null bounds mean "any".
 */
export const inboxBroadcasts = pgTable(
  'inbox_broadcasts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    market: text('market').notNull(),
    title: jsonb('title').$type<BiText>().notNull(),
    body: jsonb('body').$type<BiText>().notNull(),
    link: text('link').notNull().default(''),
    vipMin: integer('vip_min'),
    vipMax: integer('vip_max'),
    signedUpFrom: timestamp('signed_up_from', { withTimezone: true }),
    signedUpTo: timestamp('signed_up_to', { withTimezone: true }),
    /**
     * The saved segment (console Players) it went to, by its name at sending; set, only the
     * players in `inbox_broadcast_recipients` (taken when it was composed) receive it.
     */
    savedSegment: text('saved_segment'),
    /**
     * The saved segment's id (no foreign key: deleting a segment keeps its broadcasts), so the
     * console can say how many broadcasts went to a segment whatever it is called now.
     */
    savedSegmentId: bigint('saved_segment_id', { mode: 'number' }),
    /** When players start to see it: now, or the operator's `--at`. */
    sendAt: timestamp('send_at', { withTimezone: true }).notNull(),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    createdBy: text('created_by').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('inbox_broadcasts_market_send_idx').on(t.market, t.sendAt),
    index('inbox_broadcasts_saved_segment_idx')
      .on(t.savedSegmentId)
      .where(sql`${t.savedSegmentId} is not null`),
  ],
);
export type InboxBroadcastRow = typeof inboxBroadcasts.$inferSelect;

/**
 * The players a saved-segment broadcast goes to, fixed when it was composed: the segment's
 * filters (money, risk, tags…) are read once, not on every inbox read.
 */
export const inboxBroadcastRecipients = pgTable(
  'inbox_broadcast_recipients',
  {
    broadcastId: bigint('broadcast_id', { mode: 'number' }).notNull(),
    userId: bigint('user_id', { mode: 'number' }).notNull(),
  },
  (t) => [
    // A player's inbox asks "am I a recipient of b?": the player first.
    primaryKey({ columns: [t.userId, t.broadcastId] }),
    index('inbox_broadcast_recipients_broadcast_idx').on(t.broadcastId),
  ],
);

/** A player's read / delete of a broadcast: a row only once that player acts on it. */
export const inboxBroadcastStates = pgTable(
  'inbox_broadcast_states',
  {
    broadcastId: bigint('broadcast_id', { mode: 'number' }).notNull(),
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    readAt: timestamp('read_at', { withTimezone: true }),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.broadcastId] }),
    index('inbox_broadcast_states_broadcast_idx').on(t.broadcastId),
  ],
);

/** FAQ topics of a market, in the operator's order. */
export const faqTopics = pgTable(
  'faq_topics',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    market: text('market').notNull(),
    /** A stable name for the operator's commands (`deposits`), unique in a market. */
    slug: text('slug').notNull(),
    title: jsonb('title').$type<BiText>().notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [uniqueIndex('faq_topics_market_slug').on(t.market, t.slug)],
);
export type FaqTopicRow = typeof faqTopics.$inferSelect;

/** One question and its answer, under a topic. */
export const faqEntries = pgTable(
  'faq_entries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    topicId: bigint('topic_id', { mode: 'number' })
      .notNull()
      .references(() => faqTopics.id, { onDelete: 'cascade' }),
    question: jsonb('question').$type<BiText>().notNull(),
    answer: jsonb('answer').$type<BiText>().notNull(),
    sort: integer('sort').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('faq_entries_topic_idx').on(t.topicId, t.sort)],
);
export type FaqEntryRow = typeof faqEntries.$inferSelect;
