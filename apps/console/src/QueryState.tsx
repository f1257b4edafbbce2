import type { ReactNode } from 'react';

/**
 * What a page shows before its data is there: the loading line, or the server's refusal with
 * Retry. Null once the data is in: `const wait = queryState(q, '…'); if (wait) return wait;`.
 */
export function queryState(
  query: { isLoading: boolean; error: Error | null; refetch: () => unknown },
  loading: string,
): ReactNode {
  if (query.isLoading) return <p className="notice">{loading}</p>;
  if (query.error) {
    return (
      <p className="error" role="alert">
        {query.error.message}{' '}
        <button type="button" onClick={() => query.refetch()}>
          Retry
        </button>
      </p>
    );
  }
  return null;
}

/** The line a page shows once an action worked (a live region: screen readers hear it). */
export function Done({ text }: { text: string | null }) {
  return text ? (
    <p className="success" role="status">
      {text}
    </p>
  ) : null;
}
