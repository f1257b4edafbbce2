import { mkdirSync } from 'node:fs';
import { serverModules, settingsOf } from '../app.js';
import { loadConfig } from '../config.js';
import { openDatabase } from '../db/client.js';
import { type Deps, marketOf } from '../deps.js';
import { flows } from '../flows/index.js';
import { createGoogleVerifier } from '../modules/auth/index.js';
import { Ledger } from '../modules/ledger/index.js';
import { sandboxSms } from '../modules/sms/index.js';
import { runOps, USAGE } from './commands.js';
import { runFeedbackOps } from './feedback.js';
import { runFaqOps, runInboxOps } from './inbox.js';
import { runInviteOps } from './invite.js';
import { runKycOps } from './kyc.js';
import { runLiveOps } from './live.js';
import { runOperatorOps } from './operators.js';
import { runPromoOps } from './promo.js';
import { runVipOps } from './vip.js';
import { runWithdrawalsOps } from './withdrawals.js';

/**
 * The operator's command line: `npm run ops -- <command>`. It opens the same database as
 * the server (DATABASE_URL, or the PGlite folder PGLITE_DIR) and calls the same services.
 * PGlite allows one process per data folder: stop the server first, or use PostgreSQL.
 */
async function main(argv: string[]): Promise<number> {
  if (argv.length === 0 || argv[0] === '--help' || argv[0] === 'help') {
    process.stdout.write(USAGE);
    return argv.length === 0 ? 2 : 0;
  }
  const config = loadConfig();
  if (!config.databaseUrl) mkdirSync(config.pgliteDir, { recursive: true });
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    pgliteDir: config.pgliteDir,
    poolSize: 2,
  });
  try {
    const market = marketOf(config);
    const ledger = new Ledger(database.db, market.currencyCode);
    await ledger.init();
    const deps: Deps = {
      config,
      db: database.db,
      dbKind: database.kind,
      market,
      ledger,
      sms: sandboxSms,
      google: createGoogleVerifier({ clientId: config.google.clientId }),
      sandboxGoogle: null,
      settings: settingsOf(serverModules),
      // Operator actions never call the gateway.
      gateway: null,
      sandboxGateway: null,
      now: () => new Date(),
      flows,
    };
    const areas = {
      withdrawals: runWithdrawalsOps,
      promo: runPromoOps,
      inbox: runInboxOps,
      faq: runFaqOps,
      feedback: runFeedbackOps,
      vip: runVipOps,
      operator: runOperatorOps,
      invite: runInviteOps,
      kyc: runKycOps,
      live: runLiveOps,
    } as const;
    const run = areas[argv[0] as keyof typeof areas] ?? runOps;
    return await run(deps, argv, (line) => process.stdout.write(`${line}\n`));
  } finally {
    await database.close();
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (err: unknown) => {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  },
);
