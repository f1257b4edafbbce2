import type { ReactNode } from 'react';
import { downloadCsv } from '../../csv';

export interface Column<T> {
  label: string;
  /** What the page shows. */
  cell: (row: T) => ReactNode;
  /** What the CSV holds (plain numbers: money in major units). */
  csv: (row: T) => string | number;
  numeric?: boolean;
}

/** One breakdown: a titled table that scrolls sideways on a phone, and its CSV download. */
export function ReportTable<T>(props: {
  title: string;
  file: string;
  rows: readonly T[];
  columns: ReadonlyArray<Column<T>>;
  empty: string;
}) {
  const { title, rows, columns } = props;
  const id = `report-${props.file}`;
  return (
    <section aria-labelledby={id} className="report-section">
      <div className="report-section-head">
        <h2 id={id}>{title}</h2>
        <button
          type="button"
          disabled={rows.length === 0}
          onClick={() =>
            downloadCsv(
              `${props.file}.csv`,
              columns.map((c) => c.label),
              rows.map((r) => columns.map((c) => c.csv(r))),
            )
          }
        >
          Download CSV
        </button>
      </div>
      {rows.length === 0 ? (
        <p className="muted">{props.empty}</p>
      ) : (
        // biome-ignore lint/a11y/noNoninteractiveTabindex: it scrolls sideways on a phone, and a keyboard scrolls only what has focus (WCAG 2.1.1, axe scrollable-region-focusable)
        <section className="table-wrap" tabIndex={0} aria-label={`${title}, table`}>
          <table>
            <thead>
              <tr>
                {columns.map((c) => (
                  <th key={c.label} scope="col" className={c.numeric ? 'num' : undefined}>
                    {c.label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((r, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: report rows have no id and never move.
                <tr key={i}>
                  {columns.map((c) => (
                    <td key={c.label} className={c.numeric ? 'num' : undefined}>
                      {c.cell(r)}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      )}
    </section>
  );
}
