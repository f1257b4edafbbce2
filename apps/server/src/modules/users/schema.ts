import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

export const users = pgTable(
  'users',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** Public 8-digit id: the session's uid and the id for /sso/idlogin. */
    uid: text('uid').notNull(),
    /** National number without prefix; unique among accounts that have one. */
    mobile: text('mobile'),
    passwordHash: text('password_hash'),
    withdrawPasswordHash: text('withdraw_password_hash'),
    isGuest: boolean('is_guest').notNull().default(false),
    /** Set for guest accounts: the device they belong to. */
    guestDevice: text('guest_device'),
    googleSub: text('google_sub'),
    nickname: text('nickname').notNull(),
    avatar: text('avatar').notNull().default('avatar:1'),
    birthday: text('birthday').notNull().default(''),
    email: text('email').notNull().default(''),
    whatsapp: text('whatsapp').notNull().default(''),
    facebook: text('facebook').notNull().default(''),
    telegram: text('telegram').notNull().default(''),
    twitter: text('twitter').notNull().default(''),
    inviteCode: text('invite_code').notNull(),
    referredBy: bigint('referred_by', { mode: 'number' }),
    vipLevel: integer('vip_level').notNull().default(0),
    signupChannel: text('signup_channel').notNull(),
    adid: text('adid'),
    disabled: boolean('disabled').notNull().default(false),
    lastOnlineAt: timestamp('last_online_at', { withTimezone: true }),
    lastPlaceId: integer('last_place_id'),
    /** When a guest or one-click player confirmed 18+ and the terms (registration asks itself). */
    adultConfirmedAt: timestamp('adult_confirmed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_uid_key').on(t.uid),
    uniqueIndex('users_mobile_key').on(t.mobile).where(sql`${t.mobile} is not null`),
    uniqueIndex('users_guest_device_key')
      .on(t.guestDevice)
      .where(sql`${t.guestDevice} is not null`),
    uniqueIndex('users_google_sub_key').on(t.googleSub).where(sql`${t.googleSub} is not null`),
    uniqueIndex('users_invite_code_key').on(t.inviteCode),
    index('users_referred_by_idx').on(t.referredBy),
    // The risk rule finding other accounts with a Google account's email (modules/risk).
    index('users_email_lower_idx').on(sql`lower(${t.email})`).where(sql`${t.email} <> ''`),
    // The console's player list pages by sign-up and by last seen (modules/crm, keyset pages;
    // a player never seen sorts as -infinity so the key has no null).
    index('users_created_idx').on(t.createdAt, t.id),
    index('users_seen_idx').on(sql`coalesce(${t.lastOnlineAt}, '-infinity'::timestamptz)`, t.id),
  ],
);

export type UserRow = typeof users.$inferSelect;
