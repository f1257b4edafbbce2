import { mkdirSync } from 'node:fs';
import { buildApp } from './app.js';
import { loadConfig } from './config.js';
import { openDatabase } from './db/client.js';

const started = performance.now();
const config = loadConfig();
if (!config.databaseUrl) mkdirSync(config.pgliteDir, { recursive: true });
const database = await openDatabase({
  databaseUrl: config.databaseUrl,
  pgliteDir: config.pgliteDir,
  poolSize: config.dbPoolSize,
  keepConnections: true,
});
const { app } = await buildApp({ config, database, serveWeb: true });

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'shutting down: finishing requests in flight');
  // A stuck request must not keep the process alive forever.
  const force = setTimeout(() => process.exit(1), 15_000);
  force.unref();
  try {
    await app.close();
    await database.close();
  } finally {
    process.exit(0);
  }
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

await app.listen({ port: config.port, host: config.host });
const shownHost =
  config.host === '127.0.0.1' || config.host === '0.0.0.0' ? 'localhost' : config.host;
const address = app.server.address();
const port = typeof address === 'object' && address ? address.port : config.port;
const mode = [
  `database ${database.kind}${database.kind === 'pglite' ? ` (${config.pgliteDir})` : ''}`,
  `market ${config.market}`,
  config.sandbox ? 'sandbox ON' : 'sandbox off',
].join(', ');
console.log(
  `\n  Cardroom is running: http://${shownHost}:${port}\n  ${mode}; ready in ${Math.round(performance.now() - started)} ms\n`,
);
