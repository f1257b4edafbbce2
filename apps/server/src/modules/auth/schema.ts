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
import { users } from '../users/index.js';

export const sessions = pgTable(
  'sessions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** SHA-256 of the 256-bit token; the token itself is never stored. */
    tokenHash: text('token_hash').notNull(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    deviceNumber: text('device_number'),
    deviceName: text('device_name'),
    ip: text('ip'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    /** True for a session signed in during a break: it may only withdraw (modules/breaks). */
    withdrawOnly: boolean('withdraw_only').notNull().default(false),
  },
  (t) => [
    uniqueIndex('sessions_token_hash_key').on(t.tokenHash),
    index('sessions_user_idx').on(t.userId),
    // The risk rules find the other players seen on a device or address (modules/risk).
    index('sessions_device_idx').on(t.deviceNumber, t.createdAt),
    index('sessions_ip_idx').on(t.ip, t.createdAt),
  ],
);

export const otpCodes = pgTable(
  'otp_codes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    mobile: text('mobile').notNull(),
    type: text('type').notNull(),
    /** HMAC-SHA256 of the code under the app secret. */
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    ip: text('ip'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
  },
  (t) => [index('otp_codes_mobile_type_idx').on(t.mobile, t.type, t.createdAt)],
);
