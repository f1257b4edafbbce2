import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/**
 * Serves the built web app. Hashed assets are cached for a year; index.html never, so a
 * new release is picked up on the next load. Unknown GET paths that want HTML get the
 * app (history-mode routing); API paths keep their JSON 404.
 */
export async function registerWebApp(app: FastifyInstance, webDist: string): Promise<void> {
  const indexHtml = join(webDist, 'index.html');
  if (!existsSync(indexHtml)) {
    app.log.warn({ webDist }, 'web app not built; run `npm run build` to serve it');
    app.get('/', async (_req, reply) =>
      reply
        .type('text/html')
        .send('<p>The web app is not built yet. Run <code>npm run build</code> and restart.</p>'),
    );
    return;
  }
  await app.register(fastifyStatic, {
    root: webDist,
    wildcard: false,
    index: false,
    setHeaders(res, path) {
      res.header(
        'cache-control',
        path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
      );
    },
  });
  app.get('/', (_req, reply) => reply.header('cache-control', 'no-cache').sendFile('index.html'));
  app.setNotFoundHandler((req, reply) => {
    const wantsHtml = req.method === 'GET' && (req.headers.accept ?? '').includes('text/html');
    if (wantsHtml && !req.url.startsWith('/assets/')) {
      reply.header('cache-control', 'no-cache');
      return reply.sendFile('index.html');
    }
    return reply.code(404).send({ state: '404', msg: 'Not found' });
  });
}
