/// <reference path="types/pocketbase.d.ts" />
// The venue's storefront and first hour (docs/storefront.md): the brand colour's contrast check,
// the first-hour checklist of a new venue, and test orders (isTest) kept out of the sales figures.

// A brand colour must leave white button text readable (WCAG AA, src/domain/brand.ts). The field's
// pattern already refuses anything but "#rrggbb"; this refuses a colour too light, with the measured
// contrast in the message. Only a changed colour is checked, whoever saves it.
onRecordValidate((e) => {
  const color = e.record.getString("brandColor");
  const before = e.record.isNew() ? "" : e.record.original().getString("brandColor");
  if (color !== before) {
    const problem = require(`${__hooks}/lib/shared/domain.js`).brandColorProblem(color);
    if (problem)
      throw require(`${__hooks}/lib/shared/errors.js`).fieldError("brandColor", problem, "validation_brand_color");
  }
  e.next();
}, "users");

// A venue that signs up gets the first-hour checklist on Orders (an existing venue never does);
// whatever the body says, it starts open and with no QR code printed.
onRecordCreateRequest((e) => {
  if (!e.hasSuperuserAuth()) {
    e.record.set("checklistOpen", true);
    e.record.set("qrPrinted", false);
  }
  e.next();
}, "users");

// Whether an order is a test order is decided when it is created (orders-create.pb.js) and never
// changes afterwards: an owner cannot hide a real order from the sales figures by marking it.
// A model hook: the owner's PATCH has its own route (lib/orders/order-edit.js), where no record request
// hook runs, and every save of an order passes here.
onRecordUpdate((e) => {
  const before = e.record.original();
  if (e.record.getBool("isTest") !== before.getBool("isTest")) e.record.set("isTest", before.getBool("isTest"));
  e.next();
}, "orders");
