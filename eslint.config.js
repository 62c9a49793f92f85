import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

export default tseslint.config(
  { ignores: ["build/", "public/preview-vendor/", "public/worker-data/", "tests/golden/", "workers/engine/**/templates/", ".wrangler/", "node_modules/", "test-results/", "playwright-report/", "worker-configuration.d.ts"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["app/**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    files: ["**/*.{ts,tsx}"],
    rules: {
      "@typescript-eslint/no-explicit-any": "error",
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/ban-ts-comment": ["error", { "ts-ignore": "allow-with-description" }],
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
    },
  },
  {
    files: ["scripts/**/*.mjs", "tests/**/*.mjs", "bench/**/*.mjs", "*.js"],
    languageOptions: { globals: globals.node },
  },
  // The runtime a previewed app's backend runs with, inside its dynamic Worker (a Worker's globals).
  {
    files: ["workers/preview/runtime/*.js"],
    languageOptions: { globals: globals.serviceworker },
  },
);
