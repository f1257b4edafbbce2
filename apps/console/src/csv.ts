import Papa from 'papaparse';

/**
 * A table as a CSV download. Papa Parse writes it (quoting, escaping, a leading `=`/`+`/`@`/`-` that is not a
 * negative number guarded so a spreadsheet does not run it as a formula); money goes out as plain decimal
 * numbers in major units, which every spreadsheet reads the same way.
 */
export function downloadCsv(
  name: string,
  header: readonly string[],
  rows: ReadonlyArray<ReadonlyArray<string | number>>,
) {
  const text = Papa.unparse(
    { fields: [...header], data: rows.map((r) => [...r]) },
    // A negative amount ("-5.00") stays a number; any other leading - is guarded.
    { escapeFormulae: /^[=+@\t\r]|^-(?!\d)/ },
  );
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  a.click();
  URL.revokeObjectURL(url);
}

/** Minor units as a major-unit decimal for a CSV cell (the contract's, shared with the server's exports). */
export { majorUnitsText as csvAmount } from '@cardroom/contract';
