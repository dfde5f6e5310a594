import { useRef, useState } from "react";
import { msg } from "../../domain/messages";
import { EXPORT_FILE_NAME, MAX_IMPORT_BYTES, parseMenuFile } from "../../domain/menu-export";
import { exportMenu, importMenu } from "../../data/account";
import { toUserError } from "../../data/errors";
import { Banner } from "../../components/ui/banner";

/** Menu export to menu_export.json and its import (docs/menu-and-serving-windows.md#menu-export-and-import). */
export function MenuTransfer({ ownerId }: { ownerId: string | null }) {
  const fileRef = useRef<HTMLInputElement>(null);
  const [result, setResult] = useState<{ kind: "success" | "error"; text: string } | null>(null);
  const [busy, setBusy] = useState<"" | "export" | "import">("");

  async function onExport() {
    if (!ownerId) return setResult({ kind: "error", text: msg("userNotLoaded") });
    setBusy("export");
    setResult(null);
    try {
      const data = await exportMenu(ownerId);
      const url = URL.createObjectURL(new Blob([JSON.stringify(data, null, 2)], { type: "application/json" }));
      const a = document.createElement("a");
      a.href = url;
      a.download = EXPORT_FILE_NAME;
      document.body.appendChild(a);
      a.click();
      a.remove();
      window.setTimeout(() => URL.revokeObjectURL(url), 1000);
    } catch (err) {
      console.error("export failed", err);
      setResult({ kind: "error", text: msg("exportFailed") });
    } finally {
      setBusy("");
    }
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
    setBusy("import");
    setResult(null);
    try {
      await importMenu(menu);
      setResult({ kind: "success", text: msg("importSucceeded") });
    } catch (err) {
      setResult({ kind: "error", text: msg("importFailed", { reason: toUserError(err).message }) });
    } finally {
      setBusy("");
    }
  }

  return (
    <section className="card" aria-labelledby="transfer-title">
      <h2 id="transfer-title">Menu export and import</h2>
      <p className="muted">
        Choosing a file imports it at once. Import adds the file's categories and dishes to your menu: a category or dish that already exists (same title) is updated, not
        duplicated. If anything in the file is wrong, nothing is imported.
      </p>
      {result && <Banner kind={result.kind}>{result.text}</Banner>}
      <p>
        <button type="button" className="button" onClick={onExport} disabled={busy !== ""}>
          {busy === "export" ? "Exporting..." : "Export menu"}
        </button>
      </p>
      <div className="field">
        <label htmlFor="import-file">Menu file (JSON)</label>
        <input id="import-file" ref={fileRef} type="file" accept="application/json,.json" onChange={() => void onImport()} />
      </div>
      <button type="button" className="button secondary" onClick={onImport} disabled={busy !== ""}>
        {busy === "import" ? "Importing..." : "Import menu"}
      </button>
    </section>
  );
}
