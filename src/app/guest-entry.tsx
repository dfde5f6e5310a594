import { matchGuestPath } from "../domain/paths";
import { readServedMenu } from "../data/menu";
import { guestClient } from "../data/lazy-client";
import { ErrorBoundary } from "../components/ui/error-boundary";
import { GuestMenuPage } from "../features/guest-menu/guest-menu-page";
import { loadPriceLists } from "../features/guest-menu/use-price-lists";
import { mount } from "./mount";

// Read once: the markup it describes is rendered once, and a later render must not re-read it.
const served = readServedMenu();

/** What a guest sees if the menu fails to render: what happened and a way on, not a blank page. */
const failed = (
  <main className="guest-message" role="alert">
    <h1>Something went wrong</h1>
    <p>The menu could not be shown. Please reload the page.</p>
    <button type="button" className="button" onClick={() => window.location.reload()}>
      Reload the page
    </button>
  </main>
);

/** The guest menu without the router: params come straight from the URL, the menu from the page. */
export function GuestEntry() {
  const guest = matchGuestPath(window.location.pathname)!;
  return (
    <ErrorBoundary fallback={failed}>
      <GuestMenuPage publicLink={guest.publicLink} tableNumber={guest.tableNumber} served={served} />
    </ErrorBoundary>
  );
}

/** Starts the guest menu in `container` (taking over the server's markup when it rendered one). */
export function startGuest(container: HTMLElement, isServerRendered: boolean): void {
  // A venue with price lists: their rules first, so the first render shows the server's prices.
  if (!served?.menu?.venue.money?.priceLists?.length) return start(container, isServerRendered);
  loadPriceLists().then(
    () => start(container, isServerRendered),
    (e: unknown) => {
      console.error("price lists unavailable", e);
      start(container, isServerRendered);
    },
  );
}

/**
 * Renders the menu, then loads the SDK at once (docs/guest-page.md#guest-download): it is not in
 * the first download, and a guest's first tap, the orders list and the live updates wait for it.
 * A failed load is tried again by the first call that needs it.
 */
function start(container: HTMLElement, isServerRendered: boolean): void {
  mount(container, GuestEntry, isServerRendered);
  setTimeout(() => guestClient().catch((e: unknown) => console.error("SDK load failed", e)), 0);
}
