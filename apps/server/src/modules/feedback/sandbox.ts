import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Deps } from '../../deps.js';
import { OperatorError } from '../../http/errors.js';
import { refuseInvalid } from '../../http/raw-routes.js';
import { closeFeedback, replyToFeedback } from './operator.js';

const idParams = z.object({ id: z.string().regex(/^[1-9]\d{0,17}$/) });
const replyBody = z.object({ reply: z.string() }).strict();

/**
 * Sandbox only: the operator's answer and close, for browser tests that cannot run the ops
 * command (PGlite lets one process open the data folder). The same services as
 * `npm run ops -- feedback reply|close`.
 */
export function registerSandboxFeedbackOperator(app: FastifyInstance, deps: Deps): void {
  app.post('/sandbox/operator/feedback/:id/reply', async (req, reply) => {
    const params = idParams.safeParse(req.params);
    if (!params.success) return refuseInvalid(reply, params.error);
    const body = replyBody.safeParse(req.body ?? {});
    if (!body.success) return refuseInvalid(reply, body.error);
    try {
      await replyToFeedback(deps, Number(params.data.id), body.data.reply);
    } catch (err) {
      if (err instanceof OperatorError) return reply.code(409).send({ error: err.message });
      throw err;
    }
    return { ok: true };
  });
  app.post('/sandbox/operator/feedback/:id/close', async (req, reply) => {
    const params = idParams.safeParse(req.params);
    if (!params.success) return refuseInvalid(reply, params.error);
    try {
      await closeFeedback(deps, Number(params.data.id));
    } catch (err) {
      if (err instanceof OperatorError) return reply.code(409).send({ error: err.message });
      throw err;
    }
    return { ok: true };
  });
}
