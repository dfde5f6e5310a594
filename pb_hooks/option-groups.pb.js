/// <reference path="types/pocketbase.d.ts" />
// A dish's option groups (docs/menu-and-serving-windows.md#option-groups) are checked on every save
// (an import checks its dishes by the same rule itself, lib/menu/menu-import.js): min > max, max above the choices, more than 20 groups or 50 choices,
// a price below 0 or not a number... is a 400 naming `optionGroups` that changes nothing. The rules
// are src/domain/option-groups.ts (groupsProblem) through lib/shared/domain.js.
onRecordValidate((e) => {
  const domain = require(`${__hooks}/lib/shared/domain.js`);
  const errors = require(`${__hooks}/lib/shared/errors.js`);
  const raw = e.record.get("optionGroups");
  let groups = null;
  if (raw !== null && raw !== undefined) {
    const text = toString(raw);
    // Bounded before it is parsed: no more than the field stores (its maxSize, 150,000 bytes).
    if (text.length > 150000) throw errors.fieldError("optionGroups", "Option groups are too large.");
    if (text !== "" && text !== "null") {
      try {
        groups = JSON.parse(text);
      } catch (_) {
        throw errors.fieldError("optionGroups", "Option groups must be a list.");
      }
    }
  }
  const problem = domain.groupsProblem(groups);
  if (problem) throw errors.fieldError("optionGroups", problem);
  e.next();
}, "dishes");
