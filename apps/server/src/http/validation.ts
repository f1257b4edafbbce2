import { isMessageKey, type Locale, message, State } from '@cardroom/contract';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';

/**
 * Turns the first zod issue into a message for the player. Contract schemas carry message
 * keys as their error texts; anything without a key gets a generic text naming the field.
 */
export function validationMessage(error: z.ZodError, locale: Locale): string {
  const issue = error.issues[0];
  if (!issue) return message('badRequest', locale);
  if (issue.code === 'unrecognized_keys') {
    return message('unknownField', locale, { field: issue.keys.join(', ') });
  }
  const field = issue.path.join('.') || 'body';
  // Keys with a {{field}} placeholder (invalidField) need the field name filled in.
  if (isMessageKey(issue.message)) return message(issue.message, locale, { field });
  return message('invalidField', locale, { field });
}

/**
 * The first field holding a NUL character, which PostgreSQL text cannot store: refusing it
 * here keeps a typed-in (or crafted) value from turning into a "system" fault.
 */
export function nulField(value: unknown, path = ''): string | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path || 'body' : null;
  if (typeof value !== 'object' || value === null) return null;
  for (const [key, inner] of Object.entries(value)) {
    const found = nulField(inner, path ? `${path}.${key}` : key);
    if (found) return found;
  }
  return null;
}

/**
 * The sandbox's raw routes (pay pages, operator windows) take path parameters and bodies the
 * router does not see: a NUL in any of them is refused with a 400, as the router refuses it.
 */
export function refuseNulInSandboxRoutes(app: FastifyInstance): void {
  app.addHook('preHandler', async (req, reply) => {
    if (!req.url.startsWith('/sandbox/')) return;
    const nul = nulField({ params: req.params, query: req.query, body: req.body });
    if (!nul) return;
    const field = nul.replace(/^(params|query|body)\./, '');
    return reply
      .code(400)
      .send({ state: State.badRequest, msg: message('invalidField', 'en', { field }) });
  });
}
