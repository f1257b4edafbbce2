import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { OPERATOR_ROLES } from '@cardroom/contract/console';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { openDatabase } from '../src/db/client.js';
import { commandLine, createOperator } from '../src/modules/operators/index.js';

/**
 * The console browser specs' server (e2e/support/consoleServer.ts starts it): the server of
 * main.ts on a fresh embedded database, with one operator per role (`e2e-<role>`) created
 * through the same service `npm run ops -- operator create` calls, before it listens. One
 * process: the five CLI runs it replaces each opened the PGlite folder again (measured 31 s each
 * on a loaded machine, 100 s for the first, which also ran initdb). The passwords and TOTP
 * secrets go to `<PGLITE_DIR>/operators.json`, which the specs read.
 */
const config = loadConfig();
if (config.databaseUrl) throw new Error('the console e2e server runs on its own PGlite folder');
mkdirSync(config.pgliteDir, { recursive: true });
const database = await openDatabase({ pgliteDir: config.pgliteDir });
const { app, deps } = await buildApp({ config, database, serveWeb: true });

const made: Record<string, { login: string; password: string; totpSecret: string }> = {};
for (const role of OPERATOR_ROLES) {
  const login = `e2e-${role}`;
  const created = await createOperator(deps, { login, role, displayName: login }, commandLine());
  made[role] = { login, password: created.password, totpSecret: created.totpSecret };
}
writeFileSync(join(config.pgliteDir, 'operators.json'), JSON.stringify(made));

const stop = async () => {
  await app.close();
  await database.close();
  process.exit(0);
};
process.on('SIGTERM', () => void stop());
process.on('SIGINT', () => void stop());
await app.listen({ port: config.port, host: config.host });
