import { z } from 'zod';
import { defineConsoleEndpoint } from '../console-endpoint.js';
import { consoleDepositsSearch } from './console-deposit-desk.js';
import { consoleWithdrawalsDesk } from './console-withdrawals-desk.js';

/**
 * The payments desk's CSV exports (issue 37): every order the desk's current filters match, in
 * the desk's sort, streamed by the server as it reads them page by page (never the whole result
 * in memory). The filters are the desk's own, without the paging fields. A refusal (bad filter,
 * session ended, role) is the usual JSON state envelope; a success is `text/csv`. Each export is
 * audited with the filters it was asked with. Columns: docs/OPERATIONS.md "Desk exports".
 */
const tag = 'Console';

const { cursor: _wc, pageSize: _wp, ...withdrawalFilters } = consoleWithdrawalsDesk.payload;
const { cursor: _dc, limit: _dl, ...depositFilters } = consoleDepositsSearch.payload;

export const consoleWithdrawalsExport = defineConsoleEndpoint({
  method: 'GET',
  path: '/console/api/withdrawals/desk/export',
  money: true,
  envelope: 'raw',
  auth: 'required',
  access: consoleWithdrawalsDesk.access,
  tag,
  summary:
    'The withdrawals desk as CSV: every order the filters match (the desk’s filters, search and sort), streamed; amounts in major units beside the currency; text cells guarded against spreadsheet formulas.',
  payload: withdrawalFilters,
  result: z.string(),
});

export const consoleDepositsExport = defineConsoleEndpoint({
  method: 'GET',
  path: '/console/api/deposits/search/export',
  money: true,
  envelope: 'raw',
  auth: 'required',
  access: consoleDepositsSearch.access,
  tag,
  summary:
    'The deposits desk as CSV: every order the filters match (the desk’s filters, search and sort), streamed; amounts in major units beside the currency; text cells guarded against spreadsheet formulas.',
  payload: depositFilters,
  result: z.string(),
});
