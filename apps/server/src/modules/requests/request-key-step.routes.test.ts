import { randomUUID } from 'node:crypto';
import { defineEndpoint, message, requestKeyFields } from '@cardroom/contract';
import { sql } from 'drizzle-orm';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { useTestApp } from '../../../test/use-test-app.js';
import { Router } from '../../http/router.js';
import { type Player, player } from '../deposits/testkit.js';
import { DEFAULT_TIMINGS, requestKeyStore } from './index.js';

/**
 * The request-key step around the handler (http/request-keys.ts `requestKeyStep`), through the
 * shared pipeline, on the real store: the paths the contract's endpoints rarely take, faults
 * and a takeover, driven by an endpoint of the test's own on a router of its own.
 */

const keyed = defineEndpoint({
  method: 'POST',
  path: '/test/keyed',
  envelope: 'state',
  auth: 'required',
  idempotent: true,
  tag: 'test',
  summary: 'A keyed call whose handler does what the test says.',
  payload: { ...requestKeyFields, n: z.number().int() },
  result: z.object({ runs: z.number().int() }),
});

type Step = 'ok' | 'fail' | 'failAfterBind' | 'takenOver';

let app: FastifyInstance;
let p: Player;
let runs = 0;
let next: Step[] = [];
const lines: string[] = [];

const t = useTestApp({ MARKET: 'IN' });
beforeAll(async () => {
  p = await player(t);
  app = Fastify({ logger: { stream: { write: (line: string) => void lines.push(line) } } });
  const router = new Router(app, {
    // The session is not what this file tests: the test's player is the only signed-in caller.
    resolveSession: async (sign) =>
      sign === p.sign ? { sessionId: 0, userId: p.userId, uid: p.uid } : null,
    checkResponses: true,
    refuseMoney: false,
    requestKeys: requestKeyStore(t.deps.db, t.config.appSecret, t.deps.now),
  });
  router.handle(keyed, async (input, ctx) => {
    runs++;
    const step = next.shift() ?? 'ok';
    if (step === 'fail') throw new Error('the handler broke before any commit');
    if (step === 'takenOver') {
      // This holder stalls past its lease; a retry takes the key over and answers first.
      t.advance(DEFAULT_TIMINGS.leaseMs + 1_000);
      const retry = await call(input.requestId, input.n);
      expect(retry.json()).toEqual(ok(2));
    }
    await t.deps.db.transaction(async (tx) => {
      await ctx.requestKey?.bind(tx);
      await tx.execute(sql`select 1`);
    });
    if (step === 'failAfterBind') throw new Error('the handler broke after its commit');
    return { runs };
  });
  await app.ready();
}, 300_000);
afterAll(async () => {
  await app?.close();
});

function call(requestId: string | undefined, n = 1) {
  return app.inject({
    method: 'POST',
    url: keyed.path,
    headers: { authorization: `Bearer ${p.sign}` },
    payload: { n, ...(requestId && { requestId }) },
  });
}

/** The log lines of faults ('request failed'), written once per faulty answer sent. */
const faultsLogged = () =>
  lines.filter((l) => (JSON.parse(l) as { msg?: string }).msg === 'request failed').length;

const systemAnswer = { state: '500', msg: message('system', 'en') };
const ok = (n: number) => ({ state: '200', msg: message('ok', 'en'), resultData: { runs: n } });

describe('the request-key step around the handler', () => {
  it('a fault before any commit gives the key back: the retry runs, and its answer is kept', async () => {
    runs = 0;
    next = ['fail'];
    const id = randomUUID();
    const logged = faultsLogged();
    expect((await call(id)).json()).toEqual(systemAnswer);
    expect(faultsLogged()).toBe(logged + 1);
    expect((await call(id)).json()).toEqual(ok(2));
    expect((await call(id)).json()).toEqual(ok(2));
    expect(runs).toBe(2);
  });

  it('a fault after the key was bound is the first answer: a retry hears it and runs nothing', async () => {
    runs = 0;
    next = ['failAfterBind'];
    const id = randomUUID();
    expect((await call(id)).json()).toEqual(systemAnswer);
    expect((await call(id)).json()).toEqual(systemAnswer);
    expect(runs).toBe(1);
  });

  it('a holder taken over answers "in progress", logs no fault, and the new holder keeps the key', async () => {
    runs = 0;
    next = ['takenOver'];
    const id = randomUUID();
    const logged = faultsLogged();
    const stale = await call(id);
    expect(stale.json()).toEqual({ state: '425', msg: message('requestInProgress', 'en') });
    expect(faultsLogged()).toBe(logged);
    expect((await call(id)).json()).toEqual(ok(2));
    expect(runs).toBe(2);
  });

  it('a call without a requestId runs every time, unkeyed', async () => {
    runs = 0;
    await call(undefined);
    await call(undefined);
    expect(runs).toBe(2);
  });
});
