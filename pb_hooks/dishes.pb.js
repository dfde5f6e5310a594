/// <reference path="types/pocketbase.d.ts" />
// dishes.available defaults to true (a PocketBase bool defaults to false): a new dish is on sale
// unless the owner says otherwise.
onRecordCreateRequest((e) => {
  const body = e.requestInfo().body || {};
  if (body.available === undefined || body.available === null || body.available === "") {
    e.record.set("available", true);
  }
  e.next();
}, "dishes");
