/// <reference path="types/pocketbase.d.ts" />
// POST /api/orders/combine {ids: [a, b]} (docs/ordering.md#combine): the older order (by created)
// is merged into the newer one in ONE transaction: lines with the same dishId have their counts
// summed, the total is recomputed, started is true if either was, the newer keeps its tableSlug,
// the older is deleted. Nothing is ever half-merged; a second combine of the same pair finds the
// older gone.
routerAdd(
  "POST",
  "/api/orders/combine",
  (e) => {
    // Counted per account for a signed-in client (its rule lets sessions through,
    // lib/team/staff-limit.js); a request without a session, by its address.
    require(`${__hooks}/lib/team/staff-limit.js`).countOrderRequest(e, "combine");
    const lines = require(`${__hooks}/lib/orders/order-lines.js`);
    const domain = require(`${__hooks}/lib/shared/domain.js`);
    const body = e.requestInfo().body || {};
    // Two ids, checked before anything is made of them (whatever length the array has).
    const ids = Array.isArray(body.ids) && body.ids.length === 2 ? [0, 1].map((i) => String(body.ids[i] || "")) : [];
    if (ids.length !== 2 || !ids[0] || !ids[1] || ids[0] === ids[1]) {
      throw new BadRequestError("Select exactly two orders to combine.");
    }
    const ownerId = require(`${__hooks}/lib/team/staff.js`).venueFor(e, "orders");
    let merged = null;
    e.app.runInTransaction((txApp) => {
      const found = [];
      for (const id of ids) {
        let rec;
        try {
          rec = txApp.findRecordById("orders", id);
        } catch (_) {
          rec = null;
        }
        // Another owner's order is reported exactly like a missing one: no existence leak.
        if (!rec || rec.getString("user") !== ownerId) throw new NotFoundError("Selected orders not found.");
        found.push(rec);
      }
      if (found.some((r) => r.getBool("finished"))) {
        throw new BadRequestError("Finished orders cannot be combined.");
      }
      // Table tabs (docs/table-tab.md): a bill is the orders of one visit; merging across two
      // would move money from one table's bill to another's.
      if (found[0].getString("visit") !== found[1].getString("visit")) {
        throw new BadRequestError("Orders of different table tabs cannot be combined.");
      }
      // Lines a guest paid for early (docs/table-tab.md#pay-your-part) keep their order and place.
      for (const r of found)
        require(`${__hooks}/lib/tab/visit-parts.js`).refusePaidOrder(txApp, r.getString("visit"), r.id);
      // A waiter call is for the floor staff, not food: merged into an order it would reach the
      // kitchen as '1 × Pay Cash' (docs/ordering.md#waiter-calls).
      if (found.some((r) => domain.hasWaiterLine(lines.jsonField(r, "items", []) || []))) {
        throw new BadRequestError(domain.WAITER_CALL_NOT_COMBINED);
      }
      // The app's combine rule (src/domain/combine.ts): older by created, then id; newer's lines
      // first, the older's counts added to the same dishId, its other lines after.
      const key = (r) => ({ created: r.getString("created"), id: r.id });
      const byCreated = found.slice().sort((a, b) => domain.olderFirst(key(a), key(b)));
      const older = byCreated[0];
      const newer = byCreated[1];
      const items = domain.mergeLines(
        lines.jsonField(newer, "items", []) || [],
        lines.jsonField(older, "items", []) || [],
      );
      // The result must be an order an edit accepts: at most MAX_COUNT of a line, MAX_LINES lines.
      if (domain.isTooBigToCombine(items)) {
        throw new BadRequestError(
          "These orders are too big to combine: an order can have at most " +
            lines.MAX_COUNT +
            " of one line and " +
            lines.MAX_LINES +
            " lines.",
        );
      }
      // [money rules, docs/tax-and-receipts.md#tax] The stored tax follows the merged lines.
      const tax = require(`${__hooks}/lib/money/money-rules.js`).retax(
        txApp,
        ownerId,
        [newer, older].map((r) => ({
          items: lines.jsonField(r, "items", []) || [],
          tax: lines.jsonField(r, "tax", null),
        })),
        items,
        newer.getString("tableSlug") === "takeaway",
      );
      if (tax) newer.set("tax", tax);
      newer.set("items", items);
      newer.set("total", lines.orderTotal(items));
      newer.set("started", newer.getBool("started") || older.getBool("started"));
      const activity = require(`${__hooks}/lib/team/activity.js`);
      const who = activity.record(txApp, e, ownerId, "combine", newer.id, activity.orderSummary(newer));
      if (who) newer.set("editedBy", who);
      txApp.save(newer);
      txApp.delete(older);
      merged = newer;
    });
    return e.json(200, merged);
  },
  $apis.requireAuth("users", "staff"),
  require(`${__hooks}/lib/shared/body-limits.js`).small(),
);
