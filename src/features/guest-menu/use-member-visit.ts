import { useCallback, useEffect, useMemo, useRef } from "react";
import { toUserError } from "../../data/errors";
import type { RecordEvent } from "../../data/realtime";
import { getMemberVisit, visitTopic, type MemberVisit } from "../../data/visits";
import { isVisitSent, mergeVisitSent, type VisitSent } from "../../domain/visit-sent";
import { useLiveList } from "../../hooks/use-live-list";

/**
 * Why this phone left its group: "removed" (by the staff or the group's first phone), "reset" (the
 * staff emptied the table's group), both heard at once on the visit's topic; "gone" when a load
 * finds it is no longer a member.
 */
export type GroupGone = "removed" | "reset" | "gone";

/**
 * The member's view of the group, live on the member's own topic (reloads on each event and
 * reconnect, except a group send's delta that it merges: mergeSent). The server tells a removed phone at once on that topic, then ends it
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
  const live = useLiveList(load, topics, visitId, onEvent, mergeSentEvent);
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

/**
 * `member` with a group send's delta or whole view `visit` (the send's answer, or its message on the
 * member's topic; docs/table-tab.md#sending) folded in; null when the whole view must be loaded.
 */
export function mergeSent(member: MemberVisit, visit: VisitSent | MemberVisit["visit"]): MemberVisit | null {
  if (!isVisitSent(visit)) return visit.id === member.visit.id ? { ...member, visit } : null;
  const merged = mergeVisitSent(member.visit, visit);
  if (merged === null) return null;
  return merged === member.visit ? member : { ...member, visit: merged };
}

/** The member's topic's "sent" message merged (useLiveList merge); any other message loads the view. */
function mergeSentEvent(member: MemberVisit, e: RecordEvent): MemberVisit | null | undefined {
  if ((e as { action: string }).action !== "sent" || !e.record) return undefined;
  return mergeSent(member, e.record as unknown as VisitSent);
}
