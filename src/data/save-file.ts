/**
 * Saves `blob` as a download named `name` (the menu's JSON and CSV exports, the finished orders'
 * CSV): through an object URL, revoked `keepMs` later, once the browser has started the download.
 */
export function saveFile(blob: Blob, name: string, keepMs = 1000): void {
  const url = URL.createObjectURL(blob);
  const a = document.createElement("a");
  a.href = url;
  a.download = name;
  document.body.appendChild(a);
  a.click();
  a.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), keepMs);
}
