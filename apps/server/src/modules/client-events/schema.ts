import { bigint, bigserial, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Uncaught client errors (/u/appStackUpload). */
export const errorReports = pgTable(
  'error_reports',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: bigint('user_id', { mode: 'number' }),
    reportedUserId: text('reported_user_id'),
    deviceNumber: text('device_number'),
    appPackageName: text('app_package_name'),
    data: text('data').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('error_reports_created_idx').on(t.createdAt)],
);

/** App events (/u/transferEventUpload), kept for attribution and analytics. */
export const appEvents = pgTable(
  'app_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: bigint('user_id', { mode: 'number' }),
    deviceNumber: text('device_number'),
    eventName: text('event_name').notNull(),
    data: text('data'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('app_events_name_idx').on(t.eventName, t.createdAt)],
);
