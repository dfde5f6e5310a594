/// <reference path="../pb_data/types.d.ts" />
// Owner updates of an order (spec 4 "Order", "Edit order"). The server is the authority:
//  - state moves one way only: started false -> true, finished implies started, never un-finished;
//  - user and userSlug never change; a finished order's lines are frozen;
//  - edited lines are re-priced from the dish records (a line the order already had keeps the
//    price the guest was shown), and total is always recomputed from the lines;
//  - the whole check-and-save runs in one transaction against a fresh read of the order, so an
//    edit that raced a combine (or another edit) is refused instead of silently losing lines.
onRecordUpdateRequest((e) => {
  const lines = require(`${__hooks}/lib/order-lines.js`);
  const body = e.requestInfo().body || {};
  const has = (k) => Object.prototype.hasOwnProperty.call(body, k);
  const bad = (field, message) => {
    const data = {};
    data[field] = new ValidationError("validation_invalid_" + field, message);
    return new BadRequestError(message, data);
  };

  e.app.runInTransaction((txApp) => {
    let fresh;
    try {
      fresh = txApp.findRecordById("orders", e.record.id);
    } catch (_) {
      throw new NotFoundError("Order not found.");
    }
    const before = e.record.original();
    const sameState =
      fresh.getString("updated") === before.getString("updated") &&
      toString(fresh.get("items")) === toString(before.get("items")) &&
      fresh.getBool("started") === before.getBool("started") &&
      fresh.getBool("finished") === before.getBool("finished");
    // Optional optimistic check from the client: the `updated` value its edit was based on.
    const expected = has("expectedUpdated") ? String(body.expectedUpdated || "") : "";
    const isStaleClient = expected !== "" && expected !== fresh.getString("updated");
    if (!sameState || isStaleClient) {
      throw new ApiError(409, "The order was changed meanwhile. Reload and try again.", {});
    }

    if (e.record.getString("user") !== before.getString("user")) throw bad("user", "The order's venue cannot change.");
    if (e.record.getString("userSlug") !== before.getString("userSlug")) {
      throw bad("userSlug", "The order's venue link cannot change.");
    }

    const wasStarted = before.getBool("started");
    const wasFinished = before.getBool("finished");
    const isFinished = e.record.getBool("finished");
    // Spec 7 finishes with a plain `finished=true` update; an order finished without being started
    // was evidently handled, so it counts as started too (finished always implies started).
    if (isFinished && !wasFinished && !e.record.getBool("started")) e.record.set("started", true);
    const isStarted = e.record.getBool("started");
    if (wasStarted && !isStarted) throw bad("started", "A started order cannot be un-started.");
    if (wasFinished && !isFinished) throw bad("finished", "A finished order cannot be reopened.");
    if (wasFinished && (has("items") || has("total") || has("started") || has("tableSlug"))) {
      const changed =
        (has("items") && toString(e.record.get("items")) !== toString(before.get("items"))) ||
        (has("tableSlug") && e.record.getString("tableSlug") !== before.getString("tableSlug"));
      if (changed) throw bad("items", "A finished order cannot be edited.");
    }

    const oldItems = lines.jsonField(before, "items", []) || [];
    let items = oldItems;
    if (has("items")) {
      const raw = lines.parseJson(body.items, null);
      if (!Array.isArray(raw)) throw bad("items", "The order lines are malformed.");
      // A line at 0 is a removed line (spec 4: minus removes the line at 0); below 0 is refused.
      const kept = [];
      for (const l of raw) {
        if (!l || typeof l !== "object") throw bad("items", "An order line is malformed.");
        const n = Number(l.count);
        if (!Number.isFinite(n) || n < 0) throw bad("items", "Counts cannot go below 0.");
        if (n !== 0) kept.push(l);
      }
      const previous = {};
      for (const it of oldItems) previous[String(it.dishId)] = it;
      // Waiter-request lines cannot be priced from dishes: keep them only if the order had them.
      const waiter = [];
      const dishLines = [];
      for (const l of kept) {
        const id = String(l.dishId || "");
        if (lines.WAITER[id]) {
          if (!previous[id]) throw bad("items", "A waiter request is an order of its own.");
          waiter.push({ dishId: id, title: previous[id].title, price: 0, count: 1, modifiers: {} });
        } else dishLines.push(l);
      }
      const venueId = before.getString("user");
      const priced = lines.priceLines(txApp, venueId, dishLines, { requireAvailable: false, allowEmpty: true });
      items = waiter.concat(
        priced.items.map((it) => {
          const old = previous[it.dishId];
          // The guest ordered at the old price; an edit must not re-price lines already agreed.
          return old ? Object.assign({}, it, { title: String(old.title), price: Number(old.price) }) : it;
        }),
      );
      e.record.set("items", items);
    }
    e.record.set("total", lines.orderTotal(items));
    e.app = txApp;
    e.next();
  });
}, "orders");
