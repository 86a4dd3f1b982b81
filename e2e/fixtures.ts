import AxeBuilder from "@axe-core/playwright";
import { expect, test as base, type Page } from "@playwright/test";

export const SPLASH_SESSION_KEY = "un-splash-seen";
export const THEME_STORAGE_KEY = "un-theme";
export const THEMES = ["high-contrast-dark", "normal", "light-high-contrast", "system"] as const;
export type Theme = (typeof THEMES)[number];

/** WCAG 2.2 A and AA rules, as the accessibility bar requires. */
export const WCAG_AA_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

interface Fixtures {
  /** Console errors and warnings and page errors seen during the test; must stay empty. */
  consoleProblems: string[];
  /** Whether this test wants the first-load splash (off by default so pages are usable at once). */
  showSplash: boolean;
  /** Console messages a test provokes on purpose (such as blocked scripts). */
  expectedConsoleProblems: RegExp[];
}

export const test = base.extend<Fixtures>({
  showSplash: [false, { option: true }],
  expectedConsoleProblems: [[], { option: true }],
  consoleProblems: [
    async ({ page, expectedConsoleProblems }, use) => {
      const problems: string[] = [];
      page.on("console", (message) => {
        if (message.type() === "error" || message.type() === "warning") {
          problems.push(`${message.type()}: ${message.text()}`);
        }
      });
      page.on("pageerror", (error) => problems.push(`pageerror: ${error.message}`));
      await use(problems);
      const unexpected = problems.filter(
        (problem) => !expectedConsoleProblems.some((pattern) => pattern.test(problem)),
      );
      expect(unexpected, "console errors or warnings").toEqual([]);
    },
    { auto: true },
  ],
  page: async ({ page, showSplash }, use) => {
    if (!showSplash) {
      await page.addInitScript((key) => {
        try {
          window.sessionStorage.setItem(key, "1");
        } catch {
          // Storage-blocking tests replace sessionStorage; the splash is skipped there anyway.
        }
      }, SPLASH_SESSION_KEY);
    }
    await use(page);
  },
});

export { expect };

/** Stores a theme before the page's own scripts run. */
export async function storeTheme(page: Page, theme: string): Promise<void> {
  await page.addInitScript(([key, value]) => window.localStorage.setItem(key, value), [
    THEME_STORAGE_KEY,
    theme,
  ] as const);
}

/**
 * Waits until the page's script has started its controls (app/controls/index.ts), so clicks reach
 * their handlers.
 */
export async function waitForControls(page: Page): Promise<void> {
  await page.locator("html[data-controls-started]").waitFor({ state: "attached" });
}

/** What React Router's hydration put in a page: a document page has none of it. */
export const HYDRATION_MARKS = ["__staticRouterHydrationData", "streamController", "__reactRouter"];

export async function expectNoAxeViolations(page: Page, tags = WCAG_AA_TAGS): Promise<void> {
  // The site's pages have no frames: one `axe.run` in the page itself does the whole check, without
  // the per-frame runs and the blank page the default mode opens to merge them. Passing and
  // inapplicable results are only counted, not listed node by node.
  // `options` replaces what `withTags` sets, so it comes first.
  const results = await new AxeBuilder({ page })
    .options({ resultTypes: ["violations"] })
    .withTags(tags)
    .setLegacyMode(true)
    .analyze();
  const summary = results.violations.map(
    (violation) =>
      `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(" ")).join(", ")})`,
  );
  expect(summary, `axe violations on ${page.url()}`).toEqual([]);
}

/** The value, or a failed test naming what was missing. */
export function present<T>(value: T | null | undefined, what = "value"): T {
  if (value === null || value === undefined) throw new Error(`Expected ${what} to be present`);
  return value;
}
