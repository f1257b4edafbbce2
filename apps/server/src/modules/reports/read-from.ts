import type { ReportReadFrom } from '@cardroom/contract/console';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, DbOrTx } from '../../db/client.js';
import { openReadReplica, replicaLagSeconds } from '../../db/read-replica.js';

/**
 * Where the reports read: the streaming replica REPORTS_DATABASE_URL names, else the primary.
 * Reports are sums the job keeps (rollup.ts), so a replica a few seconds behind shows figures a
 * few seconds older; the page says how far behind (docs/OPERATIONS.md "Reports").
 */
export interface ReportReader {
  read<T>(run: (db: DbOrTx) => Promise<T>): Promise<{ result: T; readFrom: ReportReadFrom }>;
  close(): Promise<void>;
}

export function reportReader(
  primary: Db,
  replicaUrl: string | undefined,
  log: FastifyBaseLogger,
): ReportReader {
  const replica = replicaUrl ? openReadReplica(replicaUrl) : null;
  const onPrimary = async <T>(
    run: (db: DbOrTx) => Promise<T>,
    source: ReportReadFrom['source'],
  ) => ({
    result: await run(primary),
    readFrom: { source, lagSeconds: null },
  });
  return {
    async read(run) {
      if (!replica) return onPrimary(run, 'primary');
      try {
        // One snapshot for every query of the report: the replica replays the primary's
        // writes as they come, and a report's tables must agree with one another.
        return await replica.db.transaction(
          async (tx) => {
            const lagSeconds = await replicaLagSeconds(tx);
            const result = await run(tx);
            return { result, readFrom: { source: 'replica' as const, lagSeconds } };
          },
          { isolationLevel: 'repeatable read', accessMode: 'read only' },
        );
      } catch (err) {
        // A replica that is down, still starting or cancelling queries (a recovery conflict)
        // costs the report its offload, not its answer.
        log.warn({ err }, 'reports replica did not answer; reading the primary');
        return onPrimary(run, 'primary-fallback');
      }
    },
    close: async () => {
      await replica?.close();
    },
  };
}
