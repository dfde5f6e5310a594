import { useCallback } from "react";
import { PRINT_TOPIC, listPrinters } from "../../data/stations";
import { useLiveList } from "../../hooks/use-live-list";
import { Banner } from "../../components/ui/banner";
import "./stations.css";

/** The board's notice of printers the venue's print agent reports offline (live); nothing otherwise. */
export function PrintersOffline({ venueId }: { venueId: string }) {
  const load = useCallback(() => listPrinters(venueId), [venueId]);
  const live = useLiveList(load, [PRINT_TOPIC], venueId);
  const offline = (live.data ?? []).filter((p) => p.status === "offline");
  return offline.length ? <OfflineNotice names={offline.map((p) => p.name)} /> : null;
}

/** "Printer offline: Bar printer. ..." for the printers named. */
export function OfflineNotice({ names }: { names: string[] }) {
  return (
    <div className="printers-offline">
      <Banner kind="error">
        Printer offline: {names.join(", ")}. Its tickets wait and print, in order, once it is back.
      </Banner>
    </div>
  );
}
