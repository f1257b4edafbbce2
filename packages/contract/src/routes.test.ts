import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';
import { api, sandboxApi } from './endpoints/index.js';
import { routes, sandboxRoutes } from './index.js';
import { renderRoutes } from './routes.render.js';

it('the generated route files match the contract (run `npm run gen:routes` after changing an endpoint)', () => {
  const files = renderRoutes();
  const dir = fileURLToPath(new URL('./routes/', import.meta.url));
  expect(readdirSync(dir).sort()).toEqual(
    Object.keys(files)
      .map((f) => f.replace('routes/', ''))
      .sort(),
  );
  for (const [name, text] of Object.entries(files)) {
    expect(readFileSync(`${dir}${name.replace('routes/', '')}`, 'utf8'), name).toBe(text);
  }
});

it('has one route per endpoint with the same method and path, and nothing else', () => {
  for (const [table, endpoints] of [
    [routes, api],
    [sandboxRoutes, sandboxApi],
  ] as const) {
    expect(Object.keys(table).sort()).toEqual(Object.keys(endpoints).sort());
    for (const [name, e] of Object.entries(endpoints)) {
      expect(table[name as keyof typeof table]).toMatchObject({
        name,
        method: e.method,
        path: e.path,
      });
    }
  }
});
