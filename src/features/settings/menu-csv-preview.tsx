import type { CsvRow, MenuCsv } from "../../domain/menu-csv";

/** At most this many rows and problems are listed (a file may have 3000). */
const SHOWN = 300;

export interface CsvPreviewData {
  fileName: string;
  csv: MenuCsv;
  problems: string[];
  /** Titles of the categories the account has, and 'category\u0000dish' of its dishes. */
  categories: ReadonlySet<string>;
  dishes: ReadonlySet<string>;
}

function result(row: CsvRow, data: CsvPreviewData): string {
  if (row.errors.length) return row.errors.join("; ");
  return data.dishes.has(`${row.category}\u0000${row.title}`) ? "Updates the dish" : "New dish";
}

/**
 * What an import would do, before it is applied: each row with its result or its problems, the
 * categories it creates. Applying is all or nothing, so a file with problems cannot be applied.
 */
export function MenuCsvPreview({
  data,
  busy,
  onApply,
  onCancel,
}: {
  data: CsvPreviewData;
  busy: boolean;
  onApply: () => void;
  onCancel: () => void;
}) {
  const { csv, problems } = data;
  const newCategories = csv.categories.filter((c) => !data.categories.has(c));
  const ok = problems.length === 0;
  return (
    <section className="csv-preview" aria-labelledby="csv-preview-title">
      <h3 id="csv-preview-title">Preview of {data.fileName}</h3>
      {ok ? (
        <p role="status">
          {csv.dishes.length} {csv.dishes.length === 1 ? "dish" : "dishes"} in {csv.categories.length}{" "}
          {csv.categories.length === 1 ? "category" : "categories"}, ready to import.
        </p>
      ) : (
        <div className="csv-problems" role="alert">
          <p>
            <strong>
              {problems.length} {problems.length === 1 ? "problem" : "problems"}: nothing will be imported until the
              file is fixed.
            </strong>
          </p>
          <ul>
            {problems.slice(0, SHOWN).map((p) => (
              <li key={p}>{p}</li>
            ))}
            {problems.length > SHOWN && <li>and {problems.length - SHOWN} more</li>}
          </ul>
        </div>
      )}
      {newCategories.length > 0 && (
        <p>
          New categories, created by the import: <strong>{newCategories.join(", ")}</strong>
        </p>
      )}
      {csv.rows.length > 0 && (
        <div className="csv-table-wrap" tabIndex={0} role="region" aria-label="Rows of the file">
          <table className="csv-table">
            <thead>
              <tr>
                <th scope="col">Row</th>
                <th scope="col">Category</th>
                <th scope="col">Dish</th>
                <th scope="col">Price</th>
                <th scope="col">Result</th>
              </tr>
            </thead>
            <tbody>
              {csv.rows.slice(0, SHOWN).map((row) => (
                <tr key={row.row} className={row.errors.length ? "csv-row-error" : undefined}>
                  <td>{row.row}</td>
                  <td>
                    {row.category}
                    {!row.errors.length && !data.categories.has(row.category) && <em> (new)</em>}
                  </td>
                  <td>{row.title}</td>
                  <td>{row.price}</td>
                  <td>{result(row, data)}</td>
                </tr>
              ))}
            </tbody>
          </table>
          {csv.rows.length > SHOWN && <p className="muted">and {csv.rows.length - SHOWN} more rows</p>}
        </div>
      )}
      <p className="csv-actions">
        <button type="button" className="button" onClick={onApply} disabled={!ok || busy}>
          {busy ? "Importing..." : `Import ${csv.dishes.length} ${csv.dishes.length === 1 ? "dish" : "dishes"}`}
        </button>{" "}
        <button type="button" className="button secondary" onClick={onCancel} disabled={busy}>
          Cancel
        </button>
      </p>
    </section>
  );
}
