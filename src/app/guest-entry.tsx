import { matchGuestPath } from "../domain/paths";
import { GuestMenuPage } from "../features/guest-menu/guest-menu-page";

/** The guest menu without the router: params come straight from the URL. */
export function GuestEntry() {
  const guest = matchGuestPath(window.location.pathname)!;
  return <GuestMenuPage publicLink={guest.publicLink} tableNumber={guest.tableNumber} />;
}
