// The pickup screen's data (docs/takeaway.md#the-pickup-screen): the venue's takeaway orders being
// prepared and those finished in the last half hour. Read with the staff's own orders API rules.
import { pb } from "./client";
import { toOrder } from "./orders";
import { localDay } from "../domain/orders";

/** One pickup number on the screen. */
export interface PickupNumber {
  number: number;
  finishedAt: string;
}

/** The venue's takeaway numbers: unfinished (being prepared) and recently finished (ready). */
export async function listPickups(ownerId: string): Promise<{ preparing: PickupNumber[]; ready: PickupNumber[] }> {
  const since = new Date(Date.now() - 30 * 60_000).toISOString().replace("T", " ");
  const [open, done] = await Promise.all([
    pb.collection("orders").getList(1, 200, {
      filter: pb.filter("user = {:id} && finished = false && tableSlug = 'takeaway'", { id: ownerId }),
      sort: "created",
    }),
    pb.collection("orders").getList(1, 100, {
      filter: pb.filter("user = {:id} && finished = true && tableSlug = 'takeaway' && finishedAt >= {:since}", {
        id: ownerId,
        since,
      }),
      sort: "-finishedAt",
    }),
  ]);
  // Orders ahead for a later day (order-ahead) are not on the counter's screen yet: their numbers
  // are that day's, and would be read as today's.
  const today = localDay(new Date());
  const numbers = (items: typeof open.items) =>
    items
      .map((r) => toOrder(r))
      .filter((o) => o.pickup && !(o.pickup.day && o.pickup.day > today))
      .map((o) => ({ number: o.pickup?.number ?? 0, finishedAt: o.finishedAt }));
  return { preparing: numbers(open.items), ready: numbers(done.items) };
}
