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
// A server-rendered menu is painted before the scripts take it over. With the files already in the
// phone's cache (a repeat scan) they would otherwise run before the first frame and hold it: so this
// entry stays tiny (React itself is in the chunks below, loaded only after that frame), since a
// deferred script that is already there runs before the browser paints anything.
const afterFirstPaint = () => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));

if (guest) {
  void (isServerRendered ? afterFirstPaint() : Promise.resolve())
    .then(guestEntry)
    .then((m) => m.startGuest(container, isServerRendered));
} else {
  void appEntry().then((m) => m.startApp(container));
}
