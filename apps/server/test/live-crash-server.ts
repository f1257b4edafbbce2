import { mkdirSync, writeFileSync } from 'node:fs';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { openDatabase } from '../src/db/client.js';
import { pauseSettlementForTest } from '../src/modules/live/index.js';

/**
 * The server of main.ts for test/live-crash.test.ts's kill during settlement: its dealer pays a
 * round's bets LIVE_CRASH_CHUNK at a time and, after the first call that paid any, writes how
 * many it paid to LIVE_CRASH_MARKER and waits for good. The test kills it (SIGKILL) then: some
 * bets of the round are paid and the rest are not, by construction rather than by timing.
 */
const chunk = Number(process.env.LIVE_CRASH_CHUNK);
const marker = process.env.LIVE_CRASH_MARKER;
if (!(chunk > 0) || !marker) throw new Error('LIVE_CRASH_CHUNK and LIVE_CRASH_MARKER are needed');

const config = loadConfig();
if (!config.databaseUrl) mkdirSync(config.pgliteDir, { recursive: true });
const database = await openDatabase({
  databaseUrl: config.databaseUrl,
  pgliteDir: config.pgliteDir,
  poolSize: config.dbPoolSize,
  keepConnections: true,
});
const { app, deps } = await buildApp({ config, database, serveWeb: false });
pauseSettlementForTest(deps, {
  chunk,
  afterChunk: (paid) => {
    writeFileSync(marker, String(paid));
    return new Promise<void>(() => {});
  },
});
await app.listen({ port: config.port, host: config.host });
