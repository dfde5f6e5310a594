// The staff screens' realtime topics (docs/realtime.md): apart from data/realtime.ts, which the
// guest page loads too.
import { venueTopicName, type VenueTopicKind } from "../domain/topics";
import { pb } from "./client";
import type { Topic } from "./realtime";

/** The signed-in venue's topic of `kind` (`venue/{venueId}/{kind}`; a team member's venue is theirs). */
export function venueTopic(kind: VenueTopicKind): Topic {
  return {
    name: () => {
      const record = pb.authStore.record;
      const venueId = record?.collectionName === "staff" ? String(record.venue ?? "") : (record?.id ?? "");
      return venueTopicName(venueId, kind);
    },
  };
}
