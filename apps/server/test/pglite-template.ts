import { mkdirSync, renameSync, rmSync } from 'node:fs';
import { openDatabase } from '../src/db/client.js';

/**
 * An embedded database folder with the migrations applied and nothing else, for the browser
 * specs' side servers to copy (e2e/support/setup.ts makes one per run; sideServer.ts copies it).
 * A new PGlite folder runs initdb inside WebAssembly before the migrations: measured 66-94 s at
 * load 19 against 6.5 s (1.2 s to copy, 5.3 s to open) for a copy of this folder.
 *
 *   node --import tsx apps/server/test/pglite-template.ts <folder>
 */
const target = process.argv[2];
if (!target) throw new Error('usage: pglite-template.ts <folder>');
// Made beside the target and renamed when whole: a half-made folder is never copied.
const building = `${target}.wip`;
rmSync(building, { recursive: true, force: true });
mkdirSync(building, { recursive: true });
const database = await openDatabase({ pgliteDir: building });
await database.close();
renameSync(building, target);
