import { formatMinor } from '@cardroom/contract';
import type { ConsoleGiftCode } from '@cardroom/contract/console';
import { useState } from 'react';
import { money } from '../../money';

/** The codes as a CSV file (one row per code, with its terms). */
function csvOf(codes: ConsoleGiftCode[]): string {
  const rows = codes.map((c) =>
    [c.code, formatMinor(c.amount).replace(/,/g, ''), c.maxUses, c.expiresAt ?? ''].join(','),
  );
  return `code,amount,uses,expires\n${rows.join('\n')}\n`;
}

/**
 * Gift codes in full, the one time the server hands them out (a batch made at once, or an
 * approved batch collected by its requester): copy them or download the CSV now, they are
 * masked everywhere else.
 */
export function ShownOnce({
  codes,
  currencySign,
  name,
}: {
  codes: ConsoleGiftCode[];
  currencySign: string;
  /** Part of the CSV file's name. */
  name: string;
}) {
  const [copied, setCopied] = useState(false);
  const [failed, setFailed] = useState<string | null>(null);
  const download = () => {
    const url = URL.createObjectURL(new Blob([csvOf(codes)], { type: 'text/csv' }));
    const a = document.createElement('a');
    a.href = url;
    a.download = `gift-codes-${name}.csv`;
    a.click();
    URL.revokeObjectURL(url);
  };
  return (
    <section className="card made" aria-label="New codes">
      <p className="success" role="status">
        {codes.length} codes made, {money(currencySign, codes[0]?.amount ?? 0)} each. Copy or
        download them now: they are shown in full only here, masked everywhere else.
      </p>
      <textarea
        readOnly
        rows={Math.min(8, codes.length)}
        className="code"
        aria-label="The codes in full"
        value={codes.map((c) => c.code).join('\n')}
      />
      {failed ? (
        <p className="error" role="alert">
          {failed}
        </p>
      ) : null}
      <div className="actions">
        <button
          type="button"
          className="secondary"
          onClick={() =>
            void navigator.clipboard.writeText(codes.map((c) => c.code).join('\n')).then(
              () => setCopied(true),
              () => setFailed('The browser refused the clipboard: select the codes and copy them.'),
            )
          }
        >
          {copied ? 'Copied' : 'Copy all'}
        </button>
        <button type="button" onClick={download}>
          Download CSV
        </button>
      </div>
    </section>
  );
}
