import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Deps } from '../deps.js';
import type { ConsoleRouter } from '../http/console-router.js';
import type { Router } from '../http/router.js';
import { PeriodicJob } from '../jobs/periodic.js';
// The descriptor's type only (settings/index.ts imports this file, so not through it).
import type { AnySetting } from './settings/define.js';

/**
 * What every module hands the app (apps/server/src/app.ts builds the server from one ordered
 * list of these). A module is a folder under modules/ whose `index.ts` exports one
 * `defineModule(...)` and whatever other modules may use; nothing else is imported from outside.
 */
export interface ModuleContext<S> {
  /** Raw Fastify, only for routes the router cannot carry (signed callbacks, HTML pages). */
  app: FastifyInstance;
  log: FastifyBaseLogger;
  /** What the module's own `setup` built for this app instance. */
  state: S;
}

/** Background work: started when the app is ready, stopped (and waited for) when it closes. */
export interface Job {
  name: string;
  start(): void;
  stop(): Promise<void>;
  /** Resolves when no run is under way (periodic jobs: their first run starts with the app). */
  idle?(): Promise<void>;
}

export interface ServerModule<S = undefined> {
  name: string;
  /**
   * A module that moves real money (deposits, withdrawals, the payment provider): in the
   * play-money edition (EDITION=play) its jobs never start, so no payout or callback runs.
   */
  money?: true;
  /**
   * The operator settings this module owns (its `settings.ts`): the app seeds their defaults
   * and the sandbox operator route finds them by key (Deps.settings).
   */
  settings?: ReadonlyArray<AnySetting>;
  /** Built once per app, before any route: per-instance parts the routes and jobs share. */
  setup?(deps: Deps, app: FastifyInstance): S;
  /** Awaited while the app is built (database rows the module needs before it serves). */
  init?(deps: Deps): Promise<void>;
  /** The module's contract endpoints (and raw routes the router cannot carry). */
  routes?(router: Router, deps: Deps, ctx: ModuleContext<S>): void | Promise<void>;
  /**
   * The module's back-office calls (`consoleApi` endpoints) on the ConsoleRouter, which checks
   * the operator's session, CSRF and role before the handler runs.
   */
  consoleRoutes?(consoleRouter: ConsoleRouter, deps: Deps, ctx: ModuleContext<S>): void;
  /** Registered only in sandbox mode (config.sandbox): the simulator's windows and controls. */
  sandboxRoutes?(router: Router, deps: Deps, ctx: ModuleContext<S>): void;
  jobs?(deps: Deps, ctx: ModuleContext<S>): Job[];
  onReady?(deps: Deps, ctx: ModuleContext<S>): Promise<void>;
  onClose?(deps: Deps, ctx: ModuleContext<S>): Promise<void>;
}

/** The one way to declare a module; only checks the shape and keeps `S` tied to its hooks. */
export function defineModule<S = undefined>(module: ServerModule<S>): ServerModule<S> {
  return module;
}

/** A job that runs `work` at start and every `periodMs`; a failed run is logged, not thrown. */
export function periodicJob(
  name: string,
  periodMs: number,
  work: () => Promise<unknown>,
  log: { warn(o: object, m: string): void },
): Job {
  const job = new PeriodicJob(work, (err) => log.warn({ err, job: name }, `${name} failed`));
  return { name, start: () => job.start(periodMs), stop: () => job.stop(), idle: () => job.idle() };
}

/**
 * Registers every module in order: set-up and init first (all of them, so routes may rely on
 * the rows another module seeds), then routes, then sandbox-only routes when sandbox mode is
 * on, then jobs and hooks. Answers the jobs it scheduled (the app owns the
 * modules' lifetimes through hooks).
 */
export async function registerModules(
  modules: ReadonlyArray<ServerModule<unknown>>,
  app: FastifyInstance,
  router: Router,
  consoleRouter: ConsoleRouter,
  deps: Deps,
  afterRoutes: () => void,
): Promise<Job[]> {
  const contexts = modules.map((m) => ({
    module: m,
    ctx: { app, log: app.log, state: m.setup ? m.setup(deps, app) : undefined },
  }));
  for (const { module } of contexts) await module.init?.(deps);
  for (const { module, ctx } of contexts) {
    await module.routes?.(router, deps, ctx);
    module.consoleRoutes?.(consoleRouter, deps, ctx);
  }
  afterRoutes();
  if (deps.config.sandbox) {
    for (const { module, ctx } of contexts) module.sandboxRoutes?.(router, deps, ctx);
  }
  const play = deps.config.edition === 'play';
  const scheduled: Job[] = [];
  for (const { module, ctx } of contexts) {
    const jobs = play && module.money ? [] : (module.jobs?.(deps, ctx) ?? []);
    scheduled.push(...jobs);
    app.addHook('onReady', async () => {
      for (const job of jobs) job.start();
      await module.onReady?.(deps, ctx);
    });
    app.addHook('onClose', async () => {
      await Promise.all(jobs.map((job) => job.stop()));
      await module.onClose?.(deps, ctx);
    });
  }
  return scheduled;
}
