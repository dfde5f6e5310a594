import { KitchenPage } from "../../features/orders/kitchen-page";
import { RequireOwner } from "../require-owner";
import { DeviceBar } from "../../features/team/device-bar";
import { useStationFilter } from "../../features/stations/use-station-filter";
import { useOwner } from "../../hooks/use-session";

// Owner-only and deliberately outside the PIN gate (the kitchen needs it without the PIN; docs/kitchen.md);
// outside the shell too, so the wall tablet shows orders edge to edge.
export function Component() {
  return (
    <RequireOwner>
      <DeviceBar />
      <KitchenWithStations />
    </RequireOwner>
  );
}

/** The kitchen display with the venue's stations: one station or all (docs/kitchen.md#stations-and-printers). */
function KitchenWithStations() {
  const extras = useStationFilter(useOwner()?.id ?? "");
  return <KitchenPage extras={extras} />;
}
