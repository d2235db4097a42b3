// ESLint flat config (docs/decisions/134): the rules the JavaScript, TypeScript, React, hooks and
// accessibility projects recommend, and the import order the Epic Stack keeps. Not type-aware: a
// type-aware run costs a full `tsc` program per lint, and `tsc --noEmit` already runs in `npm test`.
import js from "@eslint/js";
import importX from "eslint-plugin-import-x";
import jsxA11y from "eslint-plugin-jsx-a11y";
import react from "eslint-plugin-react";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

export default tseslint.config(
  {
    ignores: [
      "build/**",
      "public/build/**",
      ".cache/**",
      "data/**",
      "app/generated/**",
      "server/generated/**",
      "test-results/**",
      "playwright-report/**",
      "e2e/.artifacts/**",
      "uploads/**",
    ],
  },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    linterOptions: { reportUnusedDisableDirectives: "error" },
    rules: {
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_", caughtErrors: "none", ignoreRestSiblings: true },
      ],
      "@typescript-eslint/consistent-type-imports": ["error", { prefer: "type-imports", fixStyle: "inline-type-imports" }],
      // A variable a closure reads before its one assignment (a timer, a child process started
      // after the handlers that stop it are set up) cannot be a const.
      "prefer-const": ["error", { ignoreReadBeforeAssign: true }],
    },
  },
  {
    // Tests read JSON answers whose shape is what they assert on: typing each answer would only
    // repeat the contract the test is checking. Production code stays without `any`.
    files: ["**/*.test.ts", "**/*.test.tsx", "e2e/**/*.ts", "server/test/**/*.ts"],
    rules: { "@typescript-eslint/no-explicit-any": "off" },
  },
  {
    files: ["app/**/*.{ts,tsx}"],
    ...react.configs.flat.recommended,
    ...react.configs.flat["jsx-runtime"],
    plugins: { react, "react-hooks": reactHooks, "jsx-a11y": jsxA11y },
    settings: { react: { version: "18.3" } },
    rules: {
      ...react.configs.flat.recommended.rules,
      ...react.configs.flat["jsx-runtime"].rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      // The hooks rules every React project runs; the React Compiler's rules (the rest of the
      // plugin's `recommended` since v6) judge code for a compiler this app does not use.
      "react-hooks/rules-of-hooks": "error",
      "react-hooks/exhaustive-deps": "warn",
      // Types describe the props; prop-types would only repeat them.
      "react/prop-types": "off",
    },
  },
  {
    // Import order as the Epic Stack keeps it (@epic-web/config): packages, then ours (~/), then
    // parent and sibling modules, each group alphabetical; one import per module.
    plugins: { "import-x": importX },
    rules: {
      "import-x/order": [
        "error",
        {
          alphabetize: { order: "asc", caseInsensitive: true },
          pathGroups: [{ pattern: "~/**", group: "internal" }],
          groups: [["builtin", "external"], "internal", "parent", ["sibling", "index"]],
        },
      ],
      "import-x/no-duplicates": ["error", { "prefer-inline": true }],
    },
  },
);
