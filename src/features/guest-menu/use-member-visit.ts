import { useCallback, useEffect, useMemo, useRef } from "react";
import { toUserError } from "../../data/errors";
import type { RecordEvent } from "../../data/realtime";
import { getMemberVisit, visitTopic } from "../../data/visits";
import { useLiveList } from "../../hooks/use-live-list";

/**
 * Why this phone left its group: "removed" (by the staff or the group's first phone), "reset" (the
 * staff emptied the table's group), both heard at once on the visit's topic; "gone" when a load
 * finds it is no longer a member.
 */
export type GroupGone = "removed" | "reset" | "gone";

/**
 * The member's view of the group, live on the member's own topic (reloads on each event and
 * reconnect). The server tells a removed phone at once on that topic, then ends it
 * (pb_hooks/lib/tab/visit-live.js tellGone): `onGone` is called once, with why.
 */
export function useMemberVisit(visitId: string, onGone: (why: GroupGone) => void) {
  // The visit this phone was told it left: onGone is called once for it.
  const goneFrom = useRef("");
  const gone = useCallback(
    (why: GroupGone) => {
      if (goneFrom.current === visitId) return;
      goneFrom.current = visitId;
      onGone(why);
    },
    [visitId, onGone],
  );
  const load = useCallback(async () => {
    try {
      return await getMemberVisit(visitId);
    } catch (e) {
      // No longer a member (or the visit is gone): this phone is in no group.
      if ([403, 404].includes(toUserError(e).status)) gone("gone");
      throw e;
    }
  }, [visitId, gone]);
  const onEvent = useCallback(
    (e: RecordEvent) => {
      const action = (e as { action: string }).action;
      if (action === "removed" || action === "reset") gone(action);
    },
    [gone],
  );
  const topics = useMemo(() => [visitTopic(visitId)], [visitId]);
  const live = useLiveList(load, topics, visitId, onEvent);
  // A phone that slept through its removal missed the message, and its stream cannot follow the
  // visit again (the server refuses a non-member's topic): when the page shows again it loads the
  // group, and a 403 tells it it left.
  const { reload } = live;
  useEffect(() => {
    const onShow = () => {
      if (document.visibilityState === "visible") reload();
    };
    document.addEventListener("visibilitychange", onShow);
    return () => document.removeEventListener("visibilitychange", onShow);
  }, [reload]);
  return live;
}
