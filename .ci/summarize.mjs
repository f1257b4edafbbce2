// Reads the JSON reports of the CI steps and prints one closing line a reader can trust.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const dir = process.argv[2];
let passed = 0;
let failed = 0;
let skipped = 0;
for (const name of ['pglite.json', 'postgres.json', 'replica.json']) {
  const file = join(dir, name);
  if (!existsSync(file)) throw new Error(`missing report ${name}`);
  const r = JSON.parse(readFileSync(file, 'utf8'));
  console.log(`${name}: ${r.numPassedTests} passed, ${r.numFailedTests} failed`);
  passed += r.numPassedTests;
  // A file that fails to start skips its tests; count it as a failure, not as skips.
  failed += r.numFailedTests + r.numFailedTestSuites;
  skipped += r.numPendingTests + (r.numTodoTests ?? 0);
}
const e2eFile = join(dir, 'e2e.json');
if (!existsSync(e2eFile)) throw new Error('missing report e2e.json');
const e2e = JSON.parse(readFileSync(e2eFile, 'utf8')).stats;
console.log(`e2e.json: ${e2e.expected} passed, ${e2e.unexpected} failed`);
passed += e2e.expected;
failed += e2e.unexpected + e2e.flaky;
skipped += e2e.skipped;
console.log(`total: ${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(failed > 0 || passed === 0 ? 1 : 0);
