import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Deps } from '../../deps.js';
import { OperatorError } from '../../http/errors.js';
import { orderNoParams, refuseInvalid } from '../../http/raw-routes.js';
import { confirmSelfUtr, creditAgentOrder, presentOrder, rejectOrder } from '../deposits/index.js';
import { putSetting, readSetting, SettingInvalidError } from '../settings/index.js';

/**
 * Sandbox mode only: what `npm run ops` does, over HTTP, for testers on PGlite (one process
 * per data folder, so the CLI cannot open the database beside the running server). The same
 * services as the CLI; bodies are checked with zod and a bad one changes nothing.
 */
const reasonBody = z.object({ reason: z.string().trim().min(1).max(200) }).strict();
const noBody = z.object({}).strict();
const settingBody = z
  .union([
    // Shallow merge into the stored document, like SQL `value || '{…}'`.
    z.object({ merge: z.record(z.string(), z.unknown()) }).strict(),
    // The whole document replaced.
    z
      .object({ replace: z.unknown().refine((v) => v !== undefined, 'replace is required') })
      .strict(),
  ])
  .refine((b) => ('merge' in b ? true : b.replace !== null), 'a setting cannot be null');

const keyParams = z.object({ key: z.string().regex(/^[A-Za-z]{1,40}$/) });

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

export function registerSandboxOperator(app: FastifyInstance, deps: Deps): void {
  const depositAction = (
    path: string,
    body: z.ZodType,
    run: (orderNo: string, parsed: { reason?: string }) => Promise<unknown>,
  ) =>
    app.post(path, async (req, reply) => {
      const params = orderNoParams.safeParse(req.params);
      if (!params.success) return refuseInvalid(reply, params.error);
      const parsed = body.safeParse(req.body ?? {});
      if (!parsed.success) return refuseInvalid(reply, parsed.error);
      try {
        const order = await run(params.data.orderNo, parsed.data as { reason?: string });
        return { ok: true, order };
      } catch (err) {
        if (err instanceof OperatorError) {
          return reply.code(409).send({ ok: false, error: err.message });
        }
        throw err;
      }
    });

  // The play-money edition has no deposits to confirm (the order calls are refused).
  if (deps.config.edition !== 'play') {
    depositAction('/sandbox/operator/deposits/:orderNo/confirm-utr', noBody, async (no) =>
      presentOrder(await confirmSelfUtr(deps, no), 'en'),
    );
    depositAction('/sandbox/operator/deposits/:orderNo/reject-utr', reasonBody, async (no, b) =>
      presentOrder(await rejectOrder(deps, no, b.reason ?? '', ['self_utr']), 'en'),
    );
    depositAction('/sandbox/operator/deposits/:orderNo/credit-agent', noBody, async (no) =>
      presentOrder(await creditAgentOrder(deps, no), 'en'),
    );
    depositAction('/sandbox/operator/deposits/:orderNo/reject-agent', reasonBody, async (no, b) =>
      presentOrder(await rejectOrder(deps, no, b.reason ?? '', ['agency']), 'en'),
    );
  }

  app.get('/sandbox/operator/settings/:key', async (req, reply) => {
    const params = keyParams.safeParse(req.params);
    if (!params.success) return refuseInvalid(reply, params.error);
    const { key } = params.data;
    const setting = deps.settings.get(key);
    if (!setting) return reply.code(404).send({ ok: false, error: `no setting ${key}` });
    return { ok: true, key, value: await readSetting(deps.db, deps.market.code, setting) };
  });

  app.post('/sandbox/operator/settings/:key', async (req, reply) => {
    const params = keyParams.safeParse(req.params);
    if (!params.success) return refuseInvalid(reply, params.error);
    const { key } = params.data;
    const setting = deps.settings.get(key);
    if (!setting) return reply.code(404).send({ ok: false, error: `no setting ${key}` });
    const parsed = settingBody.safeParse(req.body ?? {});
    if (!parsed.success) return refuseInvalid(reply, parsed.error);
    const current: unknown = await readSetting(deps.db, deps.market.code, setting);
    const def: unknown = setting.defaults(deps.market.code);
    let next: unknown;
    if ('merge' in parsed.data) {
      if (!isObject(current)) {
        return reply.code(400).send({ ok: false, error: `${key} is not an object: use replace` });
      }
      next = { ...current, ...parsed.data.merge };
    } else {
      next = parsed.data.replace;
    }
    // The document keeps its kind (object or list) so the readers' defaults still apply.
    if (Array.isArray(def) !== Array.isArray(next) || isObject(def) !== isObject(next)) {
      return reply.code(400).send({
        ok: false,
        error: `${key} must be ${Array.isArray(def) ? 'a list' : 'an object'}`,
      });
    }
    try {
      // Checked against the setting's schema: a bad value is refused and nothing is stored.
      const stored = await putSetting(deps.db, deps.market.code, setting, next);
      return { ok: true, key, value: stored };
    } catch (err) {
      if (err instanceof SettingInvalidError) {
        return reply.code(400).send({ ok: false, error: err.message });
      }
      throw err;
    }
  });
}
