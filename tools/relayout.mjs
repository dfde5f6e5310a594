#!/usr/bin/env node
// Issue 38's re-layout, re-runnable: run it at the root of a checkout with a clean work tree. Its
// first run moved itself to tools/ too.
//
//   node tools/relayout.mjs            apply (git mv + reference rewrites + prettier on what it rewrote)
//   node tools/relayout.mjs --dry-run  print what it would do, change nothing
//
// RE-RUN AFTER A MERGE. A branch written on the flat layout adds pb_hooks/lib/x.js and scripts/x.mjs
// and says lib("x"), `${__hooks}/lib/x.js`, scripts/x.mjs. After merging it:
//   node tools/relayout.mjs --dry-run   # lists the new files it places; stops if one fits no rule
//   node tools/relayout.mjs && npm run build:hooks && npm run typecheck && npx vitest run --project unit-node
//   git add -A && git commit -m "relayout.mjs after merging <branch>"
// It moves only what is still flat (pb_hooks/lib/*.js except lib.js, anything in scripts/), and
// rewrites only the old forms (lib("x"), lib/x.js, scripts/x.mjs), of the new files and of any old
// name still written somewhere: the names of files already placed are read from the tree
// (pb_hooks/lib/<cap>/, server/, tools/), so what is placed is never touched. A new lib module
// also needs its HookLibs line: written flat (x: typeof import("../lib/x.js")) it becomes
// "cap/x": typeof import("../lib/cap/x.js"). If a file fits no table and no prefix rule it stops
// before changing anything: add it to CAPS / SERVER / TOOLS / SCRIPT_DIRS or a prefix rule below.
// A new capability folder's modules are internals until tests/unit-node/layout.test.ts's PUBLIC
// lists the ones other capabilities may require.
//
// What the first run did not do and hand-made commits did (issue 38): one production entry
// server/index.mjs (server/pocketbase.mjs keeps its exports and no longer imports
// server/service.mjs: that broke the last import cycle), tests/unit-node/layout.test.ts, lib()
// typed to the HookLibs names, and the README / architecture / pb_hooks README prose.
//
// 1. scripts/*          -> server/ (what runs in production) or tools/ (developer tools)
// 2. pb_hooks/lib/*.js  -> pb_hooks/lib/<capability>/*.js  (lib.js and package.json stay)
// 3. rewrites every reference in tracked text files: `${__hooks}/lib/x.js`, pb_hooks/lib/x.js,
//    ../lib/x.js, lib("x") -> lib("cap/x"), HookLibs keys, scripts/x.mjs -> server|tools/x.mjs,
//    relative imports inside moved files, the launcher command (node scripts/pocketbase.mjs ->
//    node server/index.mjs).
// Idempotent: it only matches the old forms, and a second run finds nothing to move.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

const DRY = process.argv.includes("--dry-run");
const root = process.cwd();
if (!fs.existsSync(path.join(root, "pb_hooks/lib/lib.js"))) {
  console.error("relayout: run me at the root of the draft-menu checkout");
  process.exit(2);
}

// ---------------------------------------------------------------- the table
const SERVER = `cell-supervisor cells-haproxy cells-move cells directory litestream log ops-server
  payments-supervisor payments-worker pocketbase push-supervisor push-worker restore service stop-child
  storage-sync worker-supervisor print-agent`.split(/\s+/);
const TOOLS =
  `bench-capacity bench-import bench-measure bench-neighbour bench-restore bench-sales bench build-hooks chromium relayout
  lock-platforms make-demo-photos make-icons perf-guest screenshots screen-states seed-sales size`.split(/\s+/);
// Subfolders of scripts/ move whole.
const SCRIPT_DIRS = { payments: "server", print: "server", "demo-art": "tools" };

const CAPS = {
  orders: "order-create order-edit order-lines order-save order-who staff-order stock monthly-orders",
  tab: "visit-api visit-bill visit-cart visit-live visit-orders visit-parts visit-sales visit-send visit-store",
  payments: "payment-events payment-orders payment-refunds payments-provider payments-routes payments",
  menu: "menu-budget menu-csv-import menu-data menu-import menu-languages dish-tags import-body guest-page",
  team: "team staff staff-limit accounts pin device activity approvals",
  // Who may read and write which record: the record routes' roles, relations, list scopes.
  access: "record-roles relations list-scope public-lists",
  tables: "table-keys",
  realtime: "realtime",
  push: "push-keys push-outbox push-subscription guest-push",
  // Tax, service charge, price lists and receipt numbers (docs/tax-and-receipts.md).
  money: "money-rules receipts",
  // Kitchen stations and their printers' jobs (src/features/stations).
  stations: "print-jobs",
  takeaway: "takeaway takeaway-routes",
  ops: "ops ops-metrics health directory",
  sales: "stats staff-sales sales-lines csv",
  storage: "image-files image-size upload-routes",
  // Helpers every capability uses; they require nothing outside shared/.
  shared: "domain domain-csv domain-words errors keyed slug timezone body-limits venues trusted-proxy mail",
};
const LIB_STAYS = new Set(["lib.js", "package.json"]);

// Prefix rules for files added after the table was written (first match wins).
const LIB_PREFIX = [
  [/^visit-/, "tab"],
  [/^payments?[-.]/, "payments"],
  [/^order-/, "orders"],
  [/^menu-/, "menu"],
  [/^push-/, "push"],
  [/^staff-|^team-/, "team"],
  [/^ops-/, "ops"],
  [/^realtime-/, "realtime"],
  [/^table-/, "tables"],
  [/^image-|^upload-/, "storage"],
  [/^sales-|^stats-/, "sales"],
  [/^money-|^tax-|^price-|^receipt|^service-charge/, "money"],
  [/^print-|^station|^printer/, "stations"],
  [/^takeaway|^pickup/, "takeaway"],
  [/^approval/, "team"],
  [/^guest-push/, "push"],
  [/^lang|^i18n|^translation/, "menu"],
  [/^domain-/, "shared"],
];
const SCRIPT_PREFIX = [
  [/^bench-|^make-|^build-|^screenshot|^screen-|^seed-|^perf-|^lock-/, "tools"],
  [
    /-worker\.|-supervisor\.|-agent\.|^print-|^receipt|^cells-|^push-|^payments-|^litestream|^restore|^storage-/,
    "server",
  ],
];

// ---------------------------------------------------------------- helpers
const git = (...args) => execFileSync("git", args, { cwd: root, encoding: "utf8" });
const exists = (p) => fs.existsSync(path.join(root, p));
const posix = (p) => p.split(path.sep).join("/");

/** Capability of a lib module name (no ".js"), from the table, then the prefix rules. */
const libCap = (name) => {
  for (const [cap, names] of Object.entries(CAPS)) if (names.split(/\s+/).includes(name)) return cap;
  for (const [re, cap] of LIB_PREFIX) if (re.test(name)) return cap;
  return null;
};
/** "server" or "tools" for a top-level file of scripts/ (its file name). */
const scriptHome = (file) => {
  const base = file.replace(/(\.d)?\.m?[jt]s$/, "");
  if (SERVER.includes(base)) return "server";
  if (TOOLS.includes(base)) return "tools";
  for (const [re, home] of SCRIPT_PREFIX) if (re.test(file)) return home;
  return null;
};

// ---------------------------------------------------------------- 1. plan the moves
/** @type {Map<string, string>} old repo path -> new repo path */
const moves = new Map();
const unknown = [];
const libDir = "pb_hooks/lib";
for (const f of fs.readdirSync(path.join(root, libDir), {
  withFileTypes: true,
})) {
  if (!f.isFile() || LIB_STAYS.has(f.name) || !f.name.endsWith(".js")) continue;
  const cap = libCap(f.name.slice(0, -3));
  if (!cap) unknown.push(`${libDir}/${f.name}`);
  else moves.set(`${libDir}/${f.name}`, `${libDir}/${cap}/${f.name}`);
}
if (exists("scripts")) {
  for (const f of fs.readdirSync(path.join(root, "scripts"), {
    withFileTypes: true,
  })) {
    if (f.isDirectory()) {
      const home = SCRIPT_DIRS[f.name];
      if (!home) {
        unknown.push(`scripts/${f.name}/`);
        continue;
      }
      for (const sub of git("ls-files", `scripts/${f.name}`).split("\n").filter(Boolean))
        moves.set(sub, sub.replace(/^scripts\//, `${home}/`));
      continue;
    }
    const home = scriptHome(f.name);
    if (!home) unknown.push(`scripts/${f.name}`);
    else moves.set(`scripts/${f.name}`, `${home}/${f.name}`);
  }
}
if (unknown.length) {
  console.error("relayout: these files are in no table and no prefix rule places them; add them to");
  console.error("CAPS / SERVER / TOOLS / SCRIPT_DIRS in relayout.mjs and run again (nothing changed):");
  for (const u of unknown) console.error("  " + u);
  process.exit(1);
}

// Name tables for the reference rewrites: every name ever placed (so a later run still rewrites an
// old reference in a file someone adds), plus this run's moves.
/** lib module name -> capability */
const libNames = new Map();
for (const [cap, names] of Object.entries(CAPS)) for (const n of names.split(/\s+/)) libNames.set(n, cap);
// What an earlier run placed (by a table or a prefix rule) is named by the tree itself: a merged
// branch written on the flat layout may still say lib("print-jobs") or scripts/print-agent.mjs.
for (const d of fs.readdirSync(path.join(root, libDir), { withFileTypes: true }))
  if (d.isDirectory())
    for (const f of fs.readdirSync(path.join(root, libDir, d.name)))
      if (f.endsWith(".js")) libNames.set(f.slice(0, -3), d.name);
for (const [from, to] of moves)
  if (from.startsWith(libDir + "/")) libNames.set(path.basename(from, ".js"), to.split("/")[2]);
/** scripts-relative path ("log.mjs", "payments/stripe-provider.mjs", "demo-art") -> "server"|"tools" */
const scriptNames = new Map();
for (const n of SERVER) for (const ext of [".mjs", ".d.mts"]) scriptNames.set(n + ext, "server");
for (const n of TOOLS) for (const ext of [".mjs", ".d.mts"]) scriptNames.set(n + ext, "tools");
for (const [dir, home] of Object.entries(SCRIPT_DIRS)) scriptNames.set(dir, home);
for (const home of ["server", "tools"])
  if (exists(home))
    for (const f of fs.readdirSync(path.join(root, home), { withFileTypes: true }))
      if (f.isDirectory() || /\.(mjs|d\.mts)$/.test(f.name)) scriptNames.set(f.name, home);
for (const [from, to] of moves)
  if (from.startsWith("scripts/")) scriptNames.set(from.slice("scripts/".length), to.split("/")[0]);

// ---------------------------------------------------------------- 2. move
const counts = { moved: 0, files: 0, edits: 0 };
for (const [from, to] of moves) {
  if (DRY) console.log(`move ${from} -> ${to}`);
  else {
    fs.mkdirSync(path.dirname(path.join(root, to)), { recursive: true });
    // An untracked file (not yet committed) moves on disk; `git add -A` picks it up.
    try {
      git("mv", from, to);
    } catch {
      fs.renameSync(path.join(root, from), path.join(root, to));
    }
  }
  counts.moved++;
}
const newToOld = new Map([...moves].map(([a, b]) => [b, a]));

// ---------------------------------------------------------------- 3. rewrite references
const esc = (s) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const alt = (names) =>
  [...names]
    .sort((a, b) => b.length - a.length)
    .map(esc)
    .join("|");
const libAlt = alt(libNames.keys());
const scriptAlt = alt(scriptNames.keys());

/** Ordered [regex, replacer] rules over every tracked text file. */
const RULES = [
  // The launcher command names the production entry point (hand-made commit: server/index.mjs).
  [/node (\S*?)scripts\/pocketbase\.mjs\b/g, (_m, pre) => `node ${pre}server/index.mjs`],
  [/(path\.join\(ROOT, ")scripts\/pocketbase\.mjs"/g, (_m, pre) => `${pre}server/index.mjs"`],
  [/(node \S*?)scripts\\\/pocketbase\\\.mjs/g, (_m, pre) => `${pre}server\\/index\\.mjs`],
  // A spawn path as a whole string literal ("scripts/pocketbase.mjs") means the command, too.
  [/(["'])scripts\/pocketbase\.mjs\1/g, (_m, q) => `${q}server/index.mjs${q}`],
  // ESLint/Prettier globs over the whole scripts folder cover both new folders.
  [/"scripts\/\*\*([^"]*)"/g, (_m, rest) => `"server/**${rest}", "tools/**${rest}"`],
  // Any path to a script: scripts/x.mjs, ../../scripts/x.mjs, /opt/draft/scripts/x.mjs.
  [
    new RegExp(`(?<![\\w-])scripts/(${scriptAlt})(?![\\w-])`, "g"),
    (_m, name) => `${scriptNames.get(name.split("/")[0]) ?? scriptNames.get(name)}/${name}`,
  ],
  // The same paths escaped inside a regular expression literal: /scripts\/build-hooks\.mjs/.
  [
    /(?<![\w-])scripts\\\/([a-z0-9-]+)\\\.mjs/g,
    (m, name) => (scriptNames.has(`${name}.mjs`) ? `${scriptNames.get(`${name}.mjs`)}\\/${name}\\.mjs` : m),
  ],
  [
    /(?<![\w-])lib\\\/([a-z0-9-]+)\\\.js/g,
    (m, name) => (libNames.has(name) ? `lib\\/${libNames.get(name)}\\/${name}\\.js` : m),
  ],
  // Any path to a lib module: ${__hooks}/lib/x.js, pb_hooks/lib/x.js, ../lib/x.js.
  [new RegExp(`(?<![\\w-])lib/(${libAlt})\\.js\\b`, "g"), (_m, name) => `lib/${libNames.get(name)}/${name}.js`],
  // The loader: lib("x") -> lib("cap/x").
  [new RegExp(`\\blib\\((["'])(${libAlt})\\1\\)`, "g"), (_m, q, name) => `lib(${q}${libNames.get(name)}/${name}${q})`],
  // The loader called in place: require(`${__hooks}/lib/lib.js`)("x") -> ("cap/x").
  [
    new RegExp(`(lib/lib\\.js\`\\)\\()(["'])(${libAlt})\\2\\)`, "g"),
    (_m, pre, q, name) => `${pre}${q}${libNames.get(name)}/${name}${q})`,
  ],
  // HookLibs keys (pb_hooks/types/goja.d.ts): `x: typeof import("../lib/cap/x.js")` -> "cap/x".
  [
    /^(\s*)"?([a-z0-9-]+)"?: typeof import\("\.\.\/lib\/([a-z0-9-]+)\/\2\.js"\)/gm,
    (_m, ind, name, cap) => `${ind}"${cap}/${name}": typeof import("../lib/${cap}/${name}.js")`,
  ],
];

/** Where an earlier run put a path that no longer exists: scripts/x.mjs, pb_hooks/lib/x.js; else null. */
const placedBefore = (oldPath) => {
  const script = /^scripts\/(.+)$/.exec(oldPath);
  const home = script && (scriptNames.get(script[1].split("/")[0]) ?? scriptNames.get(script[1]));
  if (home && exists(`${home}/${script[1]}`)) return `${home}/${script[1]}`;
  const lib = /^pb_hooks\/lib\/([a-z0-9-]+)\.js$/.exec(oldPath);
  if (lib && libNames.has(lib[1])) return `${libDir}/${libNames.get(lib[1])}/${lib[1]}.js`;
  return null;
};

/** Relative specifiers ("./x.mjs", "../y.js") of a file moved this run, re-pointed from its new home. */
const rebaseRelative = (text, newPath) => {
  const oldPath = newToOld.get(newPath);
  if (!oldPath) return text;
  return text.replace(/(["'`])(\.\.?\/[^"'`\s$]*)\1/g, (m, q, spec) => {
    const oldTarget = posix(path.normalize(path.join(path.dirname(oldPath), spec)));
    const target = moves.get(oldTarget) ?? (exists(oldTarget) ? oldTarget : placedBefore(oldTarget));
    if (!target) return m;
    let rel = posix(path.relative(path.dirname(newPath), target));
    if (!rel.startsWith(".")) rel = "./" + rel;
    if (spec.endsWith("/") && !rel.endsWith("/")) rel += "/";
    return `${q}${rel}${q}`;
  });
};

// This tool's own text names the old forms on purpose (its rules, its header): never rewritten.
const SKIP =
  /(^|\/)package-lock\.json$|^(scripts|tools)\/relayout\.mjs$|\.(png|jpe?g|webp|gif|ico|woff2?|pdf|zip|gz|db|sqlite)$/;
const tracked = DRY
  ? git("ls-files")
      .split("\n")
      .filter(Boolean)
      .map((f) => moves.get(f) ?? f)
  : git("ls-files").split("\n").filter(Boolean);
const changedFiles = [];
for (const file of tracked) {
  if (SKIP.test(file) || (!exists(file) && !DRY)) continue;
  const abs = path.join(root, DRY ? (newToOld.get(file) ?? file) : file);
  if (!fs.existsSync(abs) || !fs.statSync(abs).isFile()) continue;
  const buf = fs.readFileSync(abs);
  if (buf.includes(0)) continue;
  const before = buf.toString("utf8");
  let text = rebaseRelative(before, file);
  let edits = text === before ? 0 : 1;
  for (const [re, fn] of RULES) {
    text = text.replace(re, (...a) => {
      edits++;
      return fn(...a);
    });
  }
  if (text !== before) {
    counts.files++;
    counts.edits += edits;
    changedFiles.push(file);
    if (!DRY) fs.writeFileSync(abs, text);
  }
}

// ---------------------------------------------------------------- summary
const byDest = {};
for (const to of moves.values()) {
  const key = to.startsWith(libDir) ? to.split("/").slice(0, 3).join("/") : to.split("/")[0];
  byDest[key] = (byDest[key] ?? 0) + 1;
}
console.log(`relayout${DRY ? " (dry run)" : ""}: ${counts.moved} files moved, ${counts.files} files rewritten`);
for (const [k, n] of Object.entries(byDest).sort()) console.log(`  ${k}/: ${n}`);
for (const f of changedFiles) console.log(`  rewrote ${f}`);
if (counts.moved === 0 && counts.files === 0) console.log("  nothing to do (already laid out)");
// Longer paths can push a line past the print width: format what was rewritten, as `npm run lint` checks.
if (!DRY && changedFiles.length) {
  try {
    execFileSync(
      "npx",
      ["--no-install", "prettier", "--write", "--ignore-unknown", "--log-level", "warn", ...changedFiles],
      {
        cwd: root,
        stdio: "inherit",
      },
    );
  } catch {
    console.error("relayout: prettier did not run (no node_modules?): run `npx prettier --write .` before committing");
  }
}
// git mv leaves the emptied folders behind (scripts/payments/, scripts/print/, ...): remove them.
const removeEmpty = (dir) => {
  const abs = path.join(root, dir);
  for (const d of fs.readdirSync(abs, { withFileTypes: true })) if (d.isDirectory()) removeEmpty(`${dir}/${d.name}`);
  if (fs.readdirSync(abs).length === 0) fs.rmdirSync(abs);
};
if (!DRY && exists("scripts")) removeEmpty("scripts");
