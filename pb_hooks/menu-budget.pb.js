/// <reference path="types/pocketbase.d.ts" />
// A venue's whole menu is bounded (lib/menu/menu-budget.js says why): a dish or category created or
// changed through the API that would take it past the limit is a 400 that saves nothing. The
// imports check once, at their end (lib/menu/menu-import.js writeMenu).
onRecordCreateRequest(
  (e) => {
    if (!e.hasSuperuserAuth()) require(`${__hooks}/lib/menu/menu-budget.js`).checkSave(e.app, e.record);
    e.next();
  },
  "dishes",
  "categories",
);
onRecordUpdateRequest(
  (e) => {
    if (!e.hasSuperuserAuth()) require(`${__hooks}/lib/menu/menu-budget.js`).checkSave(e.app, e.record);
    e.next();
  },
  "dishes",
  "categories",
);
