// The app's one PocketBase client (src/data/client.ts), reached without importing the SDK: the
// guest page leaves the SDK out of its first download and loads it right after the first render
// (docs/guest-page.md#guest-download). A guest's tap before it is in just waits for it.
import type PocketBase from "pocketbase";
import type { ClientResponseError } from "pocketbase";

/** What src/data/client.ts hands over when it is evaluated (the SDK is then loaded). */
export interface LoadedClient {
  pb: PocketBase;
  ResponseError: typeof ClientResponseError;
}

let loaded: LoadedClient | null = null;
let loading: Promise<PocketBase> | null = null;

/** Called by src/data/client.ts as it is evaluated (statically in the owner app, lazily on the guest page). */
export function clientLoaded(client: LoadedClient): void {
  loaded = client;
}

/**
 * The PocketBase client, loading the SDK first when it is not in yet (one import, shared by every
 * caller; a failed load is tried again at the next call). Same client, headers and session as the
 * owner app's `pb`.
 */
export function guestClient(): Promise<PocketBase> {
  if (loaded) return Promise.resolve(loaded.pb);
  loading ??= import("./client").then(
    (m) => m.pb,
    (e: unknown) => {
      loading = null;
      throw e;
    },
  );
  return loading;
}

/** Whether the SDK's client has loaded (it hands itself over when its module is evaluated). */
export function clientIsLoaded(): boolean {
  return loaded !== null;
}

/** Whether `e` is an error answer of the SDK (a ClientResponseError: none exists before the SDK loads). */
export function isResponseError(e: unknown): e is ClientResponseError {
  if (loaded !== null && e instanceof loaded.ResponseError) return true;
  // The SDK's error by its shape too: one made before the client loaded (a test's own import of the
  // SDK) has the same fields but is not an instance of the loaded copy's class.
  if (!(e instanceof Error)) return false;
  const x = e as { status?: unknown; response?: unknown; isAbort?: unknown };
  return typeof x.status === "number" && typeof x.response === "object" && typeof x.isAbort === "boolean";
}
