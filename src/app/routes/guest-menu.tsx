import { useParams } from "react-router-dom";
import { GuestMenuPage } from "../../features/guest-menu/guest-menu-page";

/** Router variant of the guest menu (in-app navigation); direct loads go through guest-entry. */
export function Component() {
  const { publicLink = "", tableNumber = "" } = useParams();
  return <GuestMenuPage publicLink={publicLink} tableNumber={tableNumber} />;
}
