import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Market } from '@cardroom/contract';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';

/** Where Home's first banner image is, for a preload hint; null when there is none. */
export type FirstBanner = () => Promise<string | null>;

const HINT_TTL_MS = 30_000;

/**
 * Serves the built web app. Hashed assets are cached for a year; index.html never, so a
 * new release is picked up on the next load. Unknown GET paths that want HTML get the
 * app (history-mode routing); API paths keep their JSON 404.
 *
 * On the paths that open on Home, index.html also carries Home's first banner: a preload
 * hint, and the banner itself in the pre-script shell, where Home will draw it
 * (`.boot-banner` in index.html). It is the largest thing on the first screen; without this
 * it would show only after the script has run and the banner list has arrived.
 */
const HOME_PATHS = new Set(['/', '/pages/index/index', '/pages/home/Home']);
const SHELL_TABBAR = '<div class="boot-tabbar"></div>';

/**
 * The page carries the market (`data-market`, read by the app before its first screen) and
 * the market's default language, so a fresh browser on a MARKET=IN server is English from
 * the first paint, the pre-script shell included. A player who chose a language gets it
 * from the app, which sets `lang` again once its texts are loaded.
 */
export function withMarket(html: string, market: Pick<Market, 'code' | 'defaultLanguage'>): string {
  const lang = market.defaultLanguage === 'en' ? 'en' : 'id';
  return html.replace(/<html[^>]*>/, `<html lang="${lang}" data-market="${market.code}">`);
}

export async function registerWebApp(
  app: FastifyInstance,
  webDist: string,
  firstBanner: FirstBanner,
  market: Pick<Market, 'code' | 'defaultLanguage'>,
): Promise<void> {
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
  const template = withMarket(readFileSync(indexHtml, 'utf8'), market);
  let cached: { home: string; at: number } | null = null;
  const page = async (path: string): Promise<string> => {
    if (!HOME_PATHS.has(path)) return template;
    if (!cached || Date.now() - cached.at >= HINT_TTL_MS) {
      const image = await firstBanner().catch(() => null);
      const href = image ? escapeAttr(image) : '';
      const home = href
        ? template
            .replace('</head>', `<link rel="preload" as="image" href="${href}"></head>`)
            .replace(
              SHELL_TABBAR,
              `<div class="boot-banner"><img src="${href}" alt=""></div>${SHELL_TABBAR}`,
            )
        : template;
      cached = { home, at: Date.now() };
    }
    return cached.home;
  };
  const sendPage = async (reply: FastifyReply, url: string) =>
    reply
      .header('cache-control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(await page(url.split('?')[0] ?? url));

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
  app.get('/', (req, reply) => sendPage(reply, req.url));
  app.setNotFoundHandler((req, reply) => {
    const wantsHtml = req.method === 'GET' && (req.headers.accept ?? '').includes('text/html');
    if (wantsHtml && !req.url.startsWith('/assets/')) return sendPage(reply, req.url);
    return reply.code(404).send({ state: '404', msg: 'Not found' });
  });
}

/** Only same-site paths and https addresses, escaped for an attribute. */
function escapeAttr(url: string): string {
  if (!/^(\/[^/]|https:\/\/)/.test(url)) return '';
  return url.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}
