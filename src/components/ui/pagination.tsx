/** Previous / 'Page X of Y' / Next, with the ends disabled. */
export function Pagination({
  page,
  totalPages,
  onPage,
}: {
  page: number;
  totalPages: number;
  onPage: (p: number) => void;
}) {
  const last = Math.max(1, totalPages);
  return (
    <nav className="pagination" aria-label="Pagination">
      <button type="button" className="button secondary" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        Previous
      </button>
      <span aria-live="polite">
        Page {Math.min(page, last)} of {last}
      </span>
      <button type="button" className="button secondary" disabled={page >= last} onClick={() => onPage(page + 1)}>
        Next
      </button>
    </nav>
  );
}
