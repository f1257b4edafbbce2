// Sums the gzipped JavaScript a first visit downloads: what index.html loads, plus the static
// imports of the route chunk and the default language's texts. `/` and the five tabs must stay
// within issue 15's 110 KB target, every other page within DESIGN.md §6's 130 KB budget.
// A lower bound of what Lighthouse counts (`npm run bench:web`: the lazy parts a page loads
// too); CI runs it after the build as a guard. Run after `npm run build -w @cardroom/web`.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const dist = new URL('../dist/', import.meta.url).pathname;
const assets = join(dist, 'assets');
const files = readdirSync(assets);
const gz = (f) => gzipSync(readFileSync(join(assets, f)), { level: 9 }).length;

function closure(start) {
  const seen = new Set();
  const queue = [...start];
  while (queue.length) {
    const f = queue.pop();
    if (seen.has(f)) continue;
    seen.add(f);
    const code = readFileSync(join(assets, f), 'utf8');
    // Static imports only: `import ... from "./x.js"` and bare `import "./x.js"`.
    for (const m of code.matchAll(/(?:from|import)\s*["']\.\/([^"']+\.js)["']/g)) queue.push(m[1]);
  }
  return seen;
}

const html = readFileSync(join(dist, 'index.html'), 'utf8');
const entry = [...html.matchAll(/(?:src|href)="\/assets\/([^"]+\.js)"/g)].map((m) => m[1]);
const chunk = (name) => files.find((f) => f.startsWith(`${name}-`) && f.endsWith('.js'));
const lang = process.env.LANG_CHUNK ?? 'ind';

const report = (label, routeChunk) => {
  const set = closure([...entry, chunk(lang), ...(routeChunk ? [chunk(routeChunk)] : [])]);
  const rows = [...set].map((f) => [f, gz(f)]).sort((a, b) => b[1] - a[1]);
  const total = rows.reduce((s, [, n]) => s + n, 0);
  console.log(`\n${label}: ${(total / 1024).toFixed(1)} KB gzipped JS`);
  for (const [f, n] of rows) console.log(`  ${(n / 1024).toFixed(1).padStart(6)} KB  ${f}`);
  return total;
};

const TARGET = 110 * 1024;
const BUDGET = 130 * 1024;
const pages = [
  ['/ (entry forwards to Home)', 'Home', TARGET],
  ['/pages/home/Home', 'Home', TARGET],
  ['/pages/promo/Promo', 'Promo', TARGET],
  ['/pages/vip/Vip', 'Vip', TARGET],
  ['/pages/earn/Earn', 'Earn', TARGET],
  ['/pages/account/Account', 'Account', TARGET],
  ['/pages/Login/Login', 'Login', BUDGET],
];
let over = 0;
for (const [label, routeChunk, limit] of pages) {
  const total = report(label, routeChunk);
  if (total > limit) {
    over++;
    console.log(`  over its ${limit / 1024} KB limit`);
  }
}
console.log(over ? `\n${over} page(s) over their limit` : '\nevery page within its limit');
process.exitCode = over ? 1 : 0;
