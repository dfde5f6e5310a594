// The menu CSV reader the server's CSV import runs (pb_hooks/lib/menu/menu-csv-import.js): bundled apart
// from src/domain/server.ts by tools/build-hooks.mjs into pb_hooks/lib/shared/domain-csv.js, because it
// carries Papa Parse (~60 KB of source) that no other hook needs. A hook requires that file inside
// its handler: const csv = require(`${__hooks}/lib/shared/domain-csv.js`);
export { readMenuCsv, csvProblems } from "./menu-csv";
export { mergeTranslations, keepOptionTranslations } from "./menu-csv-translations";
