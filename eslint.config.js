import js from "@eslint/js";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

export default tseslint.config(
  {
    ignores: [
      "build/",
      ".react-router/",
      "node_modules/",
      "public/",
      "test-results/",
      "playwright-report/",
      "reports/",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    files: ["app/**/*.{ts,tsx}"],
    languageOptions: { globals: globals.browser },
    plugins: { "react-hooks": reactHooks, "jsx-a11y": jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.strict.rules,
      // Features never import each other; shared code never imports features.
      "no-restricted-imports": [
        "error",
        { patterns: [{ group: ["../*/**"], message: "Import across folders through ~/ paths." }] },
      ],
    },
  },
  {
    files: ["app/components/**", "app/lib/**", "app/config/**", "app/content/**", "app/i18n/**"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["~/features/*", "~/routes/*"],
              message: "Shared code must not import features or routes.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ["**/*.{js,mjs}", "scripts/**", "server/**", "e2e/**", "*.config.ts"],
    languageOptions: { globals: { ...globals.node } },
  },
);
