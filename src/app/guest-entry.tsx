import { matchGuestPath } from "../domain/paths";
import { readServedMenu } from "../data/menu";
import { GuestMenuPage } from "../features/guest-menu/guest-menu-page";

// Read once: the markup it describes is rendered once, and a later render must not re-read it.
const served = readServedMenu();

/** The guest menu without the router: params come straight from the URL, the menu from the page. */
export function GuestEntry() {
  const guest = matchGuestPath(window.location.pathname)!;
  return <GuestMenuPage publicLink={guest.publicLink} tableNumber={guest.tableNumber} served={served} />;
}
