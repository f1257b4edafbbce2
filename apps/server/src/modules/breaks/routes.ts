import { api } from '@cardroom/contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Deps } from '../../deps.js';
import { refuseInvalid } from '../../http/raw-routes.js';
import type { Router } from '../../http/router.js';
import { userByUid } from '../users/index.js';
import { realityInfo, sessionFigures, setNextCheck, setReality } from './reality.js';
import { activeBreak, breakStateOf, startBreak } from './service.js';

/** The Break and RealityCheck pages' calls, and the game page's reality-check figures. */
export function registerBreaksRoutes(r: Router, deps: Deps): void {
  r.handle(api.breakInfo, async (_input, ctx) => {
    const row = await activeBreak(deps.db, ctx.session.userId, deps.now());
    return {
      current: row ? breakStateOf(deps, row, ctx.locale) : null,
      withdrawOnly: ctx.session.withdrawOnly === true,
    };
  });
  r.handle(api.breakStart, async (input, ctx) => ({
    current: await startBreak(deps, ctx.session, input.period, ctx),
  }));
  r.handle(api.realityCheckInfo, (_input, ctx) => realityInfo(deps, ctx.session.userId));
  r.handle(api.realityCheckSet, (input, ctx) =>
    setReality(deps, ctx.session, input.minutes, ctx.ip),
  );
  r.handle(api.realityCheckSession, (_input, ctx) => sessionFigures(deps, ctx.session));
}

const nextCheckBody = z
  .object({ uid: z.string().min(1).max(64), seconds: z.number().int().min(1).max(86_400) })
  .strict();

/**
 * Sandbox only: makes a player's next reality check due in a few seconds, so a browser test
 * sees the popup without waiting the shortest real interval (15 minutes).
 */
export function registerSandboxRealityCheck(app: FastifyInstance, deps: Deps): void {
  app.post('/sandbox/reality/next', async (req, reply) => {
    const body = nextCheckBody.safeParse(req.body ?? {});
    if (!body.success) return refuseInvalid(reply, body.error);
    const user = await userByUid(deps.db, body.data.uid);
    if (!user) return reply.code(404).send({ error: 'no such player' });
    await setNextCheck(deps, user.id, body.data.seconds);
    return { ok: true };
  });
}
