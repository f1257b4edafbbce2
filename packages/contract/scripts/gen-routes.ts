/**
 * Writes src/routes.gen.ts: every endpoint's method, path, envelope and auth, without its
 * schemas. Run after changing an endpoint: `npm run gen:routes`. A test fails when the file
 * is out of date.
 */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { renderRoutes } from '../src/routes.render.js';

const target = fileURLToPath(new URL('../src/routes.gen.ts', import.meta.url));
writeFileSync(target, renderRoutes());
console.log(`wrote ${target}`);
