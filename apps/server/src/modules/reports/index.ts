import { MARKET_TIME_ZONE } from '@cardroom/contract';
import { consoleApi } from '@cardroom/contract/console';
import { badRequest } from '../../http/errors.js';
import { defineModule, periodicJob } from '../module.js';
import { readCohorts } from './cohorts.js';
import { reportReader } from './read-from.js';
import { refreshReports } from './rollup.js';
import { daysBetween, MAX_REPORT_DAYS, readReport } from './service.js';

/** How often the job sums the open days: the Reports page is at most this much behind. */
export const REPORTS_REFRESH_MS = 60_000;

function checkRange(from: string, to: string): void {
  if (from > to) throw badRequest('consoleReportRangeBackwards');
  if (daysBetween(from, to).length > MAX_REPORT_DAYS) {
    throw badRequest('consoleReportRangeTooLong', { days: MAX_REPORT_DAYS });
  }
}

/**
 * The console's Reports (finance and owner): the ledger's house postings summed per market day
 * by a job (rollup.ts), read for any range of days without touching the ledger itself.
 */
export const reportsModule = defineModule({
  name: 'reports',
  // A replica copies a PostgreSQL primary; the embedded database has none.
  setup: (deps, app) =>
    reportReader(
      deps.db,
      deps.dbKind === 'postgres' ? deps.config.reportsDatabaseUrl : undefined,
      app.log,
    ),
  async onClose(_deps, { state: reader }) {
    await reader.close();
  },
  consoleRoutes(consoleRouter, deps, { state: reader }) {
    consoleRouter.handle(consoleApi.consoleReport, async (payload) => {
      checkRange(payload.from, payload.to);
      const { result: report, readFrom } = await reader.read((db) =>
        readReport(db, deps.market.code, payload.from, payload.to),
      );
      return {
        readFrom,
        from: payload.from,
        to: payload.to,
        timeZone: MARKET_TIME_ZONE[deps.market.code].name,
        currencySign: deps.market.currencySign,
        ...report,
      };
    });
    consoleRouter.handle(consoleApi.consoleCohorts, async (payload) => {
      checkRange(payload.from, payload.to);
      const { result: cohorts, readFrom } = await reader.read((db) =>
        readCohorts(db, deps.market.code, payload.from, payload.to, deps.now()),
      );
      return {
        from: payload.from,
        to: payload.to,
        timeZone: MARKET_TIME_ZONE[deps.market.code].name,
        asOf: null,
        readFrom,
        cohorts,
      };
    });
  },
  jobs: (deps, { log }) => [
    periodicJob(
      'report sums',
      REPORTS_REFRESH_MS,
      () => refreshReports(deps.db, deps.market.code, deps.now()),
      log,
    ),
  ],
});

export { refreshReports } from './rollup.js';
export { reportHouseDays, reportPlayerDays, reportRefreshes } from './schema.js';
