import { useCallback, useMemo } from "react";
import { toUserError } from "../../data/errors";
import { getMemberVisit, visitTopic } from "../../data/visits";
import { useLiveList } from "../../hooks/use-live-list";

/** The member's view of the group, live on the member's own topic (reloads on each event and reconnect). */
export function useMemberVisit(visitId: string, onGone: () => void) {
  const load = useCallback(async () => {
    try {
      return await getMemberVisit(visitId);
    } catch (e) {
      // No longer a member (or the visit is gone): this phone is in no group.
      if ([403, 404].includes(toUserError(e).status)) onGone();
      throw e;
    }
  }, [visitId, onGone]);
  const topics = useMemo(() => [visitTopic(visitId)], [visitId]);
  return useLiveList(load, topics, visitId);
}
