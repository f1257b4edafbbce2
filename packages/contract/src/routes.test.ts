import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';
import { api } from './endpoints/index.js';
import { routes } from './routes.gen.js';
import { renderRoutes } from './routes.render.js';

it('routes.gen.ts matches the contract (run `npm run gen:routes` after changing an endpoint)', () => {
  const file = readFileSync(fileURLToPath(new URL('./routes.gen.ts', import.meta.url)), 'utf8');
  expect(file).toBe(renderRoutes());
});

it('has one route per endpoint with the same method and path', () => {
  for (const [name, e] of Object.entries(api)) {
    expect(routes[name as keyof typeof routes]).toMatchObject({ method: e.method, path: e.path });
  }
});
