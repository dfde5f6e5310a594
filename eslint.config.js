import js from "@eslint/js";
import globals from "globals";
import tseslint from "typescript-eslint";
import reactHooks from "eslint-plugin-react-hooks";
import boundaries from "eslint-plugin-boundaries";
import { readFileSync } from "node:fs";
import { URL } from "node:url";

// The server code runs in PocketBase's goja VM: its globals are the ones PocketBase's generated
// types declare ($app, routerAdd, onRecord..., migrate, $apis, $os, $security, Record, ...), read
// from that file so they never drift from it, plus CommonJS and console (pb_hooks/types/goja.d.ts).
const pocketbaseTypes = readFileSync(new URL("./pb_hooks/types/pocketbase.d.ts", import.meta.url), "utf8");
const pocketbaseGlobals = Object.fromEntries(
  [...pocketbaseTypes.matchAll(/^(?:\/\*\*.*?\*\/)?declare (?:function|var|const|let|class|namespace) ([\w$]+)/gm)].map(
    (m) => [m[1], "readonly"],
  ),
);
const gojaGlobals = {
  ...pocketbaseGlobals,
  require: "readonly",
  module: "writable",
  console: "readonly",
  Buffer: "readonly",
};

// One-way imports (docs/architecture.md#layers): domain <- data <- features <- app; features never import each other.
const layers = {
  plugins: { boundaries },
  settings: {
    "import/resolver": { node: { extensions: [".ts", ".tsx", ".js", ".mjs"] } },
    "boundaries/elements": [
      { type: "domain", pattern: "src/domain" },
      { type: "data", pattern: "src/data" },
      { type: "hooks", pattern: "src/hooks" },
      { type: "ui", pattern: "src/components" },
      { type: "feature", pattern: "src/features/*", capture: ["name"] },
      { type: "app", pattern: "src/app" },
    ],
  },
  rules: {
    "boundaries/dependencies": [
      "error",
      {
        default: "disallow",
        policies: [
          { from: { element: { type: "domain" } }, allow: [{ to: { element: { type: "domain" } } }] },
          {
            from: { element: { type: "data" } },
            allow: [{ to: { element: { types: { anyOf: ["domain", "data"] } } } }],
          },
          {
            from: { element: { type: "hooks" } },
            allow: [{ to: { element: { types: { anyOf: ["domain", "data", "hooks"] } } } }],
          },
          {
            from: { element: { type: "ui" } },
            allow: [{ to: { element: { types: { anyOf: ["domain", "hooks", "ui"] } } } }],
          },
          {
            from: { element: { type: "feature" } },
            allow: [
              { to: { element: { types: { anyOf: ["domain", "data", "hooks", "ui"] } } } },
              { to: { element: { type: "feature", captured: { name: "{{ from.element.captured.name }}" } } } },
            ],
          },
          {
            from: { element: { type: "app" } },
            allow: [{ to: { element: { types: { anyOf: ["domain", "data", "hooks", "ui", "feature", "app"] } } } }],
          },
        ],
      },
    ],
  },
};

export default tseslint.config(
  {
    ignores: [
      "dist",
      "node_modules",
      "pb_data",
      "cells_data",
      "pb_hooks/types",
      // Generated from src/domain by esbuild (checked for staleness by a test; its source is linted).
      "pb_hooks/lib/shared/domain.js",
      "pb_hooks/lib/shared/domain-csv.js",
      "pb_hooks/lib/shared/domain-words.js",
      "test-results",
      "playwright-report",
      "public/*.js",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx}"],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { "react-hooks": reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
    },
  },
  { files: ["src/**/*.{ts,tsx}"], ...layers },
  {
    files: ["src/domain/**/*.ts"],
    ignores: ["src/domain/**/*.test.ts"],
    rules: {
      "no-restricted-imports": ["error", { paths: ["react", "react-dom", "pocketbase", "react-router-dom"] }],
      "no-restricted-globals": ["error", "document", "window", "localStorage", "fetch"],
      "no-restricted-properties": [
        "error",
        { object: "Date", property: "now", message: "Pass time in as an argument." },
      ],
    },
  },
  {
    files: ["src/**/*.{ts,tsx}"],
    ignores: ["src/data/**"],
    rules: {
      "no-restricted-imports": [
        "error",
        { paths: [{ name: "pocketbase", message: "Only src/data imports the SDK." }] },
      ],
    },
  },
  {
    files: ["server/**/*.mjs", "tools/**/*.mjs", "tests/**/*.mjs"],
    languageOptions: { globals: globals.node },
  },
  // Server code (pb_hooks/README.md): hooks and migrations are scripts run by PocketBase, lib
  // modules are CommonJS loaded with require() inside a handler. One style: const/let, arrows.
  {
    files: ["pb_hooks/**/*.js", "pb_migrations/**/*.js"],
    languageOptions: { ecmaVersion: 2022, sourceType: "script", globals: gojaGlobals },
    rules: {
      "@typescript-eslint/no-require-imports": "off",
      // `/// <reference path=".../pocketbase.d.ts" />` is how PocketBase documents editor types.
      "@typescript-eslint/triple-slash-reference": "off",
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_", caughtErrorsIgnorePattern: "^_" },
      ],
      "no-var": "error",
      "prefer-const": "error",
      "prefer-arrow-callback": "error",
      eqeqeq: ["error", "always", { null: "ignore" }],
    },
  },
  { files: ["pb_hooks/lib/**/*.js"], languageOptions: { sourceType: "commonjs" } },
  // A down migration drops what may already be gone: `catch (_) {}` says exactly that.
  { files: ["pb_migrations/**/*.js"], rules: { "no-empty": ["error", { allowEmptyCatch: true }] } },
);
