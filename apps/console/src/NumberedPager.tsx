/**
 * Previous / "Page n of m (total)" / Next under a numbered list (feedback desk, affiliates);
 * shown only when the rows fill more than one page.
 */
export function NumberedPager({
  page,
  total,
  pageSize,
  onPage,
}: {
  page: number;
  total: number | undefined;
  pageSize: number;
  onPage: (page: number) => void;
}) {
  if (total === undefined || total <= pageSize) return null;
  const pages = Math.ceil(total / pageSize);
  return (
    <div className="pager">
      <button type="button" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        Previous
      </button>
      <span>
        Page {page} of {pages} ({total})
      </span>
      <button type="button" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        Next
      </button>
    </div>
  );
}
