import type { FastifyReply } from 'fastify';
import { z } from 'zod';

/**
 * Helpers for the few raw Fastify routes the router cannot carry (sandbox pay pages and
 * operator windows with path parameters): every one parses its params and body with zod.
 */
export const orderNoParams = z.object({ orderNo: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/) });

/** 400 with every zod issue named by its field; nothing changes. */
export function refuseInvalid(reply: FastifyReply, error: z.ZodError) {
  return reply.code(400).send({
    ok: false,
    error: error.issues.map((i) => `${i.path.join('.') || 'body'}: ${i.message}`).join('; '),
  });
}
