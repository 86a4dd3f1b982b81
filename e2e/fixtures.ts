import AxeBuilder from "@axe-core/playwright";
import { expect, test as base, type ConsoleMessage, type Page } from "@playwright/test";

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
      const onConsole = (message: ConsoleMessage) => {
        if (message.type() === "error" || message.type() === "warning") {
          problems.push(`${message.type()}: ${message.text()}`);
        }
      };
      const onPageError = (error: Error) => problems.push(`pageerror: ${error.message}`);
      page.on("console", onConsole);
      page.on("pageerror", onPageError);
      await use(problems);
      // A page shared by a worker's tests (sharedPageTest) reports to the next test's list.
      page.off("console", onConsole);
      page.off("pageerror", onPageError);
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

/**
 * The test for specs that visit many pages and check each one alone (the axe walks): each worker
 * opens one browser context and page and its tests walk it from address to address, so the context,
 * its renderer and the site's styles and fonts are set up once, not once a test. Every navigation
 * starts the page afresh; the splash is skipped as in `test`. Playwright starts a new worker after
 * a failed test, so a failure leaves nothing behind for the next one.
 */
export const sharedPageTest = test.extend<object, { sharedPage: Page }>({
  sharedPage: [
    async ({ browser }, use, workerInfo) => {
      const { viewport, hasTouch, baseURL } = workerInfo.project.use;
      const context = await browser.newContext({ viewport, hasTouch, baseURL });
      const page = await context.newPage();
      await page.addInitScript(
        (key) => window.sessionStorage.setItem(key, "1"),
        SPLASH_SESSION_KEY,
      );
      await use(page);
      await context.close();
    },
    { scope: "worker" },
  ],
  page: async ({ sharedPage }, use) => {
    await use(sharedPage);
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
 * their handlers, and the bands its first layout skipped are laid out, so the page has its full
 * height (app/controls/after-first-paint.ts).
 */
export async function waitForControls(page: Page): Promise<void> {
  await page
    .locator("html[data-controls-started][data-bands-laid-out]")
    .waitFor({ state: "attached" });
}

/** Starts recording the page's layout shifts (their scores) from its first paint on. */
export async function recordLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const shifts: number[] = [];
    Object.assign(window, { layoutShifts: shifts });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries())
        shifts.push((entry as PerformanceEntry & { value: number }).value);
    }).observe({ type: "layout-shift", buffered: true });
  });
}

/** The layout shifts recorded since recordLayoutShifts. */
export async function layoutShifts(page: Page): Promise<number[]> {
  return page.evaluate(() => (window as unknown as { layoutShifts: number[] }).layoutShifts);
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
