import { message, State } from '@cardroom/contract';
import type { FastifyError, FastifyInstance } from 'fastify';
import { requestLocale } from './router.js';

/**
 * The deepest nesting a JSON body may have. Contract bodies are a few levels deep; a body
 * nested thousands deep (`[[[[…]]]]`) would make every recursive walk after the parse (zod,
 * the NUL check) overflow the stack, so it is refused before JSON.parse sees it.
 */
export const MAX_JSON_DEPTH = 32;

/** True when `text` opens more than `max` arrays/objects inside each other (strings skipped). */
export function jsonDepthExceeds(text: string, max = MAX_JSON_DEPTH): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c)
        i++; // a backslash escapes the next character
      else if (c === 0x22) inString = false;
      continue;
    }
    if (c === 0x22) inString = true;
    else if (c === 0x5b || c === 0x7b) {
      depth++;
      if (depth > max) return true;
    } else if (c === 0x5d || c === 0x7d) depth--;
  }
  return false;
}

/** 127.0.0.0/8 and ::1, also as IPv4-mapped IPv6. */
export function isLoopback(ip: string): boolean {
  const v4 = ip.startsWith('::ffff:') ? ip.slice(7) : ip;
  return v4.startsWith('127.') || ip === '::1';
}

/**
 * The sandbox's routes (its outbox of codes, pay pages, operator windows that move money)
 * answer loopback clients only, unless SANDBOX_PUBLIC=1 opens them for a public demo: a
 * sandbox server that listens beyond loopback must not let anyone read codes or pay orders.
 */
export function sandboxLoopbackOnly(app: FastifyInstance): void {
  app.addHook('onRequest', async (req, reply) => {
    if (!req.url.startsWith('/sandbox/') || isLoopback(req.ip)) return;
    const locale = requestLocale(undefined, req.headers['accept-language']);
    return reply
      .code(403)
      .send({ state: State.forbidden, msg: message('sandboxLoopbackOnly', locale) });
  });
}

/** The error code of a refused too-deep body (the error handler answers `bodyTooDeep`). */
export const BODY_TOO_DEEP = 'CR_BODY_TOO_DEEP';

/**
 * Fastify's own JSON parser (prototype-poisoning checks kept) behind a depth check: a body
 * nested deeper than MAX_JSON_DEPTH is refused with a 400 (the error handler's envelope)
 * before it is parsed, on every route that takes JSON.
 */
export function depthCheckedJson(app: FastifyInstance): void {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (req, body, done) => {
    if (jsonDepthExceeds(String(body))) {
      const err = new Error(message('bodyTooDeep', 'en')) as FastifyError;
      err.statusCode = 400;
      err.code = BODY_TOO_DEEP;
      done(err, undefined);
      return;
    }
    parse(req, String(body), done);
  });
}
