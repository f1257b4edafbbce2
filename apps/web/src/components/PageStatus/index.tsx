import './PageStatus.css';

/**
 * Shown while a page module downloads. No i18n hook here: it may render before the
 * texts have loaded, so it is a spinner only.
 */
export function PageLoading() {
  return (
    <div className="page-status" role="progressbar" aria-label="Loading" data-testid="page-loading">
      <span className="page-spinner" />
    </div>
  );
}

/**
 * SPEC §8: a page that failed to load says so and reloads on tap. Usually a deploy replaced
 * the chunk, so a reload picks up the new one.
 */
export function PageError({ text, hint }: { text: string; hint: string }) {
  return (
    <button
      type="button"
      className="page-status page-error"
      data-testid="page-error"
      onClick={() => window.location.reload()}
    >
      <strong>{text}</strong>
      <span>{hint}</span>
    </button>
  );
}
