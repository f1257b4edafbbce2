import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { REPO_ROOT, runDir, TEMPLATE_NAME } from './sideServer';

/**
 * The global setup: one migrated embedded database for the run, which every side server copies
 * instead of running initdb and the migrations itself (apps/server/test/pglite-template.ts).
 */
export default function setup(): void {
  const made = spawnSync(
    'node',
    ['--import', 'tsx', 'apps/server/test/pglite-template.ts', join(runDir(), TEMPLATE_NAME)],
    { cwd: REPO_ROOT, stdio: 'inherit' },
  );
  if (made.status !== 0) throw new Error(`pglite-template.ts exited with ${made.status}`);
}
