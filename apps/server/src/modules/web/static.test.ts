import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp, withTestApp } from '../../../test/use-test-app.js';

/** A stand-in build: the real one is made by Vite, the serving rules are what is tested here. */
function standInBuild(): string {
  const dist = mkdtempSync(join(tmpdir(), 'cardroom-dist-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(
    join(dist, 'index.html'),
    '<!doctype html><html><head><title>x</title></head><body><div id="app"><div class="boot-header"></div><div class="boot-tabbar"></div></div></body></html>',
  );
  writeFileSync(join(dist, 'assets', 'app-abc123.js'), 'console.log(1)');
  return dist;
}
const t = useTestApp({ WEB_DIST: standInBuild() }, { serveWeb: true });

const html = (url: string) => t.inject({ method: 'GET', url, headers: { accept: 'text/html' } });

describe('serving the web app', () => {
  it('serves index.html for the app entry and every page path, never cached', async () => {
    for (const url of ['/', '/pages/home/Home', '/pages/wallet/Deposit?x=1']) {
      const res = await html(url);
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).toContain('<div id="app">');
    }
  });

  it('preloads the first banner of the operator settings', async () => {
    const res = await html('/');
    expect(res.body).toContain('<link rel="preload" as="image" href="/banners/games.svg">');
  });

  it('draws the first banner in the pre-script shell only on the paths that open on Home', async () => {
    const banner = '<div class="boot-banner"><img src="/banners/games.svg" alt=""></div>';
    for (const url of ['/', '/pages/index/index?channel=x', '/pages/home/Home']) {
      expect((await html(url)).body).toContain(`${banner}<div class="boot-tabbar">`);
    }
    for (const url of ['/pages/wallet/Deposit', '/pages/Login/Login']) {
      const res = await html(url);
      expect(res.body).not.toContain('boot-banner');
      expect(res.body).not.toContain('rel="preload"');
    }
  });

  it('writes the market and its default language on every page, before any script runs', async () => {
    for (const url of ['/', '/pages/wallet/Deposit']) {
      expect((await html(url)).body).toContain('<html lang="id" data-market="ID">');
    }
    await withTestApp(
      { WEB_DIST: t.config.webDist, MARKET: 'IN' },
      { serveWeb: true },
      async (india) => {
        const res = await india.inject({
          method: 'GET',
          url: '/',
          headers: { accept: 'text/html' },
        });
        expect(res.body).toContain('<html lang="en" data-market="IN">');
      },
    );
  });

  it('keeps hashed assets for a year and answers unknown API paths with JSON', async () => {
    const asset = await t.inject({ method: 'GET', url: '/assets/app-abc123.js' });
    expect(asset.headers['cache-control']).toContain('immutable');
    const api = await t.inject({ method: 'GET', url: '/no/such/call' });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toEqual({ state: '404', msg: 'Not found' });
  });

  it('puts no hint for a banner address that is neither same-site nor https', async () => {
    // A fresh app: the page with its hint is cached for 30 s.
    await withTestApp({ WEB_DIST: t.config.webDist }, { serveWeb: true }, async (fresh) => {
      await fresh.deps.db.execute(
        sql`update settings set value = '[{"id":"x","title":"x","imageUrl":"javascript:alert(1)","link":"/"}]' where key = 'banners'`,
      );
      const res = await fresh.inject({ method: 'GET', url: '/', headers: { accept: 'text/html' } });
      expect(res.body).not.toContain('rel="preload"');
      expect(res.body).not.toContain('boot-banner');
    });
  });
});
