import { consoleApi, type ReportFigures, type ReportReadFrom } from '@cardroom/contract/console';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { creditedDeposit, resultData } from '../../../test/factories.js';
import { useTestApp, withTestApp } from '../../../test/use-test-app.js';
import { player } from '../deposits/testkit.js';
import { consoleCall, makeOperator, type SignedIn, signInAs } from '../operators/testkit.js';
import { refreshReports } from './rollup.js';

/**
 * Reports on a real PostgreSQL streaming replica (REPORTS_DATABASE_URL). The replica is started
 * by `npm run test:replica` (apps/server/scripts/pg-replica.sh: pg_basebackup from the local
 * PostgreSQL 15), which gives its address here; `.ci/run` runs it after the PostgreSQL stage.
 * Without a replica (PGlite, or a plain `npm test`) there is nothing to read from.
 */
const replicaUrl = process.env.REPORTS_REPLICA_URL;

type Report = { totals: ReportFigures; readFrom: ReportReadFrom; asOf: string | null };

describe.runIf(replicaUrl && process.env.DATABASE_URL)('reports on a streaming replica', () => {
  const t = useTestApp({}, { reportsReplica: replicaUrl });
  let finance: SignedIn;
  let today: string;
  let replica: pg.Client;
  beforeAll(async () => {
    finance = await signInAs(t, await makeOperator(t, 'finance'));
    today = new Date(t.deps.now().getTime() + 7 * 3_600_000).toISOString().slice(0, 10);
    // A superuser's session on the replica's copy of this test's database, to pause replay.
    const url = new URL(replicaUrl as string);
    url.pathname = `/${await currentDatabase()}`;
    replica = new pg.Client({ connectionString: url.toString() });
    await vi.waitFor(() => replica.connect(), { timeout: 30_000, interval: 250 });
  }, 180_000);
  afterAll(async () => {
    await replica?.query('select pg_wal_replay_resume()').catch(() => {});
    await replica?.end();
  });

  async function currentDatabase(): Promise<string> {
    const res = (await t.deps.db.execute('select current_database() as name')) as unknown as {
      rows: Array<{ name: string }>;
    };
    return res.rows[0]?.name ?? '';
  }

  async function report(): Promise<Report> {
    const res = await consoleCall(
      t,
      consoleApi.consoleReport,
      { from: today, to: today },
      { cookie: finance.cookie },
    );
    return resultData<Report>(res);
  }

  async function deposit(amount: number): Promise<void> {
    await creditedDeposit(t, await player(t), amount);
    await refreshReports(t.deps.db, 'ID', t.deps.now());
  }

  it('reads the figures from the replica once it has replayed them, and says it is caught up', async () => {
    await deposit(5_000_000);
    await vi.waitFor(
      async () => {
        const r = await report();
        expect(r.readFrom.source).toBe('replica');
        expect(r.totals.deposits.amount).toBe(5_000_000);
      },
      { timeout: 20_000, interval: 200 },
    );
    const caughtUp = await report();
    expect(caughtUp.readFrom).toEqual({ source: 'replica', lagSeconds: 0 });
  });

  it('while the replica is behind, shows its older figures and how far behind it is', async () => {
    await replica.query('select pg_wal_replay_pause()');
    try {
      await deposit(7_000_000);
      // The primary has the new deposit; the paused replica has not replayed it.
      await vi.waitFor(
        async () => {
          const r = await report();
          expect(r.readFrom.source).toBe('replica');
          expect(r.readFrom.lagSeconds).toBeGreaterThan(0);
          expect(r.totals.deposits.amount).toBe(5_000_000);
        },
        { timeout: 20_000, interval: 200 },
      );
    } finally {
      await replica.query('select pg_wal_replay_resume()');
    }
    await vi.waitFor(
      async () => {
        const r = await report();
        expect(r.totals.deposits.amount).toBe(12_000_000);
        expect(r.readFrom).toEqual({ source: 'replica', lagSeconds: 0 });
      },
      { timeout: 20_000, interval: 200 },
    );
  });

  it('answers from the primary, and says so, when the replica does not answer', async () => {
    // Nothing listens on port 1: the replica is down.
    const replicaDown = { reportsReplica: 'postgres://cardroom_ci:cardroom_ci@127.0.0.1:1/' };
    await withTestApp({}, replicaDown, async (down) => {
      const ops = await signInAs(down, await makeOperator(down, 'finance'));
      const res = await consoleCall(
        down,
        consoleApi.consoleReport,
        { from: today, to: today },
        { cookie: ops.cookie },
      );
      expect(resultData<Report>(res).readFrom).toEqual({
        source: 'primary-fallback',
        lagSeconds: null,
      });
    });
  });
});
