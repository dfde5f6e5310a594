/// <reference path="types/pocketbase.d.ts" />
// Menu content in several languages (docs/menu-and-serving-windows.md#menu-languages): every save
// of a venue's language settings, a dish's or a category's translations (the editor's; an import
// checks its records by the same rules itself, lib/menu/menu-import.js), and the venue's own title and
// description (users.menuTranslations) is checked against src/domain/languages.ts through
// lib/shared/domain.js. An unknown code, an
// unknown field or a text longer than the field it translates is a 400 naming the field that
// changes nothing. The JSON text is measured before it is parsed. (Option group and choice
// translations are checked with the groups: pb_hooks/option-groups.pb.js.)

onRecordValidate((e) => {
  const domain = require(`${__hooks}/lib/shared/domain.js`);
  const errors = require(`${__hooks}/lib/shared/errors.js`);
  const offered = require(`${__hooks}/lib/menu/menu-languages.js`).boundedJson(e.record, "menuLanguages", 200);
  const problem = domain.languageSettingsProblem(e.record.getString("menuLanguage"), offered);
  if (problem) throw errors.fieldError(problem[0], problem[1]);
  // The venue's title and description in its other languages: measured before it is parsed.
  const venueTexts = require(`${__hooks}/lib/menu/menu-languages.js`).boundedJson(
    e.record,
    "menuTranslations",
    domain.MAX_VENUE_TRANSLATIONS_JSON,
  );
  const textProblem = domain.translationsProblem(venueTexts, domain.VENUE_FIELDS, "Title and description translations");
  if (textProblem) throw errors.fieldError("menuTranslations", textProblem);
  e.next();
}, "users");

onRecordValidate((e) => {
  const domain = require(`${__hooks}/lib/shared/domain.js`);
  const errors = require(`${__hooks}/lib/shared/errors.js`);
  const value = require(`${__hooks}/lib/menu/menu-languages.js`).boundedJson(e.record, "translations", 400000);
  const problem = domain.translationsProblem(value, domain.DISH_FIELDS);
  if (problem) throw errors.fieldError("translations", problem);
  e.next();
}, "dishes");

onRecordValidate((e) => {
  const domain = require(`${__hooks}/lib/shared/domain.js`);
  const errors = require(`${__hooks}/lib/shared/errors.js`);
  const value = require(`${__hooks}/lib/menu/menu-languages.js`).boundedJson(e.record, "translations", 20000);
  const problem = domain.translationsProblem(value, domain.CATEGORY_FIELDS);
  if (problem) throw errors.fieldError("translations", problem);
  e.next();
}, "categories");
