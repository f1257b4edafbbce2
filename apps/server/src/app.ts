import type { IncomingMessage } from 'node:http';
import {
  api,
  breakAllowedPaths,
  buildOpenApi,
  maskMobile,
  message,
  State,
  sandboxApi,
} from '@cardroom/contract';
import { consoleApi } from '@cardroom/contract/console';
import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyError, type FastifyInstance } from 'fastify';
import helmet from 'helmet';
import type { OpenAPIV3 } from 'openapi-types';
import type { Config } from './config.js';
import type { Database } from './db/client.js';
import { type Deps, marketOf } from './deps.js';
import { flows } from './flows/index.js';
import { ConsoleRouter } from './http/console-router.js';
import { BODY_TOO_DEEP, depthCheckedJson, sandboxLoopbackOnly } from './http/guards.js';
import { serializeRequest } from './http/log.js';
import { Router, requestLocale } from './http/router.js';
import { refuseNulInSandboxRoutes } from './http/validation.js';
import { appModule, gameProvidersSetting } from './modules/app/index.js';
import { approvalsModule } from './modules/approvals/index.js';
import { createGoogleVerifier } from './modules/auth/google.js';
import { authModule, signedOutReason } from './modules/auth/index.js';
import { resolveSession } from './modules/auth/sessions.js';
import { breaksModule } from './modules/breaks/index.js';
import { clientEventsModule } from './modules/client-events/index.js';
import { dashboardModule } from './modules/dashboard/index.js';
import { depositsModule } from './modules/deposits/index.js';
import { feedbackModule } from './modules/feedback/index.js';
import { gamesModule } from './modules/games/index.js';
import { appDeliver, gatewayModule, SandboxGateway } from './modules/gateway/index.js';
import { inboxModule } from './modules/inbox/index.js';
import { inviteModule } from './modules/invite/index.js';
import { kycModule } from './modules/kyc/index.js';
import { leaderboardsModule } from './modules/leaderboards/index.js';
import { ledgerModule } from './modules/ledger/index.js';
import { Ledger } from './modules/ledger/ledger.js';
import { limitsModule } from './modules/limits/index.js';
import { liveModule } from './modules/live/index.js';
import { registerModules, type ServerModule } from './modules/module.js';
import { csrfTokenFor } from './modules/operators/crypto.js';
import { operatorsModule, writeAudit } from './modules/operators/index.js';
import { resolveOperatorSession } from './modules/operators/sessions.js';
import { playModule } from './modules/play/index.js';
import { playersConsoleModule } from './modules/players-console/index.js';
import { promoModule } from './modules/promo/index.js';
import { realtimeModule } from './modules/realtime/index.js';
import { recordsModule } from './modules/records/index.js';
import { reportsModule } from './modules/reports/index.js';
import { requestKeyStore, requestsModule } from './modules/requests/index.js';
import { riskModule } from './modules/risk/index.js';
import { createSandboxGoogle, sandboxModule } from './modules/sandbox/index.js';
import { scheduleModule } from './modules/schedule/index.js';
import { cachedSetting, SettingsRegistry, settingsModule } from './modules/settings/index.js';
import { smsModule } from './modules/sms/index.js';
import { msg91Sms } from './modules/sms/msg91.js';
import { noSms, type SmsSender, sandboxSms } from './modules/sms/sender.js';
import { throttleModule } from './modules/throttle/index.js';
import { usersModule } from './modules/users/index.js';
import { vipModule } from './modules/vip/index.js';
import { walletApiModule } from './modules/wallet-api/index.js';
import { webModule } from './modules/web/index.js';
import { withdrawalsModule } from './modules/withdrawals/index.js';

/**
 * Every module, in the order the app registers them: settings and ledger first (their rows
 * exist before any route), the web app last (it is the catch-all). A new module is one
 * folder under modules/ and one line here (docs/ARCHITECTURE.md).
 */
export const serverModules: ReadonlyArray<ServerModule<unknown>> = [
  settingsModule,
  ledgerModule,
  smsModule,
  throttleModule,
  // Before every module that publishes live messages (realtimeOf(deps) in their setup).
  realtimeModule,
  requestsModule,
  authModule,
  usersModule,
  appModule,
  clientEventsModule,
  gamesModule,
  walletApiModule,
  liveModule,
  leaderboardsModule,
  gatewayModule,
  depositsModule,
  recordsModule,
  withdrawalsModule,
  scheduleModule,
  promoModule,
  vipModule,
  inviteModule,
  inboxModule,
  feedbackModule,
  playModule,
  operatorsModule,
  approvalsModule,
  playersConsoleModule,
  riskModule,
  sandboxModule,
  dashboardModule,
  reportsModule,
  limitsModule,
  kycModule,
  breaksModule,
];

/** The operator settings the modules declare, by key (a key declared twice is an error). */
export function settingsOf(modules: ReadonlyArray<ServerModule<unknown>>): SettingsRegistry {
  const owners = new Map(modules.flatMap((m) => (m.settings ?? []).map((s) => [s.key, m.name])));
  return new SettingsRegistry(
    modules.flatMap((m) => m.settings ?? []),
    owners,
  );
}

export interface BuildOptions {
  config: Config;
  database: Database;
  /** Serve the built web app (off in API tests). */
  serveWeb?: boolean;
  now?: () => Date;
  /** Where log lines go instead of stdout (tests read them to prove no secret is logged). */
  logStream?: { write(line: string): void };
}

export interface BuiltApp {
  app: FastifyInstance;
  deps: Deps;
  /** Every route the server answers, as "METHOD /url" (the play-edition test walks them all). */
  routes: string[];
  /** The background jobs scheduled to start when the app is ready, by name. */
  jobs: string[];
  /**
   * Resolves when no job's run is under way. Periodic jobs run once as the app gets ready;
   * tests wait for that run so it cannot count half of what a test is writing.
   */
  jobsIdle(): Promise<void>;
}

/** The configured SMS provider; the sandbox outbox exists only in sandbox mode (config.ts). */
function smsSenderOf(config: Config, app: FastifyInstance): SmsSender {
  if (config.sms?.provider === 'msg91') {
    return msg91Sms({
      ...config.sms,
      onSent: ({ requestId, mobile }) =>
        app.log.info({ requestId, mobile: maskMobile(mobile) }, 'sms handed to msg91'),
    });
  }
  if (config.sms?.provider === 'sandbox') return sandboxSms;
  return noSms;
}

/**
 * Fastify's own hop count trusts nobody (it cannot check the nearest peer), so a count is
 * given as proxy-addr's function: the socket's peer and the next `hops - 1` entries of
 * X-Forwarded-For are proxies, the one after is the client. An address list goes as it is.
 */
function trustProxyFn(
  trust: Config['trustProxy'],
): false | string[] | ((address: string, hop: number) => boolean) {
  if (typeof trust !== 'number') return trust;
  const hops = trust;
  return (_address, hop) => hop < hops;
}

/** Builds the whole server on a database that is already open and migrated. */
export async function buildApp(opts: BuildOptions): Promise<BuiltApp> {
  const { config, database } = opts;
  const app = Fastify({
    logger: {
      level: config.logLevel,
      // Tokens, codes and passwords travel in bodies and this header; none of them are logged.
      redact: ['req.headers.authorization', 'req.headers.cookie'],
      // GET calls carry the common fields, `sign` included, in the query: keep it out of the logged URL.
      serializers: { req: serializeRequest },
      ...(opts.logStream ? { stream: opts.logStream } : {}),
    },
    trustProxy: trustProxyFn(config.trustProxy),
    bodyLimit: 64 * 1024,
    genReqId: () => crypto.randomUUID(),
    requestIdHeader: false,
  });
  const routes: string[] = [];
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) routes.push(`${method} ${route.url}`);
  });
  app.addHook('onSend', async (req, reply) => {
    reply.header('x-request-id', req.id);
  });

  // Bodies Fastify itself refuses (broken JSON, too large, wrong content type) still get
  // the envelope, so the client shows a readable message instead of a bare status.
  app.setErrorHandler((err: FastifyError, req, reply) => {
    const status = err.statusCode ?? 500;
    const state = status >= 500 ? State.system : State.badRequest;
    if (status >= 500) req.log.error({ err }, 'request failed');
    const locale = requestLocale(req.body, req.headers['accept-language']);
    const key =
      status >= 500 ? 'system' : err.code === BODY_TOO_DEEP ? 'bodyTooDeep' : 'badRequest';
    const msg = message(key, locale);
    // Sign-in calls use the code envelope (DESIGN.md §2).
    const body = req.url.startsWith('/sso/') ? { code: Number(state), msg } : { state, msg };
    return reply.code(200).send(body);
  });

  // The frame-src of every page is 'self' plus the game providers' origins (a setting, read
  // at most every 5 s per instance; a console save applies at once on the instance that saved).
  const frameOrigins = new WeakMap<IncomingMessage, readonly string[]>();
  const cspMarket = marketOf(config).code;
  app.addHook('onRequest', async (req) => {
    const providers = await cachedSetting(database.db, cspMarket, gameProvidersSetting, 5_000);
    frameOrigins.set(req.raw, providers.origins);
  });
  // Helmet's middleware, built once: @fastify/helmet builds it again on every request (its
  // directives parsed each time, 4% of an instance's CPU on the live bet's path in bench:live's
  // profile). The frame-src function still runs per request.
  const securityHeaders = helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'https:'],
        styleSrc: ["'self'", "'unsafe-inline'"],
        scriptSrc: ["'self'"],
        connectSrc: ["'self'"],
        frameSrc: [
          (req: IncomingMessage) => ["'self'", ...(frameOrigins.get(req) ?? [])].join(' '),
        ],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  app.addHook('onRequest', (req, reply, done) => {
    // Helmet 8 throws rather than passing an error here; anything else is not an error.
    securityHeaders(req.raw, reply.raw, (err) => done(err instanceof Error ? err : undefined));
  });
  await app.register(fastifyCompress, { threshold: 1024 });
  // Cookies are parsed only where read (the console's session, console-router.ts), not on
  // every request: the player's calls carry a Bearer sign, not a cookie.
  await app.register(fastifyCookie, { hook: false });
  depthCheckedJson(app);
  if (config.sandbox && !config.sandboxPublic) sandboxLoopbackOnly(app);

  const sandboxGoogle = config.sandbox ? await createSandboxGoogle(config.google.clientId) : null;
  const google = config.google.enabled
    ? createGoogleVerifier({
        clientId: config.google.clientId,
        jwksUrl: config.google.jwksUrl,
        localJwks: sandboxGoogle?.jwks,
      })
    : createGoogleVerifier({ clientId: config.google.clientId });
  const now = opts.now ?? (() => new Date());
  const modules = opts.serveWeb ? [...serverModules, webModule] : serverModules;
  // The sandbox PSP; a real adapter would be chosen here from configuration. The play-money
  // edition has no payment provider at all: no pay page, no callback, no payout.
  const sandboxGateway =
    config.sandbox && config.edition !== 'play'
      ? new SandboxGateway({
          db: database.db,
          secret: SandboxGateway.secretFrom(config.appSecret),
          now,
          deliver: appDeliver(app),
          log: app.log,
        })
      : null;
  const deps: Deps = {
    config,
    db: database.db,
    dbKind: database.kind,
    market: marketOf(config),
    ledger: new Ledger(database.db, marketOf(config).currencyCode),
    sms: smsSenderOf(config, app),
    google,
    sandboxGoogle,
    settings: settingsOf(modules),
    gateway: sandboxGateway,
    sandboxGateway,
    now,
    flows,
  };
  const router = new Router(app, {
    resolveSession: (sign) => resolveSession(deps.db, sign),
    signedOutReason: (sign) => signedOutReason(deps, sign),
    checkResponses: !config.production,
    refuseMoney: config.edition === 'play',
    allowedDuringBreak: breakAllowedPaths,
    requestKeys: requestKeyStore(database.db, config.appSecret, now),
  });
  const consoleRouter = new ConsoleRouter(app, {
    resolveOperator: (token) => resolveOperatorSession(deps, token),
    csrfFor: (token) => csrfTokenFor(config.appSecret, token),
    writeAudit: (tx, entry) => writeAudit(tx, deps.now(), entry),
    secureCookies: config.env !== 'development',
    checkResponses: !config.production,
    refuseMoney: config.edition === 'play',
  });
  app.get('/healthz', async () => ({ ok: true, db: database.kind }));
  if (!config.production) {
    const doc = buildOpenApi(
      { ...api, ...consoleApi, ...(config.sandbox ? sandboxApi : {}) },
      { title: `${config.appName} API`, version: '1.0.0' },
    );
    await app.register(fastifySwagger, {
      mode: 'static',
      specification: { document: doc as unknown as OpenAPIV3.Document },
    });
    await app.register(fastifySwaggerUi, { routePrefix: '/docs', staticCSP: true });
  }
  const scheduled = await registerModules(modules, app, router, consoleRouter, deps, () => {
    const missing = [
      ...Object.values(api).filter((e) => !router.registered.has(`${e.method} ${e.path}`)),
      ...Object.values(consoleApi).filter(
        (e) => !consoleRouter.registered.has(`${e.method} ${e.path}`),
      ),
    ];
    if (missing.length > 0) {
      throw new Error(
        `contract endpoints without a route: ${missing.map((e) => e.path).join(', ')}`,
      );
    }
    if (config.sandbox) refuseNulInSandboxRoutes(app);
  });
  return {
    app,
    deps,
    routes,
    jobs: scheduled.map((job) => job.name),
    jobsIdle: async () => {
      await Promise.all(scheduled.map((job) => job.idle?.()));
    },
  };
}
