// A repeat scan paints from the phone's cache (docs/guest-page.md#offline-copy): once a guest page
// has loaded, the service worker (public/sw.js, also the owners' Web Push worker) is registered and
// told which files this page is made of, so it keeps them; it then answers this menu's address from
// the network first and from its copy when the phone is offline.

/** The same-origin files of this page: its address, scripts, styles and icons. */
function pageFiles(): string[] {
  const urls = new Set<string>([location.pathname]);
  const add = (href: string | null | undefined) => {
    if (!href) return;
    try {
      const url = new URL(href, location.href);
      if (url.origin === location.origin && !url.pathname.startsWith("/api/")) urls.add(url.pathname);
    } catch {
      // not a URL
    }
  };
  document.querySelectorAll<HTMLScriptElement>("script[src]").forEach((s) => add(s.src));
  // A disabled stylesheet link (styles the server put inline) is never fetched: nothing to keep.
  document.querySelectorAll<HTMLLinkElement>("link[href]:not([disabled])").forEach((l) => add(l.href));
  for (const entry of performance.getEntriesByType("resource")) {
    if (/\/assets\//.test(entry.name)) add(entry.name);
  }
  return [...urls];
}

/** After the page has loaded: registers the service worker and asks it to keep this page's files. */
export function keepPageForOffline(): void {
  if (!("serviceWorker" in navigator) || !window.isSecureContext) return;
  const run = () => {
    navigator.serviceWorker
      .register("/sw.js", { scope: "/" })
      .then(() => navigator.serviceWorker.ready)
      .then((reg) => reg.active?.postMessage({ type: "keep-guest-page", urls: pageFiles() }))
      .catch((e: unknown) => console.error("offline cache unavailable", e));
  };
  if (document.readyState === "complete") setTimeout(run, 0);
  else window.addEventListener("load", () => setTimeout(run, 0), { once: true });
}
