import { readdirSync } from "node:fs";
import js from "@eslint/js";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

const ACROSS_FOLDERS = {
  group: ["../*/**"],
  message: "Import across folders through ~/ paths.",
};

/** Each feature may import shared code and itself, never another feature. */
const featureBoundaries = readdirSync(new URL("./app/features", import.meta.url)).map(
  (feature) => ({
    files: [`app/features/${feature}/**`],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            ACROSS_FOLDERS,
            {
              group: ["~/features/*", `!~/features/${feature}`, "~/routes/*"],
              message:
                "Features never import each other or routes; move shared code to components/.",
            },
          ],
        },
      ],
    },
  }),
);

export default tseslint.config(
  {
    ignores: [
      "build/",
      "build.next/",
      "build.next-editor/",
      "build.previous/",
      ".cache/",

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
      "no-restricted-imports": ["error", { patterns: [ACROSS_FOLDERS] }],
    },
  },
  ...featureBoundaries,
  {
    // Shared code never imports features or routes. The content layer, config and the editor are
    // also loaded by the build's own configuration, outside Vite's aliases, so they import each
    // other relatively; so do the development server's plugin and the page cache (render/), which
    // reach the build's scripts.
    files: [
      "app/admin/**",
      "app/render/development.server.ts",
      "app/components/**",
      "app/lib/**",
      "app/config/**",
      "app/content/**",
      "app/i18n/**",
      "app/hooks/**",
    ],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              // Relative forms too: these folders reach each other by relative paths.
              group: [
                "~/features/*",
                "~/routes",
                "~/routes/*",
                "../**/features/**",
                "../**/routes",
                "../**/routes/**",
              ],
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
  {
    // The engine checks hand functions to the browsers, which run them in the page.
    files: ["tools/engines/**"],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
  },
);
