import type { Page } from "@playwright/test";
import { expect, test, waitForControls } from "./fixtures";
import { staticFirstFaults } from "./static-first-formats";

/** The page's first contentful paint and the start times of the scripts it fetched. */
async function paintAndScripts(page: Page) {
  return page.evaluate(() => ({
    paint:
      performance.getEntriesByName("first-contentful-paint")[0]?.startTime ??
      Number.POSITIVE_INFINITY,
    scripts: performance
      .getEntriesByType("resource")
      .filter((entry) => new URL(entry.name).pathname.endsWith(".js"))
      .map((entry) => entry.startTime),
  }));
}

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

test.describe("first paint before any script", () => {
  for (const path of ["/", "/ar", "/stories/carbon-markets", "/ru/about/charter"]) {
    test(`${path}: no script is requested before the page has painted, then it hydrates`, async ({
      page,
    }) => {
      const response = await page.goto(path);
      expect(staticFirstFaults((await response?.text()) ?? "")).toEqual([]);
      await waitForControls(page);
      const { paint, scripts } = await paintAndScripts(page);
      expect(scripts.length).toBeGreaterThan(0);
      expect(Math.min(...scripts)).toBeGreaterThanOrEqual(paint);
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
      await page.waitForTimeout(500);
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
    await page.waitForTimeout(500);
    expect(requested.filter((path) => HERO_VIDEO.test(path))).toEqual([]);
    await page.getByRole("button", { name: "Play background video" }).click();
    await expect(page.getByRole("button", { name: "Pause background video" })).toBeVisible();
  });
});
