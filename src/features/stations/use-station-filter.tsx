import { useCallback, useState } from "react";
import { useSearchParams } from "react-router-dom";
import type { Order } from "../../domain/orders";
import { ordersForStation } from "../../domain/stations";
import { PRINT_TOPIC, loadStations, reprintOrder } from "../../data/stations";
import { toUserError } from "../../data/errors";
import { useLiveList } from "../../hooks/use-live-list";
import { Banner } from "../../components/ui/banner";
import { OfflineNotice } from "./printers-offline";
import "./stations.css";

/**
 * The kitchen display's station filter (kept in the URL as `?station=<id>`, so a reload and a wall
 * tablet's bookmark keep it), the venue's offline printers, and a one-tap reprint. Nothing when the
 * venue has no stations.
 */
export function useStationFilter(venueId: string) {
  const [params, setParams] = useSearchParams();
  const load = useCallback(() => loadStations(venueId), [venueId]);
  const live = useLiveList(load, [PRINT_TOPIC], venueId);
  const [message, setMessage] = useState<{ kind: "success" | "error"; text: string } | null>(null);
  const data = live.data;
  const stationId = params.get("station") ?? "";
  const station = data?.stations.find((s) => s.id === stationId) ?? null;
  const categoryOf = data?.categoryOf;

  const filter = useCallback(
    <T extends Order>(orders: T[]): T[] => (categoryOf ? ordersForStation(orders, station, categoryOf) : orders),
    [station, categoryOf],
  );
  const choose = (id: string) =>
    setParams(
      (p) => {
        const next = new URLSearchParams(p);
        if (id) next.set("station", id);
        else next.delete("station");
        return next;
      },
      { replace: true },
    );
  const onReprint = async (orderId: string) => {
    try {
      const n = await reprintOrder(orderId);
      setMessage({ kind: "success", text: n === 1 ? "Sent to 1 printer." : `Sent to ${n} printers.` });
    } catch (err) {
      const u = toUserError(err);
      if (!u.isAbort) setMessage({ kind: "error", text: u.message });
    }
  };

  const stations = data?.stations ?? [];
  const offline = (data?.printers ?? []).filter((p) => p.status === "offline");
  const toolbar = stations.length ? (
    <label className="station-filter">
      <span>Station</span>
      <select value={station?.id ?? ""} onChange={(e) => choose(e.target.value)}>
        <option value="">All stations</option>
        {stations.map((s) => (
          <option key={s.id} value={s.id}>
            {s.name}
          </option>
        ))}
      </select>
    </label>
  ) : null;
  const notice = (
    <>
      {offline.length > 0 && <OfflineNotice names={offline.map((p) => p.name)} />}
      {message && (
        <Banner kind={message.kind} onClose={() => setMessage(null)}>
          {message.text}
        </Banner>
      )}
    </>
  );
  return {
    filter,
    toolbar,
    notice,
    onReprint: (data?.printers.length ?? 0) > 0 ? (id: string) => void onReprint(id) : undefined,
  };
}
