import type { Page, Request } from "@playwright/test";
import { NOT_FOUND_STATUS } from "./every-theme";
import {
  expect,
  HYDRATION_MARKS,
  SPLASH_SESSION_KEY,
  storeTheme,
  test,
  THEME_STORAGE_KEY,
  waitForControls,
} from "./fixtures";

/** Pretends the visitor's browser reports a connection (Save-Data, effective type). */
async function emulateConnection(
  page: Page,
  connection: { saveData: boolean; effectiveType: string },
) {
  await page.addInitScript((value) => {
    Object.defineProperty(navigator, "connection", { value, configurable: true });
  }, connection);
}

const HERO_VIDEO = /\/video\/hero\.(webm|mp4)$/;
const INTRO_MEDIA = /\/video\/intro[^/]*$/;

/** A page of each kind, and the status it answers with. */
const PAGES = [
  { path: "/", status: 200 },
  { path: "/ar", status: 200 },
  { path: "/stories/carbon-markets", status: 200 },
  { path: "/ru/about/charter", status: 200 },
  { path: "/goals/13", status: 200 },
  { path: "/stories", status: 200 },
  { path: "/site-index", status: 200 },
  { path: "/no-such-page", status: 404 },
];

/** What a first visit may download of JavaScript, headers included (issue 37). */
const SCRIPT_BUDGET_BYTES = 25 * 1024;

/** Names and text that only React, React Router or their hydration data put in a page. */
const FRAMEWORK_MARKS = ["react-dom", "__reactRouter", "__staticRouterHydrationData"];

test.describe("a page sends only its controls' code", () => {
  // The not-found page's own status is reported on the console.
  test.use({ expectedConsoleProblems: [NOT_FOUND_STATUS] });

  for (const { path, status } of PAGES) {
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
      // (app/controls/page-script.ts).
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

    test(`${path}: paints its heading in the stored theme while its scripts are held back`, async ({
      page,
    }) => {
      await storeTheme(page, "high-contrast-dark");
      let release = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      const heldScripts: string[] = [];
      await page.route(/\.js(\?|$)/, async (route) => {
        heldScripts.push(route.request().url());
        await held;
        await route.continue();
      });
      const response = await page.goto(path, { waitUntil: "commit" });
      expect(response?.status()).toBe(status);

      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expect(page.locator("html")).toHaveClass(/(^| )theme-high-contrast-dark( |$)/);
      await expect
        .poll(() =>
          page.evaluate(() => performance.getEntriesByName("first-contentful-paint").length),
        )
        .toBe(1);
      await expect
        .poll(() => heldScripts.length, "the page's script was asked for")
        .toBeGreaterThan(0);
      expect(
        await page.evaluate(() => document.documentElement.hasAttribute("data-controls-started")),
        "no control has started",
      ).toBe(false);

      // Once its script arrives, the page's controls start.
      release();
      await waitForControls(page);
    });
  }
});

test.describe("the home page's media", () => {
  test("the hero's still is fetched first, sized for the screen; the intro film only when asked", async ({
    page,
  }, testInfo) => {
    const requested: string[] = [];
    page.on("request", (request) => requested.push(new URL(request.url()).pathname));
    await page.goto("/");
    await waitForControls(page);
    const still = page.locator("section picture img").first();
    await expect(still).toHaveAttribute("fetchpriority", "high");
    const small = testInfo.project.name === "mobile";
    expect(await still.evaluate((img: HTMLImageElement) => new URL(img.currentSrc).pathname)).toBe(
      `/video/hero-poster-${small ? "small" : 1280}.avif`,
    );
    // As many pixels as its box or the film's frame (1280x720, scripts/media/hero.mjs): the film,
    // playing over it, is not a larger paint.
    expect(
      await still.evaluate(
        (img: HTMLImageElement) =>
          img.naturalWidth * img.naturalHeight >=
          Math.min(img.clientWidth * img.clientHeight, 1280 * 720),
      ),
    ).toBe(true);
    await expect(page.locator("dialog video")).toHaveCount(0);
    expect(requested.filter((path) => INTRO_MEDIA.test(path))).toEqual([]);
    await page.getByRole("button", { name: "Watch Intro" }).click();
    await expect(page.getByRole("dialog").locator("video")).toHaveCount(1);
  });

  for (const [name, connection] of [
    ["Save-Data", { saveData: true, effectiveType: "4g" }],
    ["a 2G connection", { saveData: false, effectiveType: "2g" }],
  ] as const) {
    test(`with ${name} the hero film never loads: the still stays and no control is offered`, async ({
      page,
    }) => {
      await emulateConnection(page, connection);
      const requested: string[] = [];
      page.on("request", (request) => requested.push(new URL(request.url()).pathname));
      await page.goto("/");
      await waitForControls(page);
      await expect(page.locator("section picture img").first()).toBeVisible();
      await expect(page.getByRole("button", { name: /background video/ })).toHaveCount(0);
      // Whatever the page was going to fetch has been fetched: the network has gone quiet.
      await page.waitForLoadState("networkidle");
      expect(
        await page
          .locator("section video")
          .first()
          .evaluate((v: HTMLVideoElement) => v.paused),
      ).toBe(true);
      expect(requested.filter((path) => HERO_VIDEO.test(path))).toEqual([]);
    });
  }

  test("on a fast connection the film plays and its control is offered; on a phone, only on an unmetered one", async ({
    page,
  }, testInfo) => {
    await emulateConnection(page, { saveData: false, effectiveType: "4g" });
    const requested: string[] = [];
    page.on("request", (request) => requested.push(new URL(request.url()).pathname));
    await page.goto("/");
    await waitForControls(page);
    if (testInfo.project.name !== "mobile") {
      await expect(page.getByRole("button", { name: "Pause background video" })).toBeVisible();
      return;
    }
    // A phone that does not say its connection is unmetered may pay for the film: it waits for
    // the visitor, and nothing of it is fetched until then.
    await expect(page.getByRole("button", { name: "Play background video" })).toBeVisible();
    await page.waitForLoadState("networkidle");
    expect(requested.filter((path) => HERO_VIDEO.test(path))).toEqual([]);
    await page.getByRole("button", { name: "Play background video" }).click();
    await expect(page.getByRole("button", { name: "Pause background video" })).toBeVisible();
  });
});
