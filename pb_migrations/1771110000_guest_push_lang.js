/// <reference path="../pb_hooks/types/pocketbase.d.ts" />
// The language of the page a takeaway guest asked "Notify me when it's ready" from (issue 37): the
// ready push goes out in it (pb_hooks/lib/push/ready-words.js). Empty: English, as before.
migrate(
  (app) => {
    const guestPush = app.findCollectionByNameOrId("guest_push");
    guestPush.fields.add(new TextField({ name: "lang", max: 10 }));
    app.save(guestPush);
  },
  (app) => {
    const guestPush = app.findCollectionByNameOrId("guest_push");
    guestPush.fields.removeByName("lang");
    app.save(guestPush);
  },
);
