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

// What code that ships to the browser may not import (docs/decisions/122, 242). Type-only imports
// are erased, so they stay allowed. A browser module is every app/ file but `*.server.ts(x)` and
// tests, and the contract's zod-free rule modules (its schema modules are shared with the server;
// pages reach them only through a loader).
const noZod = {
  name: "zod",
  allowTypeImports: true,
  message:
    "Browser code imports no zod (decision 122): form schemas go in a *.server.ts module, browser-safe rules in a zod-free contract module.",
};
const noContractBarrel = {
  regex: "^(@contract|(\\.\\.?/)+contract|\\.)(/index)?$",
  allowTypeImports: true,
  message:
    "Browser code imports values from the contract module that defines them (@contract/orders...) or @contract/format, not the @contract barrel, which gives the page every contract module (decision 122).",
};
// The contract's modules browser code may take values from: no zod in them (the rule below keeps it
// so). Any other contract module defines schemas, and a value from it brings zod into the page: a
// component or a browser lib module imports only types from it (a route's loader may use it).
const browserSafeContract =
  "bank-form-rules|complaint-limits|format|keyed-message|pay-code|peso-amount|plain-text|promotion-rules|refund-rules|session-params|store-links|web-app-proof";
const noSchemaModule = {
  regex: `^@contract/(?!(${browserSafeContract}|texts/.+)$)`,
  allowTypeImports: true,
  message:
    "A component or browser lib module takes values only from the contract's zod-free modules (listed in eslint.config.js); any other contract module brings zod into the page (decision 122).",
};
const noServerModule = {
  regex: "\\.server$",
  allowTypeImports: true,
  message: "A component or browser lib module imports no .server module (decision 242): only a route's loader and action may use one.",
};

// The catalogue's areas are read through one door a side (docs/decisions/255): `useTexts(area)` in
// a page, `serverTexts(area, language)` in a loader, an action or a PDF. No module but the catalogue's
// own imports an area's English or Filipino module; the agents' console, English only, does.
const noAreaModule = {
  regex:
    "^(~/lib/|(\\.\\.?/)+(lib/)?)messages/(?!(texts|catalogue\\.server|areas|resolve-language|language-of|verbatim(-[a-z-]+)?|legal|legal-documents\\.server|filipino|translation|in-sentence|backend|backend-text|sms|fil/backend|fil/sms|ops)$)",
  allowTypeImports: true,
  message:
    "Read an area's texts with useTexts(area) in a page or serverTexts(area, language) on the server, not its English or Filipino module (decision 255).",
};
const opsConsole = ["app/routes/ops-*.tsx", "app/components/ops-nav.tsx", "app/components/refund-mark-form.tsx"];

// The line between the web app and the backend (issue 39 item 1, decisions 242, 250): app/ and
// server/ import nothing from each other; what both need is in contract/ (`@contract/...`), which
// imports from neither. A relative spelling counts too (`../../app/...`, `../server/...`).
const webAppFromServer = {
  regex: "^(~/|(\\.\\./)+app/)",
  message:
    "server/ imports nothing from app/: what both sides need is in contract/, imported as @contract/...; a test that drives both sides lives in integration/ (decision 250).",
};
const serverFromWebApp = {
  regex: "^(~/)?(\\.\\./)+server/",
  message: "app/ imports nothing from server/: what both sides need is in contract/, imported as @contract/... (decision 250).",
};
const appOrServerFromContract = {
  regex: "^(~/|(\\.\\./)+(app|server)/)",
  message: "contract/ imports nothing from app/ or server/: both sides import it, so it stands on its own (decision 250).",
};

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
          pathGroups: [
            { pattern: "~/**", group: "internal" },
            { pattern: "@contract{,/**}", group: "internal" },
          ],
          pathGroupsExcludedImportTypes: ["builtin"],
          groups: [["builtin", "external"], "internal", "parent", ["sibling", "index"]],
        },
      ],
      "import-x/no-duplicates": ["error", { "prefer-inline": true }],
    },
  },
  {
    // Routes (and the root route) may import .server modules: the compiler swaps them out of the
    // browser build along with the loader and action that use them.
    files: ["app/**/*.{ts,tsx}"],
    ignores: ["app/**/*.server.{ts,tsx}", "app/**/*.test.{ts,tsx}", ...opsConsole],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        { paths: [noZod], patterns: [noContractBarrel, noAreaModule, serverFromWebApp] },
      ],
    },
  },
  {
    files: ["app/components/**/*.{ts,tsx}", "app/lib/**/*.{ts,tsx}"],
    ignores: ["app/**/*.server.{ts,tsx}", "app/**/*.test.{ts,tsx}", ...opsConsole],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        { paths: [noZod], patterns: [noContractBarrel, noServerModule, noSchemaModule, noAreaModule, serverFromWebApp] },
      ],
    },
  },
  {
    // The web app's own server modules: the texts' doors and the line to server/.
    files: ["app/**/*.server.{ts,tsx}"],
    rules: { "@typescript-eslint/no-restricted-imports": ["error", { patterns: [noAreaModule, serverFromWebApp] }] },
  },
  {
    // The web app's tests: only the line to server/.
    files: ["app/**/*.test.{ts,tsx}"],
    rules: { "@typescript-eslint/no-restricted-imports": ["error", { patterns: [serverFromWebApp] }] },
  },
  {
    // The agents' console is English (docs/glossary-fil.md): it imports its texts directly.
    files: opsConsole,
    rules: {
      "@typescript-eslint/no-restricted-imports": ["error", { paths: [noZod], patterns: [noContractBarrel, serverFromWebApp] }],
    },
  },
  {
    files: ["app/components/ops-nav.tsx", "app/components/refund-mark-form.tsx"],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        { paths: [noZod], patterns: [noContractBarrel, noServerModule, noSchemaModule, serverFromWebApp] },
      ],
    },
  },
  {
    files: ["contract/**/*.{ts,tsx,js,mjs}"],
    rules: { "@typescript-eslint/no-restricted-imports": ["error", { patterns: [appOrServerFromContract] }] },
  },
  {
    // The contract's zod-free rule modules and the texts pages show, which browser code imports.
    files: [`contract/{${browserSafeContract.replaceAll("|", ",")}}.ts`, "contract/texts/**/*.ts"],
    ignores: ["contract/**/*.test.ts"],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        { paths: [noZod], patterns: [noContractBarrel, noServerModule, appOrServerFromContract] },
      ],
    },
  },
  {
    files: ["server/**/*.{ts,tsx,js,mjs}"],
    rules: { "@typescript-eslint/no-restricted-imports": ["error", { patterns: [webAppFromServer] }] },
  },
);
