import { useCallback } from "react";
import { PRINT_TOPIC, listPrinters } from "../../data/stations";
import type { Printer } from "../../domain/stations";
import { useLiveList } from "../../hooks/use-live-list";
import { Banner } from "../../components/ui/banner";
import "./stations.css";

/** The venue's printers, live (the board's offline notice and its reprint button). */
export function useVenuePrinters(venueId: string): Printer[] {
  const load = useCallback(() => listPrinters(venueId), [venueId]);
  return useLiveList(load, [PRINT_TOPIC], venueId).data ?? [];
}

/** The board's notice of printers the venue's print agent reports offline (live); nothing otherwise. */
export function PrintersOffline({ printers }: { printers: Printer[] }) {
  const offline = printers.filter((p) => p.status === "offline");
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
