import { StrictMode, type ComponentType } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { matchGuestPath } from "./domain/paths";
import "./base.css";

// A guest on a cheap phone loads only the guest menu: no router, no owner code (docs/guest-page.md#guest-download).
const guest = matchGuestPath(window.location.pathname);
const container = document.getElementById("root")!;

// Named loaders, not `guest ? import(a) : import(b)`: Vite 8 gives that inline form an empty
// preload list, and the guest menu's CSS chunk was never loaded (tests/e2e/guest-menu.phone.spec.ts).
const guestEntry = () => import("./app/guest-entry");
const appEntry = () => import("./app/app");
const isServerRendered = !!(guest && container.firstElementChild && document.getElementById("guest-data"));
// A server-rendered menu is painted before the scripts take it over: with the files already in
// the phone's cache (a repeat scan) they would otherwise run before the first frame and hold it.
const afterFirstPaint = () => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
const load: Promise<ComponentType> = guest
  ? (isServerRendered ? afterFirstPaint() : Promise.resolve()).then(guestEntry).then((m) => m.GuestEntry)
  : appEntry().then((m) => m.App);

load.then((Entry) => {
  const app = (
    <StrictMode>
      <Entry />
    </StrictMode>
  );
  // The server already rendered the guest menu (pb_hooks/lib/guest-page.js): take over that markup
  // as it is (no flash, no layout shift). Every other page starts from an empty root.
  if (isServerRendered) {
    hydrateRoot(container, app, {
      onRecoverableError: (error) => console.error("guest page hydration", error),
    });
  } else {
    createRoot(container).render(app);
  }
});
