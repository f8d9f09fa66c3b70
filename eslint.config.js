import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";
import localRules from "./lint-rules/no-literal-ui-text.js";

export default tseslint.config(
  {
    ignores: [
      "**/dist/**",
      "**/node_modules/**",
      "test-results/**",
      "playwright-report/**",
      "data/**",
      ".test-output/**",
      // The server built for a test run (apps/server/test/server-build-setup.ts), removed when it ends.
      "**/.test-build-*/**",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.node },
    },
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
      "@typescript-eslint/no-floating-promises": "error",
      // React Router loaders throw redirect() Responses by design.
      "@typescript-eslint/only-throw-error": ["error", { allow: [{ from: "lib", name: "Response" }] }],
      // Fastify handlers and plugins are async by contract, awaited or not.
      "@typescript-eslint/require-await": "off",
      eqeqeq: ["error", "always"],
      "no-console": "off",
    },
  },
  {
    // Tests read JSON responses (typed any) and assert on them.
    files: ["**/*.test.{ts,tsx}", "**/test/**/*.ts", "e2e/**/*.ts"],
    rules: {
      "@typescript-eslint/no-unsafe-assignment": "off",
      "@typescript-eslint/no-unsafe-member-access": "off",
      "@typescript-eslint/no-unsafe-argument": "off",
      "@typescript-eslint/no-unsafe-call": "off",
      "@typescript-eslint/no-unsafe-return": "off",
      "@typescript-eslint/no-non-null-assertion": "off",
    },
  },
  {
    files: ["**/*.{js,mjs,cjs}"],
    extends: [tseslint.configs.disableTypeChecked],
  },
  {
    // Data written as code (thousands of lines of string lists): checked for syntax, not types,
    // which took a type-aware lint of them seconds for nothing.
    files: [
      "apps/server/test/matching/labelled-set-phrasebook.ts",
      "apps/server/src/modules/item-profile/vocabulary.ts",
    ],
    extends: [tseslint.configs.disableTypeChecked],
  },
  {
    files: ["**/*.cjs"],
    languageOptions: { sourceType: "commonjs", globals: { ...globals.node } },
  },
  {
    files: ["apps/web/src/**/*.{ts,tsx}"],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { "react-hooks": reactHooks, local: localRules },
    rules: {
      ...reactHooks.configs.recommended.rules,
      "local/no-literal-ui-text": "error",
      "no-restricted-syntax": [
        "error",
        {
          selector: "Property[key.name='queryKey'] > ArrayExpression",
          message: "Query keys come from lib/query-keys.ts, so an invalidation reaches every query it means to.",
        },
      ],
    },
  },
  {
    files: ["apps/web/src/**/*.test.{ts,tsx}", "apps/web/src/test/**"],
    rules: { "local/no-literal-ui-text": "off", "no-restricted-syntax": "off" },
  },
  // Import boundaries (layers, cycles, features apart) are checked by dependency-cruiser:
  // lint-rules/import-boundaries.cjs, run by `npm run lint` after ESLint.
);
