import PocketBase, { LocalAuthStore } from "pocketbase";

/** Local-storage key of the owner session (token + user model), spec 3. */
export const SESSION_KEY = "draft_session";

/** API origin: same origin in production (PocketBase serves the app); overridable for dev. */
export const API_URL: string =
  (import.meta.env.VITE_PB_URL as string | undefined) ||
  (typeof window !== "undefined" ? window.location.origin : "http://127.0.0.1:8090");

/** The single PocketBase client of the app. Only src/data imports 'pocketbase'. */
export const pb = new PocketBase(API_URL, new LocalAuthStore(SESSION_KEY));

// Screens decide themselves when a request is obsolete; the SDK must not cancel "duplicates".
pb.autoCancellation(false);

pb.beforeSend = (url, options) => {
  options.headers = { ...(options.headers as Record<string, string>), "Accept-Language": "en-GB" };
  return { url, options };
};

/** URL of a stored file, optionally a server-made thumbnail ("100x100", "50x50"). */
export function fileUrl(
  record: { collectionId: string; id: string },
  filename: string,
  thumb?: "100x100" | "50x50",
): string {
  if (!filename) return "";
  const base = `${API_URL}/api/files/${record.collectionId}/${record.id}/${encodeURIComponent(filename)}`;
  return thumb ? `${base}?thumb=${thumb}` : base;
}
