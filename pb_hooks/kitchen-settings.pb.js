/// <reference path="../pb_data/types.d.ts" />
// Issue 14: the kitchen display's thresholds on the owner's record. The field limits (migration
// 1764700000) bound each number; this keeps the pair meaningful: red comes after amber.
// 0 means the default (amber 10, red 20 minutes), as src/domain/kitchen.ts reads it.
onRecordUpdateRequest((e) => {
  const amber = e.record.getInt("kitchenAmberMinutes") || 10;
  const red = e.record.getInt("kitchenRedMinutes") || 20;
  const original = e.record.original();
  const changed =
    e.record.getInt("kitchenAmberMinutes") !== original.getInt("kitchenAmberMinutes") ||
    e.record.getInt("kitchenRedMinutes") !== original.getInt("kitchenRedMinutes");
  // Out-of-range numbers are the field validation's to report (it names the field).
  const inRange = amber >= 0 && amber <= 240 && red >= 0 && red <= 480;
  if (changed && inRange && red <= amber) {
    const message = "Red must come after amber (more minutes).";
    throw new BadRequestError(message, {
      kitchenRedMinutes: new ValidationError("validation_kitchen_red", message),
    });
  }
  e.next();
}, "users");
