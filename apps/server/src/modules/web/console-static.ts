import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';

/**
 * Serves the operator console (apps/console/dist) under /console: hashed assets cached for a
 * year, its own index.html for /console and every /console/* page (history routing). The
 * console's API paths (/console/api/…) are routes of their own and never reach this.
 */
export async function registerConsoleApp(app: FastifyInstance, consoleDist: string): Promise<void> {
  const indexHtml = join(consoleDist, 'index.html');
  if (!existsSync(indexHtml)) {
    app.log.warn({ consoleDist }, 'console not built; run `npm run build` to serve it');
    const notBuilt =
      '<p>The console is not built yet. Run <code>npm run build</code> and restart.</p>';
    app.get('/console', (_req, reply) => reply.type('text/html').send(notBuilt));
    app.get('/console/*', (_req, reply) => reply.type('text/html').send(notBuilt));
    return;
  }
  const html = readFileSync(indexHtml, 'utf8');
  await app.register(fastifyStatic, {
    root: join(consoleDist, 'assets'),
    prefix: '/console/assets/',
    decorateReply: false,
    index: false,
    setHeaders(res) {
      res.header('cache-control', 'public, max-age=31536000, immutable');
    },
  });
  const page = (_req: unknown, reply: FastifyReply) =>
    reply
      .header('cache-control', 'no-cache')
      // The console is never framed and never indexed.
      .header('x-frame-options', 'DENY')
      .header('x-robots-tag', 'noindex')
      .type('text/html; charset=utf-8')
      .send(html);
  app.get('/console', page);
  app.get('/console/', page);
  app.get('/console/*', (req, reply) => {
    if (req.url.startsWith('/console/api/') || req.url.startsWith('/console/assets/')) {
      return reply.code(404).send({ state: '404', msg: 'Not found' });
    }
    return page(req, reply);
  });
}
