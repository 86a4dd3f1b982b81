import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import type { Page } from "@playwright/test";
import { NOT_FOUND_STATUS } from "./every-theme";
import {
  expect,
  layoutShifts,
  recordLayoutShifts,
  storeTheme,
  test,
  waitForControls,
} from "./fixtures";
import { PAGE_KINDS } from "./page-kinds";

// How a page of each kind paints with its scripts held back, and what the home page fetches of
// its media, at 1280 px and at 375 px. What scripts a page sends: page-scripts.spec.ts.

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

test.describe("a page paints before its scripts run", () => {
  // The not-found page's own status is reported on the console.
  test.use({ expectedConsoleProblems: [NOT_FOUND_STATUS] });

  for (const { path, status } of PAGE_KINDS) {
    test(`${path}: paints its heading in the stored theme, and lays out its bands, while its scripts are held back`, async ({
      page,
    }) => {
      await storeTheme(page, "high-contrast-dark");
      // How many bands (the footer at least) the first layout was told to skip, read at the paint.
      await page.addInitScript(() => {
        new PerformanceObserver((list, observer) => {
          if (!list.getEntriesByName("first-contentful-paint").length) return;
          observer.disconnect();
          document.documentElement.dataset.skippedAtPaint = String(
            document.querySelectorAll(".lay-out-after-paint").length,
          );
        }).observe({ type: "paint", buffered: true });
      });
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
      // The bands its first layout skipped are laid out after the paint without its script.
      await page.locator("html[data-bands-laid-out]").waitFor({ state: "attached" });
      const skippedAtPaint = Number(
        await page.locator("html").getAttribute("data-skipped-at-paint"),
      );
      expect(skippedAtPaint).toBeGreaterThanOrEqual(path === "/" || path === "/ar" ? 9 : 1);
      expect(
        await page.evaluate(() => document.querySelectorAll(".lay-out-after-paint").length),
      ).toBe(0);

      // Once its script arrives, the page's controls start.
      release();
      await waitForControls(page);
    });
  }
});

test.describe("photos loaded when scrolled near", () => {
  for (const path of ["/", "/news"]) {
    test(`${path}: none is fetched before the first paint, and showing them moves nothing`, async ({
      page,
    }) => {
      await recordLayoutShifts(page);
      await page.goto(path);
      await waitForControls(page);
      const photos = page.locator("#main-content img[loading=lazy]");
      await photos.last().scrollIntoViewIfNeeded();
      await expect(photos.last()).toHaveJSProperty("complete", true);
      const before = await page.evaluate(() => {
        const [paint] = performance.getEntriesByName("first-contentful-paint");
        const lazy = new Set(
          [...document.querySelectorAll<HTMLImageElement>("img[loading=lazy]")].map(
            (img) => img.currentSrc,
          ),
        );
        return performance
          .getEntriesByType("resource")
          .filter((entry) => lazy.has(entry.name) && entry.startTime < (paint?.startTime ?? 0))
          .map((entry) => entry.name);
      });
      expect(before, "photos loaded when scrolled near, asked for before the first paint").toEqual(
        [],
      );
      expect(await layoutShifts(page)).toEqual([]);
    });
  }
});

/**
 * Serves the site as `baseURL` does, except that a page's HTML stops just before `cut` until
 * `rest` resolves: what a slow phone's parser, yielding there, would have painted.
 */
async function inPieces(baseURL: string, cut: string, rest: Promise<unknown>): Promise<Server> {
  const server = createServer((request, response) => {
    void (async () => {
      const upstream = await fetch(new URL(request.url ?? "/", baseURL));
      const headers = Object.fromEntries(
        [...upstream.headers].filter(
          ([name]) => !/^(content-(encoding|length)|transfer-encoding)$/.test(name),
        ),
      );
      response.writeHead(upstream.status, headers);
      const body = Buffer.from(await upstream.arrayBuffer());
      const at = body.indexOf(cut);
      if (!upstream.headers.get("content-type")?.startsWith("text/html") || at < 0) {
        response.end(body);
        return;
      }
      response.write(body.subarray(0, at));
      await rest;
      response.end(body.subarray(at));
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return server;
}

for (const { path, cut, whole, until } of [
  { path: "/news", cut: "</header>", whole: "its header", until: "main-content" },
  // The header strip's languages and the hero's buttons stand in rows a late one would widen.
  { path: "/", cut: "<h1", whole: "its first screen", until: "first-screen-end" },
]) {
  test(`${path} arriving in pieces (cut before ${cut}) is first painted with ${whole} whole`, async ({
    page,
    baseURL,
  }) => {
    let painted: (parsed: boolean) => void = () => undefined;
    const paint = new Promise<boolean>((resolve) => (painted = resolve));
    await page.exposeFunction("reportFirstPaint", (parsed: boolean) => painted(parsed));
    await page.addInitScript((id) => {
      new PerformanceObserver((list, observer) => {
        if (!list.getEntriesByName("first-contentful-paint").length) return;
        observer.disconnect();
        const report = (window as unknown as { reportFirstPaint: (parsed: boolean) => void })
          .reportFirstPaint;
        report(document.getElementById(id) !== null);
      }).observe({ type: "paint", buffered: true });
    }, until);
    // The rest of the page follows the first paint, or a second: a page that waits for the
    // element does not paint before it has it.
    let timer: ReturnType<typeof setTimeout> | undefined;
    const rest = Promise.race([
      paint,
      new Promise((resolve) => (timer = setTimeout(resolve, 1_000))),
    ]);
    const server = await inPieces(baseURL ?? "", cut, rest);
    try {
      await page.goto(`http://127.0.0.1:${(server.address() as AddressInfo).port}${path}`);
      expect(await paint, `#${until} was parsed at the first paint`).toBe(true);
    } finally {
      clearTimeout(timer);
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  });
}

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
      small ? "/video/hero-poster-small.svg" : "/video/hero-poster-1280.avif",
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
