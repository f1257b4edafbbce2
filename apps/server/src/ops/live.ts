import type { Deps } from '../deps.js';
import { OperatorError } from '../http/errors.js';
import { liveChains, liveTablesSetting, seedChain } from '../modules/live/index.js';
import { writeAudit } from '../modules/operators/index.js';
import { readSetting } from '../modules/settings/index.js';
import { option } from './args.js';
import { refusalsExit } from './commands.js';

export const LIVE_USAGE = `Usage: npm run ops -- live <command>

  live seed --table <id> --salt <value> [--length <rounds>]
                                        the seeding event: a new hash chain for the table (default
                                        1,000,000 rounds), its terminating hash, length and salt
                                        published now, before its first round; prints them
  live chains                           every published chain: table, hash, salt, length, time
`;

/** The default chain of an operator's seeding event: about 4 months of 12 s rounds. */
const DEFAULT_LENGTH = 1_000_000;

/** `live seed|chains`: the live tables' seeding events (docs/OPERATIONS.md "Live tables"). */
export async function runLiveOps(
  deps: Deps,
  args: string[],
  out: (line: string) => void,
): Promise<number> {
  const [, command] = args;
  return refusalsExit(out, async () => {
    if (command === 'seed') {
      const tableId = option(args, 'table');
      const salt = option(args, 'salt');
      if (!tableId || salt === undefined) {
        out('seed needs --table <id> and --salt <value>');
        return 2;
      }
      const tables = await readSetting(deps.db, deps.market.code, liveTablesSetting);
      if (!tables.some((t) => t.id === tableId)) {
        throw new OperatorError(
          `no live table ${tableId} (tables: ${tables.map((t) => t.id).join(', ')})`,
        );
      }
      const lengthText = option(args, 'length');
      const length = lengthText === undefined ? DEFAULT_LENGTH : Number(lengthText);
      const chain = await seedChain(deps, tableId, salt, 'operator', length);
      await writeAudit(deps.db, deps.now(), {
        operatorId: null,
        actor: 'ops',
        ip: '',
        action: 'live.seed',
        target: `live:${tableId}`,
        before: null,
        after: { chainId: chain.id, terminatingHash: chain.terminatingHash, salt, length },
      });
      out(`table ${tableId}: chain ${chain.id} published ${chain.publishedAt.toISOString()}`);
      out(`terminating hash ${chain.terminatingHash}`);
      out(`salt ${chain.salt}`);
      out(`length ${chain.length}`);
      return 0;
    }
    if (command === 'chains') {
      const rows = await deps.db.select().from(liveChains).orderBy(liveChains.id);
      for (const c of rows) {
        out(
          [
            `#${c.id}`,
            c.tableId,
            c.terminatingHash,
            `salt ${JSON.stringify(c.salt)} (${c.saltSource})`,
            `length ${c.length}`,
            `published ${c.publishedAt.toISOString()}`,
            c.firstRound ? `first round ${c.firstRound}` : 'not used yet',
          ].join('  '),
        );
      }
      out(`${rows.length} chains`);
      return 0;
    }
    out(LIVE_USAGE);
    return 2;
  });
}
