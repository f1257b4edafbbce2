import { isIP } from 'node:net';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));

const bool = z
  .enum(['true', 'false', '1', '0', ''])
  .transform((v) => v === 'true' || v === '1')
  .optional();

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().default('127.0.0.1'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must be a postgres:// URL')
    .optional(),
  // A streaming replica the console's reports read from (db/read-replica.ts); unset: the primary.
  REPORTS_DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'REPORTS_DATABASE_URL must be a postgres:// URL')
    .optional(),
  PGLITE_DIR: z.string().default(`${repoRoot}var/pglite`),
  DB_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(20),
  // The wallet's group commit (modules/wallet-api/batch.ts): operations per batch (each a
  // subtransaction; PostgreSQL caches 64 per transaction) and batches running at once.
  WALLET_BATCH_OPS: z.coerce.number().int().min(1).max(60).default(48),
  WALLET_BATCHES: z.coerce.number().int().min(1).max(32).default(2),
  // While a batch runs, the next starts once this many operations wait or the oldest has
  // waited this long (batch.ts spillAt, spillAfterMs). 1, the default, starts it at once: the
  // wait costs more tail latency than the CPU it saves (docs/SCALING.md).
  WALLET_BATCH_SPILL: z.coerce.number().int().min(1).max(60).default(1),
  WALLET_BATCH_SPILL_MS: z.coerce.number().int().min(0).max(1000).default(10),
  // Live tables (modules/live): whether this instance runs dealers (off in tests unless asked:
  // they drive the dealer step by step), and the length of a chain a sandbox table seeds itself
  // with (an operator's `ops live seed` takes --length; 10,000 rounds hash in well under a second).
  LIVE_DEALER: bool,
  LIVE_CHAIN_LENGTH: z.coerce.number().int().min(1).max(100_000_000).default(10_000),
  MARKET: z.enum(['ID', 'IN']).default('ID'),
  EDITION: z.enum(['real', 'play']).default('real'),
  SANDBOX: bool,
  APP_NAME: z.string().min(1).default('Cardroom'),
  PUBLIC_URL: z.url().optional(),
  APP_SECRET: z.string().min(32, 'APP_SECRET must be at least 32 characters').optional(),
  SESSION_TTL_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  GOOGLE_CLIENT_ID: z.string().default('cardroom-sandbox.apps.googleusercontent.com'),
  GOOGLE_JWKS_URL: z.url().optional(),
  GOOGLE_ENABLED: bool,
  WEB_DIST: z.string().default(`${repoRoot}apps/web/dist`),
  CONSOLE_DIST: z.string().default(`${repoRoot}apps/console/dist`),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  // Who may say where a request came from (docs/OPERATIONS.md): a hop count or the proxies'
  // own addresses/CIDRs. `true` (believe any X-Forwarded-For) is refused in loadConfig.
  TRUST_PROXY: z.string().optional(),
  // /sandbox/* answers loopback clients only unless this is set (a public demo's pay pages).
  SANDBOX_PUBLIC: bool,
  // Wallet-API provider keys, `provider:key` pairs separated by commas. Production takes them
  // from here alone; elsewhere a provider without one gets a key derived from APP_SECRET.
  WALLET_API_KEYS: z.string().optional(),
  // New guest and one-click accounts per address (docs/OPERATIONS.md: raise it where many
  // players share one address, as behind a mobile carrier's NAT).
  SIGNUPS_PER_ADDRESS_HOUR: z.coerce.number().int().min(1).default(30),
  SIGNUPS_PER_ADDRESS_DAY: z.coerce.number().int().min(1).default(200),
  SMS_PROVIDER: z.enum(['sandbox', 'msg91']).optional(),
  MSG91_AUTH_KEY: z.string().min(1).optional(),
  MSG91_TEMPLATE_ID: z.string().min(1).optional(),
  MSG91_URL: z.url().default('https://control.msg91.com/api/v5/flow'),
});

export type Config = ReturnType<typeof loadConfig>;

/** Reads and validates the environment once; a bad value stops start-up with a clear message. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env) {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const trustProxy = parseTrustProxy(e.TRUST_PROXY);
  const production = e.NODE_ENV === 'production';
  const sandbox = e.SANDBOX ?? !production;
  if (production && sandbox) {
    throw new Error(
      'Invalid configuration: SANDBOX cannot be on in production (NODE_ENV=production)',
    );
  }
  if (production && !e.APP_SECRET) {
    throw new Error('Invalid configuration: APP_SECRET is required in production');
  }
  if (production && e.APP_SECRET) checkProductionSecret(e.APP_SECRET);
  const walletApiKeys = parseWalletApiKeys(e.WALLET_API_KEYS);
  if (!sandbox && e.GOOGLE_ENABLED && !e.GOOGLE_JWKS_URL) {
    throw new Error('Invalid configuration: GOOGLE_JWKS_URL is required for Google sign-in');
  }
  const smsProvider = e.SMS_PROVIDER ?? (sandbox ? 'sandbox' : undefined);
  if (smsProvider === 'sandbox' && !sandbox) {
    throw new Error('Invalid configuration: SMS_PROVIDER=sandbox needs SANDBOX on');
  }
  if (smsProvider === 'msg91' && !(e.MSG91_AUTH_KEY && e.MSG91_TEMPLATE_ID)) {
    throw new Error(
      'Invalid configuration: SMS_PROVIDER=msg91 needs MSG91_AUTH_KEY and MSG91_TEMPLATE_ID',
    );
  }
  // Sign-in, phone binding and the withdraw password all need codes: production without a
  // real provider would be a product that cannot work, so it does not start.
  if (production && !smsProvider) {
    throw new Error(
      'Invalid configuration: production needs an SMS provider (SMS_PROVIDER=msg91 with MSG91_AUTH_KEY and MSG91_TEMPLATE_ID)',
    );
  }
  return {
    env: e.NODE_ENV,
    production,
    sandbox,
    port: e.PORT,
    host: e.HOST,
    databaseUrl: e.DATABASE_URL,
    pgliteDir: e.PGLITE_DIR,
    /** The reports' read replica (used on PostgreSQL only), or undefined to read the primary. */
    reportsDatabaseUrl: e.REPORTS_DATABASE_URL,
    dbPoolSize: e.DB_POOL_SIZE,
    walletBatching: {
      maxOps: e.WALLET_BATCH_OPS,
      inFlight: e.WALLET_BATCHES,
      spillAt: e.WALLET_BATCH_SPILL,
      spillAfterMs: e.WALLET_BATCH_SPILL_MS,
    },
    liveDealer: e.LIVE_DEALER ?? e.NODE_ENV !== 'test',
    liveChainLength: e.LIVE_CHAIN_LENGTH,
    market: e.MARKET,
    /** `play`: virtual coins with no cash value; every money route is refused (docs/OPERATIONS.md). */
    edition: e.EDITION,
    appName: e.APP_NAME,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    // A fixed development secret keeps codes and tokens stable across restarts in the sandbox;
    // production refuses to start without its own.
    appSecret: e.APP_SECRET ?? DEVELOPMENT_SECRET,
    sessionTtlMs: e.SESSION_TTL_DAYS * 24 * 3600 * 1000,
    google: {
      enabled: e.GOOGLE_ENABLED ?? sandbox,
      clientId: e.GOOGLE_CLIENT_ID,
      jwksUrl: e.GOOGLE_JWKS_URL,
    },
    webDist: e.WEB_DIST,
    consoleDist: e.CONSOLE_DIST,
    logLevel: e.LOG_LEVEL,
    /** Fastify's `trustProxy`: false, the number of proxies in front, or their addresses/CIDRs. */
    trustProxy,
    /** /sandbox/* from any address (SANDBOX_PUBLIC=1); otherwise loopback clients only. */
    sandboxPublic: e.SANDBOX_PUBLIC ?? false,
    /** Configured wallet-API keys by provider; production uses no other (wallet-api/signature.ts). */
    walletApiKeys,
    signupsPerAddress: { hour: e.SIGNUPS_PER_ADDRESS_HOUR, day: e.SIGNUPS_PER_ADDRESS_DAY },
    /** Who sends one-time codes; undefined: nobody (development without sandbox). */
    sms:
      smsProvider === 'msg91'
        ? {
            provider: 'msg91' as const,
            authKey: e.MSG91_AUTH_KEY ?? '',
            templateId: e.MSG91_TEMPLATE_ID ?? '',
            url: e.MSG91_URL,
          }
        : smsProvider === 'sandbox'
          ? { provider: 'sandbox' as const }
          : undefined,
  };
}

/**
 * TRUST_PROXY: unset, `false` or `0` trusts nobody (the socket's address is the client's); a
 * number N takes the address N hops from the right of X-Forwarded-For (1 behind one nginx); a
 * comma list of addresses or CIDRs trusts exactly those proxies. `true` is refused: it would
 * take the left-most X-Forwarded-For entry, which the client itself writes, so every
 * per-address limit could be reset with a forged header.
 */
export function parseTrustProxy(raw: string | undefined): false | number | string[] {
  const value = (raw ?? '').trim();
  if (value === '' || value === 'false' || value === '0') return false;
  if (value === 'true') {
    throw new Error(
      "Invalid configuration: TRUST_PROXY=true would believe any client's X-Forwarded-For header; set the number of proxies in front of the server (TRUST_PROXY=1 behind one load balancer) or their addresses (TRUST_PROXY=10.0.0.0/8,192.168.1.5)",
    );
  }
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    if (hops > 10) throw new Error(`Invalid configuration: TRUST_PROXY=${value}: at most 10 hops`);
    return hops;
  }
  const entries = value
    .split(',')
    .map((x) => x.trim())
    .filter((x) => x !== '');
  for (const entry of entries) {
    if (!isAddressOrCidr(entry)) {
      throw new Error(
        `Invalid configuration: TRUST_PROXY: "${entry}" is not an IP address or CIDR (expected a hop count or a comma list such as 10.0.0.0/8,127.0.0.1)`,
      );
    }
  }
  return entries;
}

function isAddressOrCidr(entry: string): boolean {
  const [address = '', prefix, ...rest] = entry.split('/');
  if (rest.length > 0) return false;
  const family = isIP(address);
  if (family === 0) return false;
  if (prefix === undefined) return true;
  if (!/^\d{1,3}$/.test(prefix)) return false;
  return Number(prefix) <= (family === 4 ? 32 : 128);
}

/** The secret a server without APP_SECRET uses outside production (and thus a known one). */
export const DEVELOPMENT_SECRET = 'cardroom-development-secret-not-for-production-use';

/** Secrets published in this repository (docs, tests, examples): never good in production. */
const KNOWN_SECRETS = new Set([DEVELOPMENT_SECRET, 'x'.repeat(32)]);

/**
 * Production's APP_SECRET keys sessions' CSRF tokens, one-time codes, TOTP secrets at rest and
 * identity documents: a published or guessable one gives them all away, so start-up refuses a
 * known value and one with fewer than 10 distinct characters (`'a'×32`, `0123012301230123…`).
 */
function checkProductionSecret(secret: string): void {
  const fix = 'generate one with `openssl rand -base64 48`';
  if (KNOWN_SECRETS.has(secret) || /development|changeme|example|secret-not-for/i.test(secret)) {
    throw new Error(`Invalid configuration: APP_SECRET is a published development value; ${fix}`);
  }
  if (new Set(secret).size < 10) {
    throw new Error(
      `Invalid configuration: APP_SECRET has too little variety to be random (fewer than 10 different characters); ${fix}`,
    );
  }
}

/** WALLET_API_KEYS: `provider:key,provider:key`; keys of at least 32 characters. */
export function parseWalletApiKeys(raw: string | undefined): ReadonlyMap<string, string> {
  const keys = new Map<string, string>();
  for (const pair of (raw ?? '').split(',').map((p) => p.trim())) {
    if (pair === '') continue;
    const at = pair.indexOf(':');
    const provider = pair.slice(0, at);
    const key = pair.slice(at + 1);
    if (at < 1 || !/^[a-z0-9-]{2,32}$/.test(provider) || key.length < 32) {
      throw new Error(
        'Invalid configuration: WALLET_API_KEYS must be provider:key pairs separated by commas (provider: 2 to 32 of a-z, 0-9 and -; key at least 32 characters)',
      );
    }
    keys.set(provider, key);
  }
  return keys;
}
