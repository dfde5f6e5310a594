import js from "@eslint/js";
import globals from "globals";
import tseslint from "typescript-eslint";
import reactHooks from "eslint-plugin-react-hooks";
import boundaries from "eslint-plugin-boundaries";

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
          { from: { element: { type: "data" } }, allow: [{ to: { element: { types: { anyOf: ["domain", "data"] } } } }] },
          { from: { element: { type: "hooks" } }, allow: [{ to: { element: { types: { anyOf: ["domain", "data", "hooks"] } } } }] },
          { from: { element: { type: "ui" } }, allow: [{ to: { element: { types: { anyOf: ["domain", "hooks", "ui"] } } } }] },
          {
            from: { element: { type: "feature" } },
            allow: [
              { to: { element: { types: { anyOf: ["domain", "data", "hooks", "ui"] } } } },
              { to: { element: { type: "feature", captured: { name: "{{ from.element.captured.name }}" } } } },
            ],
          },
          { from: { element: { type: "app" } }, allow: [{ to: { element: { types: { anyOf: ["domain", "data", "hooks", "ui", "feature", "app"] } } } }] },
        ],
      },
    ],
  },
};

export default tseslint.config(
  { ignores: ["dist", "node_modules", "pb_data", "pb_hooks", "pb_migrations", "test-results", "playwright-report", "public/*.js"] },
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
      "no-restricted-properties": ["error", { object: "Date", property: "now", message: "Pass time in as an argument." }],
    },
  },
  {
    files: ["src/**/*.{ts,tsx}"],
    ignores: ["src/data/**"],
    rules: {
      "no-restricted-imports": ["error", { paths: [{ name: "pocketbase", message: "Only src/data imports the SDK." }] }],
    },
  },
  {
    files: ["scripts/**/*.mjs", "tests/**/*.mjs"],
    languageOptions: { globals: globals.node },
  },
);
