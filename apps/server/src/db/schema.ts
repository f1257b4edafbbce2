// Every module's tables, for drizzle-kit and for the typed database handle.
export * from '../modules/auth/schema.js';
export * from '../modules/deposits/schema.js';
export * from '../modules/games/schema.js';
export * from '../modules/gateway/schema.js';
export * from '../modules/ledger/schema.js';
export * from '../modules/reports/schema.js';
export * from '../modules/settings/schema.js';
export * from '../modules/sms/schema.js';
export * from '../modules/throttle/schema.js';
export * from '../modules/users/schema.js';
export * from '../modules/withdrawals/schema.js';
