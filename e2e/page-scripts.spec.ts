import type { Request } from "@playwright/test";
import { NOT_FOUND_STATUS } from "./every-theme";
import {
  expect,
  HYDRATION_MARKS,
  SPLASH_SESSION_KEY,
  test,
  THEME_STORAGE_KEY,
  waitForControls,
} from "./fixtures";
import { PAGE_KINDS } from "./page-kinds";

// The scripts a page loads are those its controls name (app/controls/registry.ts), whatever the
// screen's width: checked once, at 1280 px. How each page paints while they are held back, at
// both widths: first-paint.both.spec.ts.

/** What a first visit may download of JavaScript, headers included (issue 37). */
const SCRIPT_BUDGET_BYTES = 25 * 1024;

/** Names and text that only React, React Router or their hydration data put in a page. */
const FRAMEWORK_MARKS = ["react-dom", "__reactRouter", "__staticRouterHydrationData"];

test.describe("a page sends only its controls' code", () => {
  // The not-found page's own status is reported on the console.
  test.use({ expectedConsoleProblems: [NOT_FOUND_STATUS] });

  for (const { path, status } of PAGE_KINDS) {
    test(`${path}: no framework, only its controls' scripts, within ${SCRIPT_BUDGET_BYTES / 1024} KB`, async ({
      page,
    }) => {
      const scripts: Request[] = [];
      page.on("request", (request) => {
        if (request.resourceType() === "script") scripts.push(request);
      });
      const response = await page.goto(path);
      expect(response?.status()).toBe(status);
      await waitForControls(page);
      await page.waitForLoadState("networkidle");

      const html = (await response?.text()) ?? "";
      for (const mark of new Set([...FRAMEWORK_MARKS, ...HYDRATION_MARKS]))
        expect(html, `the page's HTML holds ${mark}`).not.toContain(mark);
      const inline = await page.locator("script:not([src])").evaluateAll((elements) =>
        elements.map((element) => ({
          type: element.getAttribute("type"),
          text: element.textContent,
        })),
      );
      // The one inline script every page runs before its first paint: the theme, then the splash.
      const classic = inline.filter(({ type }) => type !== "application/ld+json");
      expect(classic.map(({ type }) => type)).toEqual([null]);
      expect(classic[0]?.text).toContain(JSON.stringify(THEME_STORAGE_KEY));
      expect(classic[0]?.text).toContain(JSON.stringify(SPLASH_SESSION_KEY));

      expect(scripts.length, "the page's script").toBeGreaterThan(0);
      // Nothing the first paint draws waits for a script: each is asked for after it
      // (app/controls/after-first-paint.ts).
      const { paint, asked } = await page.evaluate(() => ({
        paint: performance.getEntriesByName("first-contentful-paint")[0]?.startTime,
        asked: performance
          .getEntriesByType("resource")
          .filter((entry) => (entry as PerformanceResourceTiming).initiatorType === "script")
          .map((entry) => ({ name: entry.name, startTime: entry.startTime })),
      }));
      expect(paint, "the page reported its first contentful paint").toBeDefined();
      expect(asked.length).toBe(scripts.length);
      for (const { name, startTime } of asked)
        expect(startTime, `${name} was asked for before the first paint`).toBeGreaterThanOrEqual(
          paint ?? Infinity,
        );
      let transferred = 0;
      for (const request of scripts) {
        const url = new URL(request.url());
        expect(url.origin, "scripts come from the site itself").toBe(new URL(page.url()).origin);
        const scriptResponse = await request.response();
        const body = (await scriptResponse?.text()) ?? "";
        for (const mark of FRAMEWORK_MARKS) {
          expect(url.pathname, `a script named for ${mark}`).not.toContain(mark);
          expect(body.includes(mark), `${url.pathname} holds ${mark}`).toBe(false);
        }
        const sizes = await request.sizes();
        transferred += sizes.responseHeadersSize + sizes.responseBodySize;
      }
      expect(
        transferred,
        `bytes of JavaScript: ${scripts.map((r) => r.url()).join(", ")}`,
      ).toBeLessThanOrEqual(SCRIPT_BUDGET_BYTES);
    });
  }
});
