import type { ConsoleGiftCode } from '@cardroom/contract/console';
import { useState } from 'react';
import { csvAmount, downloadCsv } from '../../csv';
import { money } from '../../money';

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
  // One row per code, with its terms.
  const download = () =>
    downloadCsv(
      `gift-codes-${name}.csv`,
      ['code', 'amount', 'uses', 'expires'],
      codes.map((c) => [c.code, csvAmount(c.amount), c.maxUses, c.expiresAt ?? '']),
    );
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
