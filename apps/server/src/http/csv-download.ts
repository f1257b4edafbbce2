import { pipeline, Readable } from 'node:stream';
import { stringify } from 'csv-stringify';
import type { Db } from '../db/client.js';
import type { ConsoleCtx } from './console-router.js';
import { StreamedAnswer } from './pipeline.js';

/**
 * A CSV download written as its rows are read (the payments desks' exports): the rows come
 * page by page from `pages`, and the next page is read only when the connection has taken the
 * ones before (the stream's backpressure), so an export of any size holds a page or two in
 * memory, never the whole result. csv-stringify writes the text: quoting, and its formula guard
 * (a text cell starting with =, +, -, @, tab or carriage return gets a leading ', so a
 * spreadsheet shows it instead of running it; a number cell keeps its minus). A UTF-8 byte
 * order mark first, so a spreadsheet reads players' names in any script.
 */
export interface CsvColumn<T> {
  header: string;
  cell: (row: T) => string | number | boolean | null;
}

export function csvDownload<T>(
  fileName: string,
  columns: ReadonlyArray<CsvColumn<T>>,
  pages: AsyncIterable<readonly T[]>,
): StreamedAnswer {
  async function* records() {
    for await (const page of pages) {
      for (const row of page) yield columns.map((c) => c.cell(row));
    }
  }
  const csv = stringify({
    bom: true,
    header: true,
    columns: columns.map((c) => c.header),
    escape_formulas: true,
    cast: { boolean: (b) => (b ? 'yes' : 'no') },
  });
  // pipeline destroys the answer with the error if a page read fails midway: the download
  // fails instead of arriving cut short as if whole.
  const body = pipeline(Readable.from(records()), csv, () => {});
  return new StreamedAnswer(body, {
    'content-type': 'text/csv; charset=utf-8',
    'content-disposition': `attachment; filename="${fileName}"`,
  });
}

/**
 * Every page of a keyset-paged read: `read(cursor)` answers a page and the next page's cursor
 * (null after the last), as the desks' lists do.
 */
export async function* keysetPages<T>(
  read: (cursor: string | undefined) => Promise<{ rows: T[]; nextCursor: string | null }>,
): AsyncGenerator<T[]> {
  let cursor: string | undefined;
  for (;;) {
    const page = await read(cursor);
    if (page.rows.length) yield page.rows;
    if (!page.nextCursor) return;
    cursor = page.nextCursor;
  }
}

/**
 * A desk export's answer: the file is made first (a refusal, such as a backwards range, is
 * thrown before anything is written), then the audit row says who exported what filters, in its
 * own transaction, before the first row is read.
 */
export async function auditedExport(
  db: Db,
  ctx: ConsoleCtx<true>,
  note: { action: string; target: string; filters: unknown },
  file: () => Promise<StreamedAnswer>,
): Promise<StreamedAnswer> {
  const answer = await file();
  await db.transaction((tx) =>
    ctx.audit(tx, { action: note.action, target: note.target, before: null, after: note.filters }),
  );
  return answer;
}
