import { useRef, useState } from "react";
import { msg } from "../../domain/messages";
import { CSV_COLUMNS, CSV_FILE_NAME, MAX_CSV_BYTES } from "../../domain/menu-csv-columns";
import { importMenuCsv, loadOwnerMenu } from "../../data/menu-csv";
import { saveFile } from "../../data/save-file";
import { Banner } from "../../components/ui/banner";
import { Field } from "../../components/ui/field";
import { useSubmitStatus } from "../../hooks/use-submit-status";
import { MenuCsvPreview, type CsvPreviewData } from "./menu-csv-preview";

/** The CSV module (and Papa Parse with it): loaded when first used, never with the page. */
const loadCsv = () => import("../../domain/menu-csv");

/**
 * The menu as a spreadsheet (docs/menu-and-serving-windows.md#menu-as-a-spreadsheet-csv): export,
 * and import with a preview of every row first; the import applies the whole file or nothing.
 */
export function MenuCsvTransfer({ ownerId, languages = [] }: { ownerId: string | null; languages?: string[] }) {
  const fileRef = useRef<HTMLInputElement>(null);
  const { result, setResult, isBusy, submit, clear } = useSubmitStatus();
  const [running, setRunning] = useState<"export" | "preview" | "import">("export");
  const [preview, setPreview] = useState<(CsvPreviewData & { file: File }) | null>(null);

  async function onExport() {
    if (!ownerId) return setResult({ kind: "error", text: msg("userNotLoaded") });
    setRunning("export");
    clear();
    await submit(
      async () => {
        const [{ writeMenuCsv }, menu] = await Promise.all([loadCsv(), loadOwnerMenu(ownerId)]);
        saveFile(
          new Blob([writeMenuCsv(menu.categories, menu.dishes, languages)], { type: "text/csv;charset=utf-8" }),
          CSV_FILE_NAME,
        );
      },
      { failure: msg("exportFailed") },
    );
  }

  async function onChoose() {
    if (!ownerId) return setResult({ kind: "error", text: msg("userNotLoaded") });
    const file = fileRef.current?.files?.[0];
    setPreview(null);
    clear();
    if (!file) return;
    // Bounded before anything is read.
    if (file.size > MAX_CSV_BYTES) {
      const reason = `the file is larger than ${MAX_CSV_BYTES / 1024 / 1024} MB`;
      return setResult({ kind: "error", text: msg("importFailed", { reason }) });
    }
    setRunning("preview");
    await submit(
      async () => {
        const [csvModule, menu, bytes] = await Promise.all([loadCsv(), loadOwnerMenu(ownerId), file.arrayBuffer()]);
        // Not fatal: bytes that are not UTF-8 become U+FFFD, which the reader refuses by name.
        const csv = csvModule.readMenuCsv(new TextDecoder("utf-8").decode(bytes), { languages });
        const titleOf = new Map(menu.categories.map((c) => [c.id, c.title]));
        setPreview({
          file,
          fileName: file.name,
          csv,
          problems: csvModule.csvProblems(csv),
          categories: new Set(menu.categories.map((c) => c.title)),
          dishes: new Set(menu.dishes.map((d) => `${titleOf.get(d.category) ?? ""}\u0000${d.title}`)),
        });
      },
      { failure: msg("invalidFileFormat") },
    );
  }

  async function onApply() {
    if (!preview) return;
    setRunning("import");
    // The app's texts (src/domain/messages.ts) are shared with the guest page: none added here.
    const ok = await submit(() => importMenuCsv(preview.file), {
      success: msg("importSucceeded"),
      failure: (u) => msg("importFailed", { reason: u.message }),
    });
    if (!ok) return;
    setPreview(null);
    if (fileRef.current) fileRef.current.value = "";
  }

  function onCancel() {
    setPreview(null);
    clear();
    if (fileRef.current) fileRef.current.value = "";
  }

  return (
    <section className="card settings-wide" aria-labelledby="csv-title">
      <h2 id="csv-title">Menu as a spreadsheet (CSV)</h2>
      <p className="muted">
        One row per dish, with the columns {CSV_COLUMNS.join(", ")}
        {languages.length > 0 && (
          <>
            , and for each other language of the menu its own three (
            {languages.map((c) => `title@${c}, description@${c}, category@${c}`).join("; ")})
          </>
        )}
        . Edit it in any spreadsheet and save it as CSV UTF-8. Before anything changes you see every row: a dish with
        the same category and title is updated, a category that does not exist yet is created, and if any row has a
        problem nothing is imported.
      </p>
      {result && <Banner kind={result.kind}>{result.text}</Banner>}
      <p>
        <button type="button" className="button" onClick={onExport} disabled={isBusy}>
          {isBusy && running === "export" ? "Exporting..." : "Export CSV"}
        </button>
      </p>
      <Field
        id="import-csv-file"
        label="Menu spreadsheet (CSV)"
        ref={fileRef}
        type="file"
        accept="text/csv,.csv"
        onChange={() => void onChoose()}
      />
      {isBusy && running === "preview" && <p role="status">Reading the file...</p>}
      {preview && (
        <MenuCsvPreview data={preview} busy={isBusy && running === "import"} onApply={onApply} onCancel={onCancel} />
      )}
    </section>
  );
}
