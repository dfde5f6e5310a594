// A hook's require() of a lib module is typed only when the module is listed in HookLibs
// (pb_hooks/types/goja.d.ts); an unlisted one silently reads as `any`. Every module in
// pb_hooks/lib is listed (but the generated domain bundles, which are checked through their TypeScript
// source in src/domain).
import fs from "node:fs";
import path from "node:path";
import { expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "../..");
const UNTYPED = ["shared/domain.js", "shared/domain-csv.js", "shared/domain-words.js"];

it("every pb_hooks/lib module is listed in HookLibs", () => {
  const decl = fs.readFileSync(path.join(root, "pb_hooks/types/goja.d.ts"), "utf8");
  const listed = [...decl.matchAll(/typeof import\("\.\.\/lib\/((?:[a-z0-9-]+\/)?[a-z0-9-]+\.js)"\)/g)]
    .map((m) => m[1])
    .sort();
  const files = fs
    .readdirSync(path.join(root, "pb_hooks/lib"), { recursive: true, encoding: "utf8" })
    .map((f) => f.split(path.sep).join("/"))
    .filter((f) => f.endsWith(".js") && !UNTYPED.includes(f))
    .sort();
  expect(listed).toEqual(files);
});
