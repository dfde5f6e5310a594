/// <reference path="../pb_data/types.d.ts" />
// Each order keeps the currency it was sold in (issue 13): set by the server from the venue when
// the order is created (whatever a client sends), and never changed afterwards, so per-currency
// sales stay right when a venue later switches its currency. Model-level hooks: they also cover
// creates and updates made inside other hooks (combine) and by superusers.
onRecordCreate((e) => {
  let currency = "";
  try {
    currency = e.app.findRecordById("users", e.record.getString("user")).getString("currency");
  } catch (_) {
    currency = "";
  }
  e.record.set("currency", currency);
  return e.next();
}, "orders");

onRecordUpdate((e) => {
  const before = e.record.original().getString("currency");
  if (e.record.getString("currency") !== before) e.record.set("currency", before);
  return e.next();
}, "orders");
