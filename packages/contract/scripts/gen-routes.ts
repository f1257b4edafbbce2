/**
 * Writes src/routes/*.gen.ts: every endpoint's method, path, envelope and auth, without its
 * schemas (stale files of a family that no longer exists are removed). Run after changing an endpoint: `npm run gen:routes`.
 * A test fails when a file is out of date.
 */
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { renderRoutes } from '../src/routes.render.js';

const dir = fileURLToPath(new URL('../src/routes/', import.meta.url));
mkdirSync(dir, { recursive: true });
const files = renderRoutes();
for (const old of readdirSync(dir)) {
  if (old.endsWith('.gen.ts') && !(`routes/${old}` in files)) rmSync(`${dir}${old}`);
}
for (const [name, text] of Object.entries(files)) {
  const target = fileURLToPath(new URL(`../src/${name}`, import.meta.url));
  writeFileSync(target, text);
  console.log(`wrote ${target}`);
}
