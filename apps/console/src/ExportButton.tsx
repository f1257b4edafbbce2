import type { Endpoint, PayloadOf } from '@cardroom/contract';
import { useState } from 'react';
import { download } from './api';

/**
 * "Export CSV" of a desk's current filters: the server streams every matching order (not only
 * the rows loaded on screen) and writes who exported what filters to the audit log.
 */
export function ExportButton<E extends Endpoint>(props: { endpoint: E; payload: PayloadOf<E> }) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const run = async () => {
    setBusy(true);
    setError(null);
    try {
      await download(props.endpoint, props.payload);
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <button type="button" className="secondary" disabled={busy} onClick={() => void run()}>
        {busy ? 'Exporting…' : 'Export CSV'}
      </button>
      {error ? (
        <span role="alert" className="error">
          {error}
        </span>
      ) : null}
    </>
  );
}
