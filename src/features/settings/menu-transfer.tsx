import { useRef, useState } from "react";
import { msg } from "../../domain/messages";
import { EXPORT_FILE_NAME, MAX_IMPORT_BYTES, parseMenuFile } from "../../domain/menu-export";
import { exportMenu, importMenu } from "../../data/account";
import { saveFile } from "../../data/save-file";
import { Banner } from "../../components/ui/banner";
import { Field } from "../../components/ui/field";
import { useSubmitStatus } from "../../hooks/use-submit-status";

/** Menu export to menu_export.json and its import (docs/menu-and-serving-windows.md#menu-export-and-import). */
export function MenuTransfer({ ownerId }: { ownerId: string | null }) {
  const fileRef = useRef<HTMLInputElement>(null);
  const { result, setResult, isBusy, submit, clear } = useSubmitStatus();
  // Which of the two is running, for its button's text.
  const [running, setRunning] = useState<"export" | "import">("export");

  async function onExport() {
    if (!ownerId) return setResult({ kind: "error", text: msg("userNotLoaded") });
    setRunning("export");
    clear();
    await submit(
      async () => {
        const data = await exportMenu(ownerId);
        saveFile(new Blob([JSON.stringify(data, null, 2)], { type: "application/json" }), EXPORT_FILE_NAME);
      },
      { failure: msg("exportFailed") },
    );
  }

  // Choosing a file imports it at once; the Import button imports the chosen file (again: an
  // import merges, so a repeat changes nothing).
  async function onImport() {
    if (!ownerId) return setResult({ kind: "error", text: msg("userNotLoaded") });
    const file = fileRef.current?.files?.[0];
    if (!file) return setResult({ kind: "error", text: msg("noFileSelected") });
    if (file.size > MAX_IMPORT_BYTES) {
      const reason = `the file is larger than ${MAX_IMPORT_BYTES / 1024 / 1024} MB (import its photos in smaller files)`;
      return setResult({ kind: "error", text: msg("importFailed", { reason }) });
    }
    const menu = parseMenuFile(await file.text());
    if (!menu) return setResult({ kind: "error", text: msg("invalidFileFormat") });
    setRunning("import");
    clear();
    await submit(() => importMenu(menu), {
      success: msg("importSucceeded"),
      failure: (u) => msg("importFailed", { reason: u.message }),
    });
  }

  return (
    <section className="card" aria-labelledby="transfer-title">
      <h2 id="transfer-title">Menu export and import</h2>
      <p className="muted">
        Export saves your menu as a file. To import one, pick the file below: it is added to your menu straight away
        (Import menu does it again with the same file). A category or dish with the same title is updated, not
        duplicated. If anything in the file is wrong, nothing is imported.
      </p>
      {result && <Banner kind={result.kind}>{result.text}</Banner>}
      <p>
        <button type="button" className="button" onClick={onExport} disabled={isBusy}>
          {isBusy && running === "export" ? "Exporting..." : "Export menu"}
        </button>
      </p>
      <Field
        id="import-file"
        label="Menu file (JSON)"
        ref={fileRef}
        type="file"
        accept="application/json,.json"
        onChange={() => void onImport()}
      />
      <button type="button" className="button secondary" onClick={onImport} disabled={isBusy}>
        {isBusy && running === "import" ? "Importing..." : "Import menu"}
      </button>
    </section>
  );
}
