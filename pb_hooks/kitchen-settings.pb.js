/// <reference path="../pb_data/types.d.ts" />
// The kitchen display's settings on the owner's record (docs/kitchen.md#urgency-colours). The field
// limits (migration 1764700000) bound each number; this keeps the pair meaningful (red comes after
// amber) and, as they live on the PIN-gated Settings page, asks for the PIN unlock like the rest of
// Settings (lib/pin.js; no PIN set: no token needed). 0 means the default (amber 10, red 20
// minutes), as src/domain/kitchen.ts reads it.
onRecordUpdateRequest((e) => {
  const FIELDS = ["kitchenAmberMinutes", "kitchenRedMinutes", "kitchenAutoPrint"];
  const body = e.requestInfo().body || {};
  const original = e.record.original();
  const touches =
    Object.keys(body).some((k) => FIELDS.indexOf(k.replace(/[+-]$/, "")) >= 0) ||
    FIELDS.some((f) => String(e.record.get(f)) !== String(original.get(f)));
  if (!touches) return e.next();
  require(`${__hooks}/lib/pin.js`).requireUnlocked(e.app, e);

  const amber = e.record.getInt("kitchenAmberMinutes") || 10;
  const red = e.record.getInt("kitchenRedMinutes") || 20;
  // Out-of-range numbers are the field validation's to report (it names the field).
  const inRange = amber >= 0 && amber <= 240 && red >= 0 && red <= 480;
  if (inRange && red <= amber) {
    const message = "Red must come after amber (more minutes).";
    throw new BadRequestError(message, {
      kitchenRedMinutes: new ValidationError("validation_kitchen_red", message),
    });
  }
  e.next();
}, "users");
