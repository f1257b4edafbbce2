import { mkdirSync } from 'node:fs';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { openDatabase } from '../src/db/client.js';
import { defaultLiveTables, liveTablesSetting } from '../src/modules/live/index.js';
import { putSetting } from '../src/modules/settings/index.js';

/**
 * The live table browser specs' server (e2e/support/liveServer.ts starts it, LIVE_DEALER=true):
 * the server of main.ts on a fresh embedded database with one table of the market's defaults,
 * `LIVE_E2E_TABLE` (default: Dragon Tiger), whose rounds are short (an 8 s betting window: two
 * players bet in it on a loaded machine; cards 400 ms apart, or 200 ms, the least, for Andar
 * Bahar, which deals up to 49; the result 5 s: both pages' payouts are read in it), written
 * before it listens so its first round already runs on them.
 */
const config = loadConfig();
if (config.databaseUrl) throw new Error('the live e2e server runs on its own PGlite folder');
mkdirSync(config.pgliteDir, { recursive: true });
const database = await openDatabase({ pgliteDir: config.pgliteDir });
const { app, deps } = await buildApp({ config, database, serveWeb: true });

const wanted = process.env.LIVE_E2E_TABLE ?? 'dragon-tiger-1';
const table = defaultLiveTables(deps.market.code).find((t) => t.id === wanted);
if (!table) throw new Error(`no default live table ${wanted}`);
const revealMs = table.game === 'andar-bahar' ? 200 : 400;
await putSetting(deps.db, deps.market.code, liveTablesSetting, [
  { ...table, bettingMs: 8_000, revealMs, resultMs: 5_000 },
]);

const stop = async () => {
  await app.close();
  await database.close();
  process.exit(0);
};
process.on('SIGTERM', () => void stop());
process.on('SIGINT', () => void stop());
await app.listen({ port: config.port, host: config.host });
