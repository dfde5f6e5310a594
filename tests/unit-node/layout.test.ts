// The server side's layout holds (docs/architecture.md#layout, issue 38), as ESLint's boundaries
// rule holds src/'s layers:
// - pb_hooks/lib/<capability>/: a module uses its own folder, shared/, and of another capability
//   only that capability's public surface (PUBLIC below). Everything else in a folder is its
//   internals. shared/ uses nothing outside shared/. The *.pb.js entries and the migrations compose
//   capabilities and may use any module.
// - every lib module sits in a capability folder (lib.js, the loader, stays on top).
// - server/ (what runs in production) never imports tools/ (developer tools) or tests/, and its
//   modules import each other without a cycle.
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "../..");
const libRoot = path.join(root, "pb_hooks/lib");

/**
 * The modules other capabilities may require, per capability. A new entry is a decision: the module
 * becomes part of its capability's contract (pb_hooks/README.md names what each one offers).
 */
const PUBLIC: Record<string, string[]> = {
  access: ["record-roles", "relations"],
  menu: ["menu-data"],
  money: ["money-rules", "receipts", "cash-refunds"],
  ops: ["ops", "ops-metrics"],
  orders: ["order-create", "order-lines", "order-save"],
  payments: ["payments-provider"],
  realtime: ["realtime"],
  sales: ["sales-lines", "csv"],
  stations: ["print-jobs"],
  storage: ["image-size", "upload-routes"],
  tab: ["visit-api", "visit-bill", "visit-live", "visit-orders", "visit-parts", "visit-sales", "visit-store"],
  tables: ["table-keys"],
  takeaway: ["takeaway"],
  team: ["accounts", "activity", "approvals", "pin", "staff", "staff-limit"],
};

const capabilities = fs
  .readdirSync(libRoot, { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);

/** "cap/name" of every lib module a source requires: `${__hooks}/lib/cap/x.js`, lib("cap/x"), "../cap/x.js". */
function libRefs(source: string): string[] {
  const refs = [
    ...source.matchAll(/\$\{__hooks\}\/lib\/([a-z0-9-]+\/[a-z0-9-]+)\.js/g),
    ...source.matchAll(/\blib\(["']([a-z0-9-]+\/[a-z0-9-]+)["']\)/g),
    ...source.matchAll(/require\(["']\.\.\/([a-z0-9-]+\/[a-z0-9-]+)\.js["']\)/g),
  ];
  return refs.map((m) => m[1]);
}

/** Why `from` (a capability) may not use `ref` ("cap/name"), or null when it may. */
export function reachProblem(from: string, ref: string): string | null {
  const [cap, name] = ref.split("/");
  if (cap === from || cap === "shared") return null;
  if (from === "shared") return `shared/ uses ${ref}: shared modules use only shared/`;
  if (!(PUBLIC[cap] ?? []).includes(name)) return `${from}/ reaches into ${ref}, an internal of ${cap}/`;
  return null;
}

describe("pb_hooks/lib capabilities", () => {
  it("keeps every module in a capability folder", () => {
    const flat = fs.readdirSync(libRoot).filter((f) => f.endsWith(".js") && f !== "lib.js");
    expect(flat).toEqual([]);
  });

  it("lets a capability use another only through its public surface", () => {
    const problems: string[] = [];
    for (const cap of capabilities) {
      for (const file of fs.readdirSync(path.join(libRoot, cap)).filter((f) => f.endsWith(".js"))) {
        for (const ref of libRefs(fs.readFileSync(path.join(libRoot, cap, file), "utf8"))) {
          const problem = reachProblem(cap, ref);
          if (problem) problems.push(`${cap}/${file}: ${problem}`);
        }
      }
    }
    expect(problems).toEqual([]);
  });

  it("names only modules that exist as public", () => {
    const missing = Object.entries(PUBLIC).flatMap(([cap, names]) =>
      names.filter((n) => !fs.existsSync(path.join(libRoot, cap, `${n}.js`))).map((n) => `${cap}/${n}`),
    );
    expect(missing).toEqual([]);
  });

  it("refuses a reach into another capability's internals (the rule can fail)", () => {
    expect(reachProblem("tab", "orders/order-who")).toMatch(/internal of orders/);
    expect(reachProblem("shared", "team/staff")).toMatch(/only shared/);
    expect(reachProblem("tab", "orders/order-save")).toBeNull();
  });
});

/** Relative module specifiers of an ES module: static imports, re-exports and import(). */
function relativeImports(source: string): string[] {
  return [
    ...source.matchAll(/(?:from|import)\s*\(?\s*["'](\.{1,2}\/[^"']+)["']/g),
    ...source.matchAll(/createRequire\(import\.meta\.url\)\(["'](\.{1,2}\/[^"']+)["']\)/g),
  ].map((m) => m[1]);
}

describe("server/", () => {
  const serverDir = path.join(root, "server");
  const modules = fs
    .readdirSync(serverDir, { recursive: true, encoding: "utf8" })
    .filter((f) => f.endsWith(".mjs"))
    .map((f) => path.join(serverDir, f));

  it("never imports tools/ or tests/", () => {
    const bad = modules.flatMap((file) =>
      relativeImports(fs.readFileSync(file, "utf8"))
        .map((spec) => path.relative(root, path.resolve(path.dirname(file), spec)))
        .filter((target) => /^(tools|tests)[/\\]/.test(target))
        .map((target) => `${path.relative(root, file)} -> ${target}`),
    );
    expect(bad).toEqual([]);
  });

  it("has no import cycle", () => {
    const edges = new Map(
      modules.map((file) => [
        file,
        relativeImports(fs.readFileSync(file, "utf8"))
          .map((spec) => path.resolve(path.dirname(file), spec))
          .filter((target) => modules.includes(target)),
      ]),
    );
    const cycles: string[] = [];
    const state = new Map<string, "open" | "done">();
    const visit = (file: string, trail: string[]) => {
      if (state.get(file) === "done") return;
      if (state.get(file) === "open") {
        cycles.push([...trail.slice(trail.indexOf(file)), file].map((f) => path.relative(root, f)).join(" -> "));
        return;
      }
      state.set(file, "open");
      for (const next of edges.get(file) ?? []) visit(next, [...trail, file]);
      state.set(file, "done");
    };
    for (const file of modules) visit(file, []);
    expect(cycles).toEqual([]);
  });
});
