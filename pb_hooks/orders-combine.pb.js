/// <reference path="../pb_data/types.d.ts" />
// POST /api/orders/combine {ids: [a, b]} (docs/ordering.md#combine): the older order (by created)
// is merged into the newer one in ONE transaction: lines with the same dishId have their counts
// summed, the total is recomputed, started is true if either was, the newer keeps its tableSlug,
// the older is deleted. Nothing is ever half-merged; a second combine of the same pair finds the
// older gone.
routerAdd(
  "POST",
  "/api/orders/combine",
  (e) => {
    const lines = require(`${__hooks}/lib/order-lines.js`);
    const body = e.requestInfo().body || {};
    const ids = Array.isArray(body.ids) ? body.ids.map((x) => String(x || "")) : [];
    if (ids.length !== 2 || !ids[0] || !ids[1] || ids[0] === ids[1]) {
      throw new BadRequestError("Select exactly two orders to combine.");
    }
    const ownerId = e.auth.id;
    let merged = null;
    e.app.runInTransaction((txApp) => {
      const found = [];
      for (const id of ids) {
        let rec = null;
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
      const byCreated = found.slice().sort((a, b) => {
        const ca = a.getString("created");
        const cb = b.getString("created");
        if (ca !== cb) return ca < cb ? -1 : 1;
        return a.id < b.id ? -1 : 1;
      });
      const older = byCreated[0];
      const newer = byCreated[1];
      const items = (lines.jsonField(newer, "items", []) || []).map((l) => Object.assign({}, l));
      for (const line of lines.jsonField(older, "items", []) || []) {
        const same = items.find((l) => String(l.dishId) === String(line.dishId));
        if (same) same.count = Number(same.count) + Number(line.count);
        else items.push(Object.assign({}, line));
      }
      // The result must be an order an edit accepts: at most MAX_COUNT of a line, MAX_LINES lines.
      if (items.length > lines.MAX_LINES || items.some((l) => Number(l.count) > lines.MAX_COUNT)) {
        throw new BadRequestError(
          "These orders are too big to combine: an order can have at most " + lines.MAX_COUNT +
            " of one line and " + lines.MAX_LINES + " lines.",
        );
      }
      newer.set("items", items);
      newer.set("total", lines.orderTotal(items));
      newer.set("started", newer.getBool("started") || older.getBool("started"));
      txApp.save(newer);
      txApp.delete(older);
      merged = newer;
    });
    return e.json(200, merged);
  },
  $apis.requireAuth("users"),
);
