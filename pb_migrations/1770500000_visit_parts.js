/// <reference path="../pb_hooks/types/pocketbase.d.ts" />
// Pay your part (docs/table-tab.md#pay-your-part): a member pays their own lines of a table's tab
// before anybody asks for the bill. `visits.parts` keeps each part: [{no, n (member), items (bill
// line keys), amountCents, tipCents, method, paid, online, paymentId, at}]. Null on the visits
// that existed before (read as no part).
migrate(
  (app) => {
    const visits = app.findCollectionByNameOrId("visits");
    visits.fields.add(new JSONField({ name: "parts", maxSize: 50000 }));
    app.save(visits);
  },
  (app) => {
    const visits = app.findCollectionByNameOrId("visits");
    visits.fields.removeByName("parts");
    app.save(visits);
  },
);
